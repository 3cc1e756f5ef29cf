import type { Dashboard } from '../../../lib/admin/areas/dashboard.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { AdminLink } from '../AdminLink.tsx';
import { formatShopDateTime } from '../format.ts';

/**
 * The standing-order deliveries the job could not make by their cut-off (the shopper has been
 * emailed what became of each): an attention box staff cannot miss; nothing when there are none.
 */
export function MissedDeliveries({ missed }: { missed: Dashboard['missedDeliveries'] }) {
  if (missed.length === 0) return null;
  return (
    <section
      aria-labelledby="missed-deliveries-title"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="missed-deliveries-title" className="font-semibold">
        {missed.length === 1
          ? 'A standing order’s delivery was not made by its cut-off'
          : `${String(missed.length)} standing-order deliveries were not made by their cut-off`}
      </h2>
      <p className="mt-1">The shopper has been emailed; check the delivery and the stock.</p>
      <ul className="mt-2 space-y-1">
        {missed.map((delivery) => (
          <li key={`${delivery.date}/${delivery.standingOrderId}`}>
            <AdminLink
              href={screenHref('standing-order', { standingOrderId: delivery.standingOrderId })}
              className="font-semibold text-brand-800 underline"
            >
              Delivery of {delivery.date}
            </AdminLink>{' '}
            {delivery.outcome === 'moved' && delivery.movedTo
              ? `moved to ${delivery.movedTo}`
              : 'skipped'}
            : {delivery.note} (cut-off {formatShopDateTime(delivery.cutoffAt)})
          </li>
        ))}
      </ul>
    </section>
  );
}
