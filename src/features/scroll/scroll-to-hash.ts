/** How long after first load the home page waits before scrolling to the URL's anchor. */
export const SCROLL_TO_ANCHOR_DELAY_MS = 100;

/**
 * How long the scroll keeps following its anchor while the page settles. The meal cards replace
 * their three skeletons after the products load, which pushes every later section down; without
 * this a shopper who followed a link to #contact would end up somewhere above it.
 */
const FOLLOW_ANCHOR_MS = 3_000;

/** Stops the previous anchor's follow-up, when a new anchor is asked for or the shopper scrolls. */
let stopFollowing: () => void = () => undefined;

const pageOffsetOf = (target: Element): number =>
  target.getBoundingClientRect().top + window.scrollY;

/** Scrolls again whenever the page's height changes and moves the anchor, for a short while. */
function followAnchor(target: Element): void {
  let offset = pageOffsetOf(target);
  const observer = new ResizeObserver(() => {
    const now = pageOffsetOf(target);
    if (Math.abs(now - offset) < 1) return;
    offset = now;
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
  // The shopper's own scrolling wins over the follow-up.
  const userInput = ['wheel', 'touchstart', 'keydown'] as const;
  const timer = window.setTimeout(stop, FOLLOW_ANCHOR_MS);
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userInput) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of userInput) window.addEventListener(type, stop, { passive: true });
  stopFollowing = stop;
}

/** Scrolls smoothly to the element a `#hash` names, if there is one, and keeps it in view. */
export function scrollToHashAnchor(hash: string): void {
  stopFollowing();
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return;
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  followAnchor(target);
}
