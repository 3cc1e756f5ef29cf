import { formatNZD } from '../../lib/money.ts';
import { defaultImageFor } from '../../lib/cart/cart.ts';
import type { CatalogMeal, PastOrderView } from '../../lib/standing-orders/my-deliveries.ts';
import {
  doneStateLabel,
  paymentStateLabel,
  splitOrders,
} from '../../lib/standing-orders/my-orders.ts';
import { addManyToCart, openCart } from '../cart/cart-store.ts';
import { CARD_CLASS, SECONDARY_BUTTON_CLASS, SUBHEADING_CLASS } from './styles.ts';

/** Puts an order's meals still on sale in the cart, at today's prices, and opens the cart. */
function reorder(order: PastOrderView, meals: readonly CatalogMeal[]): void {
  const lines = order.items.flatMap((item) => {
    const meal = meals.find((found) => found.id === item.productId);
    return meal
      ? [
          {
            product: {
              id: meal.id,
              name: meal.name,
              price: meal.priceCents,
              image: defaultImageFor(meal.id),
            },
            quantity: item.quantity,
          },
        ]
      : [];
  });
  if (lines.length === 0) return;
  addManyToCart(lines);
  openCart();
}

/** A meal as the shopper got it: packs refunded back into stock are said to be refunded. */
function itemText(item: PastOrderView['items'][number]): string {
  const sent = item.quantity - item.refunded;
  if (item.refunded === 0) return `${String(item.quantity)} × ${item.name}`;
  if (sent <= 0) return `${item.name} (refunded)`;
  return `${String(sent)} × ${item.name} (${String(item.refunded)} refunded)`;
}

/** One order: its date, meals and total, what state it is in, its receipt and Reorder. */
function OrderRow({
  order,
  meals,
  state,
}: {
  order: PastOrderView;
  meals: readonly CatalogMeal[];
  state: string;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <h3 className={SUBHEADING_CLASS}>
          Order {order.number}, {order.dateLabel}
        </h3>
        <p className="text-sm">
          {order.items.map(itemText).join(', ')} · {formatNZD(order.totalCents)}
        </p>
        {state && <p className="text-sm font-semibold">{state}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={order.receiptUrl}
          className="rounded-full px-3 py-1.5 font-semibold text-brand-700 underline hover:text-brand-800"
        >
          Receipt<span className="sr-only"> for order {order.number}</span>
        </a>
        <button
          type="button"
          className={SECONDARY_BUTTON_CLASS}
          onClick={() => {
            reorder(order, meals);
          }}
        >
          Reorder<span className="sr-only"> order {order.number}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * The shopper's orders in two lists: coming up (made, not yet delivered, with whether each is
 * paid) and delivered (or otherwise done), each with its receipt and a Reorder button.
 */
export default function PastOrders({
  orders,
  meals,
}: {
  orders: readonly PastOrderView[];
  meals: readonly CatalogMeal[];
}) {
  const { comingUp, done } = splitOrders(orders);
  return (
    <>
      <section aria-labelledby="coming-up-heading" className={CARD_CLASS}>
        <h2 id="coming-up-heading" className="text-xl font-bold text-brand-800">
          Coming up
        </h2>
        {comingUp.length === 0 ? (
          <p className="mt-2">No orders on their way.</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200">
            {comingUp.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                meals={meals}
                state={paymentStateLabel(order)}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="delivered-heading" className={CARD_CLASS}>
        <h2 id="delivered-heading" className="text-xl font-bold text-brand-800">
          Delivered
        </h2>
        {done.length === 0 ? (
          <p className="mt-2">No orders delivered yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200">
            {done.map((order) => (
              <OrderRow key={order.id} order={order} meals={meals} state={doneStateLabel(order)} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
