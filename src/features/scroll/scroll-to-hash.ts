/** Spec section 9: how long after first load the home page scrolls to the URL's anchor. */
export const SCROLL_TO_ANCHOR_DELAY_MS = 100;

/** Scrolls smoothly to the element a `#hash` names, if there is one. */
export function scrollToHashAnchor(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return;
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
