// The checkout's cart and order summary, drawn without React into the server-rendered frame
// (checkout.astro) from the saved cart, as the live form draws them (CartSection.tsx, CartLine.tsx,
// OrderSummary.tsx): a shopper sees their order before the form's code is fetched on first touch,
// and nothing moves when the live form takes the frame's place (tests/e2e/checkout-frame.spec.ts).
import type { CartItem } from '../../lib/cart/cart.ts';
import { checkoutSummary } from '../../lib/checkout/summary.ts';
import { quantityLimit } from '../../lib/checkout/refusal.ts';
import { formatNZD } from '../../lib/money.ts';
import { productImageAttributes, THUMBNAIL_SIZES } from '../../lib/products/product-image.ts';
import {
  LIMIT_HINT_CLASS,
  LINE_BODY_CLASS,
  LINE_CLASS,
  LINE_CONTROLS_CLASS,
  LINE_IMAGE_CLASS,
  LINE_ROW_CLASS,
  LINE_STEPPER_CLASS,
  QUANTITY_CLASS,
  REMOVE_BUTTON_CLASS,
  STEP_BUTTON_CLASS,
} from '../cart/cart-line-classes.ts';
import { removeFromCart, setCartQuantity } from '../cart/cart-store.ts';

type Child = Node | string;

/** An element with its attributes (a `false` attribute is left out) and children. */
function h(
  tag: string,
  attributes: Record<string, string | boolean>,
  ...children: Child[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  element.append(...children);
  return element;
}

/** A quantity or remove button, which the frame's click handler reads by its data attributes. */
function stepButton(label: string, sign: string, step: string, id: string): HTMLElement {
  return h(
    'button',
    {
      type: 'button',
      class: STEP_BUTTON_CLASS,
      'aria-label': label,
      'data-frame-step': step,
      'data-id': id,
    },
    h('span', { 'aria-hidden': 'true' }, sign),
  );
}

/** One line, as CartLine.tsx draws it with no stock limit known. */
function cartLine(item: CartItem): HTMLElement {
  const limit = quantityLimit(undefined);
  const atLimit = item.quantity >= limit.max;
  const hintId = `cart-line-limit-${item.id}`;
  const image = productImageAttributes(item.image, THUMBNAIL_SIZES);
  const increase = stepButton(`Increase quantity of ${item.name}`, '+', 'increase', item.id);
  if (atLimit) {
    increase.setAttribute('disabled', '');
    increase.setAttribute('aria-describedby', hintId);
  }
  const body = h(
    'div',
    { class: LINE_BODY_CLASS },
    h(
      'div',
      { class: LINE_ROW_CLASS },
      h(
        'div',
        {},
        h('p', { class: 'font-semibold' }, item.name),
        h('p', { class: 'text-sm text-stone-700' }, `${formatNZD(item.price)} each`),
      ),
      h('p', { class: 'font-semibold' }, formatNZD(item.price * item.quantity)),
    ),
    h(
      'div',
      { class: LINE_CONTROLS_CLASS },
      h(
        'div',
        { class: LINE_STEPPER_CLASS },
        stepButton(`Decrease quantity of ${item.name}`, '−', 'decrease', item.id),
        h(
          'span',
          { class: QUANTITY_CLASS },
          h('span', { class: 'sr-only' }, 'Quantity '),
          String(item.quantity),
        ),
        increase,
      ),
      h(
        'button',
        {
          type: 'button',
          class: REMOVE_BUTTON_CLASS,
          'aria-label': `Remove ${item.name} from cart`,
          'data-frame-step': 'remove',
          'data-id': item.id,
        },
        'Remove',
      ),
    ),
  );
  if (atLimit) body.append(h('p', { id: hintId, class: LIMIT_HINT_CLASS }, limit.hint));
  return h(
    'li',
    { class: LINE_CLASS },
    h('img', {
      src: image.src,
      srcset: image.srcSet ?? false,
      sizes: image.sizes ?? false,
      alt: '',
      width: '64',
      height: '64',
      loading: 'lazy',
      class: LINE_IMAGE_CLASS,
    }),
    body,
  );
}

/** What follows the cart's heading: its lines, or the empty cart's words. */
function cartBody(items: readonly CartItem[]): HTMLElement {
  if (items.length > 0) return h('ul', { class: 'mt-2' }, ...items.map(cartLine));
  return h(
    'p',
    { class: 'mt-3' },
    'Your cart is empty. ',
    h('a', { href: '/meals', class: 'font-semibold text-brand-700 underline' }, 'Browse our meals'),
  );
}

/** What follows the summary's heading, before a postcode or a promo code is known. */
function summaryBody(items: readonly CartItem[]): HTMLElement[] {
  const priced = checkoutSummary(items, null, null);
  const row = (term: string, value: string, className = 'flex justify-between') =>
    h('div', { class: className }, h('dt', {}, term), h('dd', {}, value));
  return [
    h(
      'dl',
      { class: 'mt-3 space-y-1' },
      row('Subtotal', formatNZD(priced.subtotalCents)),
      row('Delivery', 'Enter your postcode'),
      row(
        'Total',
        formatNZD(priced.totalCents),
        'flex justify-between border-t border-stone-200 pt-2 text-lg font-bold',
      ),
    ),
    h(
      'p',
      { class: 'text-right text-sm text-stone-700' },
      `includes GST of ${formatNZD(priced.gstCents)}`,
    ),
  ];
}

/** Replaces what follows a section's heading (found by its id) with new content. */
function replaceAfterHeading(frame: HTMLElement, headingId: string, content: Node[]): void {
  const heading = frame.querySelector(`#${headingId}`);
  if (!heading) return;
  while (heading.nextSibling) heading.nextSibling.remove();
  heading.after(...content);
}

/** Draws the cart's lines and the order's totals into the frame. */
export function drawFrameCart(frame: HTMLElement, items: readonly CartItem[]): void {
  replaceAfterHeading(frame, 'checkout-cart-heading', [cartBody(items)]);
  replaceAfterHeading(frame, 'checkout-summary-heading', summaryBody(items));
}

/** The frame's quantity and remove buttons change the cart as the live form's do. */
export function wireFrameCartButtons(frame: HTMLElement, quantityOf: (id: string) => number): void {
  frame.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-frame-step]');
    const id = button?.dataset.id;
    if (!button || !id) return;
    const step = button.dataset.frameStep;
    if (step === 'remove') removeFromCart(id);
    else setCartQuantity(id, quantityOf(id) + (step === 'increase' ? 1 : -1));
  });
}
