// The checkout page's own script, with no React: it draws the saved cart into the server-rendered
// frame and fetches the live form (React, the form library, the slot picker) on the first touch
// of the frame, not with the page. Loading the form with the page cost about 118 KB of script and
// up to 470 ms of blocked main thread on a phone (Lighthouse, docs/benchmarks.md). The live form
// carries over whatever was typed into the frame while it loaded (use-frame-values.ts).
//
// It mounts the live form at once where the frame cannot show the page as it is: a form kept in
// this tab (the shopper was here before), a card payment coming back from Stripe, a store that is
// not taking orders, or no bank account to pay into.
import { cancelledPaymentOf, cardPaymentOf } from '../../lib/checkout/cancelled-payment.ts';
import { defaultValueAt, draftOfChanges, frameChanges } from '../../lib/checkout/frame-values.ts';
import { CHECKOUT_CARD_PAYMENT_KEY, CHECKOUT_DRAFT_KEY } from '../../lib/checkout/storage-keys.ts';
import { $cart, $cartRestoring } from '../cart/cart-store.ts';
import { loadCheckoutConfig } from './checkout-config.ts';
import { drawFrameCart, wireFrameCartButtons } from './frame-cart.ts';
import { controlsOf } from './frame-controls.ts';
import { reloadNotice } from '../shell/reload-notice.ts';
import { readSessionValue, writeSessionValue } from './session-values.ts';
import { SECONDARY_BUTTON_CLASS } from './styles.ts';

/** What counts as the first touch of the frame (`input` also catches autofill with no focus). */
const TOUCHES = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

const NOT_LOADED_MESSAGE =
  'We could not load the checkout. Check your connection, then reload the page: what you typed here is kept.';

const host = document.querySelector<HTMLElement>('[data-checkout-live]');
const frame = host?.querySelector<HTMLElement>('[data-checkout-frame]');
if (host && frame) startFrame(host, frame);

function startFrame(host: HTMLElement, frame: HTMLElement): void {
  tickDefaultChoices(frame);
  const draw = () => {
    // Saved lines still waiting for their names: the frame keeps its loading state.
    if (!$cartRestoring.get()) drawFrameCart(frame, $cart.get().items);
  };
  const stopCart = $cart.subscribe(draw);
  const stopRestoring = $cartRestoring.listen(draw);
  wireFrameCartButtons(
    frame,
    (id) => $cart.get().items.find((item) => item.id === id)?.quantity ?? 0,
  );

  let mounting = false;
  const mount = () => {
    if (mounting) return;
    mounting = true;
    for (const touch of TOUCHES) host.removeEventListener(touch, mount);
    import('./live-checkout.tsx').then(
      ({ mountLiveCheckout }) => {
        stopCart();
        stopRestoring();
        mountLiveCheckout(host);
      },
      () => {
        showNotLoaded(frame);
      },
    );
  };

  // Tests wait for this before touching the frame: the cart is drawn and touches are watched.
  host.dataset.frame = 'ready';
  const kept =
    readSessionValue(CHECKOUT_DRAFT_KEY) !== null ||
    cancelledPaymentOf(window.location.search) !== null ||
    cardPaymentOf(readSessionValue(CHECKOUT_CARD_PAYMENT_KEY)) !== null;
  if (kept) {
    mount();
    return;
  }
  for (const touch of TOUCHES) host.addEventListener(touch, mount);
  void loadCheckoutConfig().then((config) => {
    if (mounting) return;
    if (!config.storeOpen || !config.bankTransfer) {
      mount();
      return;
    }
    // The frame shows both ways to pay; a shop that takes no cards shows bank transfer alone.
    if (!config.cardPayments) {
      frame.querySelector('input[name="paymentMethod"][value="card"]')?.closest('label')?.remove();
    }
  });
}

/**
 * Ticks the choices the empty form holds (delivery, just this once, bank transfer), which the
 * server's render leaves unticked, as their default state: the frame shows what the live form
 * will, and what the shopper ticks instead still reads as their change (frame-values.ts).
 */
function tickDefaultChoices(frame: HTMLElement): void {
  const radios = [...frame.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  for (const radio of radios) {
    // A choice the shopper made before this script ran stays theirs.
    const chosen = radios.some((other) => other.name === radio.name && other.checked);
    if (!chosen && defaultValueAt(radio.name) === radio.value) radio.defaultChecked = true;
  }
}

/**
 * The browser keeps a failed module fetch for the page's life, so only a reload fetches the live
 * form again: the frame says so, and keeps what was typed in this tab for the reload to bring
 * back (a kept form mounts the live form at once).
 */
function showNotLoaded(frame: HTMLElement): void {
  const form = frame.querySelector('form');
  window.addEventListener('pagehide', () => {
    if (!form) return;
    const draft = draftOfChanges(frameChanges(controlsOf(form)));
    writeSessionValue(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  });
  const notice = reloadNotice(NOT_LOADED_MESSAGE, {
    notice: 'mb-6 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-4 font-medium',
    button: SECONDARY_BUTTON_CLASS,
  });
  frame.prepend(notice);
}
