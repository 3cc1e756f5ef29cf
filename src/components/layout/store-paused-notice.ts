/** What GET /api/store-status answers. */
interface StoreStatus {
  open?: unknown;
  message?: unknown;
}

const FALLBACK_MESSAGE = 'Our shop is paused at the moment.';

/**
 * Asks whether the store is paused and, if so, puts the notice of StoreStatusBanner.astro in the
 * page where its template is, with the admins' message. Any failure leaves the page as it was.
 */
export async function showStorePausedNotice(): Promise<void> {
  try {
    const response = await fetch('/api/store-status');
    const status = (await response.json()) as StoreStatus;
    const template = document.querySelector<HTMLTemplateElement>('#store-paused-notice');
    const notice = template?.content.firstElementChild?.cloneNode(true);
    if (status.open !== false || !template || !(notice instanceof HTMLElement)) return;
    template.after(notice);
    // Filled in once it is in the page, so screen readers announce the status message.
    const message = typeof status.message === 'string' && status.message ? status.message : '';
    requestAnimationFrame(() => {
      const text = notice.querySelector('[role="status"]');
      if (text) text.textContent = message || FALLBACK_MESSAGE;
    });
  } catch {
    // No notice when the status cannot be read: the store is most likely open.
  }
}
