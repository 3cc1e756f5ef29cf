import { formatNZD } from '../../lib/money.ts';
import { defaultImageFor } from '../../lib/cart/cart.ts';
import type { CatalogMeal, PastOrderView } from '../../lib/standing-orders/my-deliveries.ts';
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

/** The shopper's past orders with their receipts and a Reorder button. */
export default function PastOrders({
  orders,
  meals,
}: {
  orders: readonly PastOrderView[];
  meals: readonly CatalogMeal[];
}) {
  return (
    <section aria-labelledby="past-orders-heading" className={CARD_CLASS}>
      <h2 id="past-orders-heading" className="text-xl font-bold text-brand-800">
        Past orders
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2">No orders yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <h3 className={SUBHEADING_CLASS}>
                  Order {order.number}, {order.dateLabel}
                </h3>
                <p className="text-sm">
                  {order.items.map((item) => `${String(item.quantity)} × ${item.name}`).join(', ')}{' '}
                  · {formatNZD(order.totalCents)}
                </p>
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
          ))}
        </ul>
      )}
    </section>
  );
}
