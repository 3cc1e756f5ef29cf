import { openNewsletter } from './newsletter-store.ts';

/**
 * Any element with `data-open-newsletter`, anywhere and at any time, opens the newsletter dialog.
 * One delegated listener covers elements added later, and since the store holds the state, a
 * click before the dialog island hydrates still opens it once it has.
 */
document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element)) return;
  const trigger = event.target.closest<HTMLElement>('[data-open-newsletter]');
  if (!trigger) return;
  event.preventDefault();
  openNewsletter(trigger);
});

// A link to `/#newsletter` (the unsubscribe page's "subscribe again") opens the dialog on arrival.
if (window.location.hash === '#newsletter') openNewsletter();
