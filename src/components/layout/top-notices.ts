import { DISMISSED_BANNER_KEY } from '../../lib/marketing/dismissed-banner-script.ts';
import { readCssString } from '../../lib/marketing/top-notices-css.ts';

function remember(id: string): void {
  try {
    localStorage.setItem(DISMISSED_BANNER_KEY, id);
  } catch {
    // Private mode without storage: dismissed for this page only.
  }
}

/** Puts the words the stylesheet drew into the element as text: the same words, the same size. */
function fillText(element: Element | null | undefined, text: string): void {
  if (element && text) element.textContent = text;
}

/**
 * Finishes the notices /api/top-notices.css laid out above the header (TopNotices.astro): their
 * words become text (selectable, found by search), the banner's link gets its address, and its
 * close button hides it and remembers it. Nothing changes size, so nothing moves.
 */
export function finishTopNotices(): void {
  const root = document.documentElement;
  const style = getComputedStyle(root);
  const read = (name: string) => readCssString(style.getPropertyValue(name));
  fillText(
    document.querySelector('#store-paused-notice [data-notice-text]'),
    read('--paused-message'),
  );
  const bar = document.getElementById('site-banner');
  const id = read('--banner-id');
  if (!bar || !id) return;
  fillText(bar.querySelector('[data-banner-text]'), read('--banner-message'));
  const link = bar.querySelector<HTMLAnchorElement>('[data-banner-link]');
  const href = read('--banner-link');
  if (link && href) link.href = href;
  bar.querySelector('[data-banner-close]')?.addEventListener('click', () => {
    remember(id);
    root.dataset.dismissedBanner = id;
  });
}
