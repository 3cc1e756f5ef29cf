import { showToast, type ToastInput } from '../toast/toast-store.ts';

const KEY = 'cube-kitchen-admin-pending-toast';

/**
 * Login and logout end in a full page load, which would wipe their toast. The
 * toast is kept in sessionStorage across the load and shown by the next page.
 */
export function toastAfterPageLoad(toast: ToastInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    showToast(toast);
  }
}

/** Shows the toast a previous page left for this one, once. */
export function showPendingToast(): void {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (raw === null) return;
  try {
    const toast = JSON.parse(raw) as Partial<ToastInput>;
    if (typeof toast.title !== 'string') return;
    showToast({
      title: toast.title,
      description: typeof toast.description === 'string' ? toast.description : undefined,
      variant: toast.variant === 'destructive' ? 'destructive' : 'default',
    });
  } catch {
    // A damaged entry is simply dropped.
  }
}
