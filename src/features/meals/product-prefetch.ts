import { fetchProduct } from './product-queries.ts';

/** A meal card names its meal for prefetching with `data-prefetch-product="<id>"`. */
const CARD = '[data-prefetch-product]';

function prefetchCardOf(target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  const id = target.closest<HTMLElement>(CARD)?.dataset.prefetchProduct;
  // fetchProduct answers from its 5-minute cache or the request already running, so an id is
  // asked for at most once per 5 minutes however often the pointer crosses its card. A failed
  // prefetch costs nothing: the meal page reads the product itself.
  if (id) void fetchProduct(id).catch(() => undefined);
}

/**
 * Spec §7: a meal card prefetches GET /api/products/{id} when a mouse or pen hovers it or it
 * takes focus. Never on touch: a finger that starts a scroll over the cards fires pointerover
 * too, and a phone scrolling the meals must not fetch every one of them.
 */
export function prefetchProductsOnHover(root: Document): void {
  root.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'touch') prefetchCardOf(event.target);
  });
  root.addEventListener('focusin', (event) => {
    prefetchCardOf(event.target);
  });
}
