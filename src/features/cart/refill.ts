// The restock reminder's link (`/meals?refill=<meal>:<packs>,…&ref=restock-<orderId>`): puts
// the same meals in the cart at today's prices, says which are no longer sold, and keeps the
// reminder as the source of the order it leads to.
import { parseRefill } from '../../lib/marketing/refill-link.ts';
import { rememberOrderSource } from '../checkout/session-values.ts';
import { $cart, addManyToCart } from './cart-store.ts';
import { fetchCartProducts } from './fetch-products.ts';

function say(message: string): void {
  const status = document.getElementById('refill-status');
  if (!status) return;
  status.textContent = message;
  status.hidden = false;
}

/** The query without the refill, so a reload or a shared link adds nothing again. */
function forgetRefillInUrl(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('refill');
  url.searchParams.delete('ref');
  window.history.replaceState(window.history.state, '', url);
}

async function refill(): Promise<void> {
  const request = parseRefill(window.location.search);
  if (!request) return;
  forgetRefillInUrl();
  if (request.source) rememberOrderSource(request.source);
  // Keep the cart mounted, so the saved cart is restored before the refill joins it.
  const stop = $cart.listen(() => undefined);
  try {
    const products = await fetchCartProducts();
    if (!products) {
      say('We could not load the meals just now. Please reload the page to fill your cart.');
      return;
    }
    const byId = new Map(products.map((product) => [product.id, product]));
    const found = request.lines.flatMap(({ productId, quantity }) => {
      const product = byId.get(productId);
      return product ? [{ product, quantity }] : [];
    });
    const missing = request.lines.length - found.length;
    if (found.length > 0) addManyToCart(found);
    const added =
      found.length > 0
        ? `We put ${found.length === 1 ? 'your meal' : `your ${found.length} meals`} back in your cart at today's prices.`
        : 'None of those meals are on the menu right now.';
    const gone =
      missing > 0
        ? ` ${missing === 1 ? 'One meal is' : `${missing} meals are`} no longer sold, so we left ${missing === 1 ? 'it' : 'them'} out.`
        : '';
    say(`${added}${gone}`);
  } finally {
    stop();
  }
}

void refill();
