import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import {
  $modalToastHosts,
  $toasts,
  dismissToast,
  hostToastsInModal,
  type Toast,
} from './toast-store.ts';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';

/** Live regions already in the page (PageToasts.astro) for the toasts to go in. */
export interface ToastRegions {
  news: HTMLElement;
  errors: HTMLElement;
}

/**
 * Shows the current toast. Both live regions are in the page before any toast, so screen readers
 * announce a toast the moment it is put inside: polite (role="status") for news, assertive
 * (role="alert") for errors. With `regions`, the toasts go into regions the page rendered (the
 * public pages mount this only when the first toast comes). With `modal`, it is the one inside
 * an open modal dialog, and the page's own Toaster steps back meanwhile.
 */
function Toaster({ modal = false, regions }: { modal?: boolean; regions?: ToastRegions }) {
  // `ssr: 'initial'`: hydrate as the server rendered (no toast), then show any shown meanwhile.
  const toasts = useStore($toasts, { ssr: 'initial' });
  const modalHosts = useStore($modalToastHosts, { ssr: 'initial' });
  useEffect(() => (modal ? hostToastsInModal() : undefined), [modal]);
  const active = modal || modalHosts === 0;
  const visible = active ? toasts.filter((toast) => toast.open) : [];
  const news = visible.filter((toast) => toast.variant === 'default');
  const errors = visible.filter((toast) => toast.variant === 'destructive');
  const cards = (list: Toast[]) => list.map((toast) => <ToastCard key={toast.id} toast={toast} />);
  if (regions) {
    return (
      <>
        {createPortal(cards(news), regions.news)}
        {createPortal(cards(errors), regions.errors)}
      </>
    );
  }
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
      <div role="status" aria-live="polite" aria-atomic="true" className="contents">
        {cards(news)}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="contents">
        {cards(errors)}
      </div>
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
      data-toast={toast.variant}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-stone-200 bg-white text-ink'
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => {
          dismissToast(toast.id);
        }}
        className={`-m-1 rounded p-1 ${
          destructive ? 'hover:bg-red-800 focus-visible:outline-white' : 'hover:bg-stone-100'
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </div>
  );
}

export default withErrorBoundary(Toaster);
