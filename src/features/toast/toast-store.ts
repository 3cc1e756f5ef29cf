import { atom } from 'nanostores';

/** Only one toast shows at a time; a new one replaces the previous. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the list, closed, for this long before removal. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** An error toast hides by itself after 5 seconds. */
export const ERROR_TOAST_DURATION_MS = 5_000;
/**
 * Success and info toasts hide after the same 5 seconds: one left open covered the buttons
 * under it (issue 22).
 */
export const TOAST_DURATION_MS = ERROR_TOAST_DURATION_MS;

/** How a toast looks and is announced: `destructive` is an error (role="alert"). */
export type ToastVariant = 'default' | 'destructive';

/** A notification as the Toaster shows it; `open` turns false when it is dismissed. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

/** What a caller gives to show a toast. */
export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
}

/** The toasts on screen, newest first, never more than TOAST_LIMIT. */
export const $toasts = atom<readonly Toast[]>([]);

/**
 * How many open modal dialogs show toasts inside themselves. A modal dialog makes the rest of
 * the page inert, hiding the page's toasts from screen readers, so while one is open its own
 * Toaster takes over.
 */
export const $modalToastHosts = atom(0);

/** Lets an open modal dialog show the toasts; call the returned function when it closes. */
export function hostToastsInModal(): () => void {
  $modalToastHosts.set($modalToastHosts.get() + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    $modalToastHosts.set($modalToastHosts.get() - 1);
  };
}

const hideTimers = new Map<string, ReturnType<typeof setTimeout>>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

/** Shows a toast in place of any other; every toast hides after 5 seconds. Returns its id. */
export function showToast({ title, description, variant = 'default' }: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const toast: Toast = { id, title, variant, open: true };
  if (description !== undefined) toast.description = description;
  const kept = [toast, ...$toasts.get()].slice(0, TOAST_LIMIT);
  for (const old of $toasts.get()) {
    if (!kept.includes(old)) clearTimers(old.id);
  }
  $toasts.set(kept);
  hideTimers.set(
    id,
    setTimeout(
      () => {
        dismissToast(id);
      },
      variant === 'destructive' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS,
    ),
  );
  return id;
}

/** Closes a toast (every toast without an id); it leaves the list TOAST_REMOVE_DELAY_MS later. */
export function dismissToast(id?: string): void {
  const targets = $toasts.get().filter((toast) => id === undefined || toast.id === id);
  if (targets.length === 0) return;
  for (const toast of targets) {
    const hideTimer = hideTimers.get(toast.id);
    if (hideTimer !== undefined) clearTimeout(hideTimer);
    hideTimers.delete(toast.id);
    if (!removeTimers.has(toast.id)) {
      removeTimers.set(
        toast.id,
        setTimeout(() => {
          removeToast(toast.id);
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
  $toasts.set(
    $toasts.get().map((toast) => (targets.includes(toast) ? { ...toast, open: false } : toast)),
  );
}

/** Drops every toast and timer at once; for tests and for leaving a page. */
export function clearToasts(): void {
  for (const toast of $toasts.get()) clearTimers(toast.id);
  $toasts.set([]);
}

function removeToast(id: string): void {
  clearTimers(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

function clearTimers(id: string): void {
  for (const timers of [hideTimers, removeTimers]) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }
}
