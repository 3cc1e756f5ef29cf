import { marketingArea } from '../../../lib/admin/areas/marketing.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { PANEL } from '../styles.ts';

/** How many restock reminders went out and how many of them led to an order. */
export function RestockReminderStats() {
  const stats = useRouteQuery(marketingArea.api.restockReminderStats, {});
  return (
    <QueryStatus query={stats}>
      {({ sent, ledToOrder }) => (
        <dl className={`${PANEL} mt-4 grid max-w-md grid-cols-2 gap-4`}>
          <div>
            <dt className="text-sm text-stone-700">Reminders sent</dt>
            <dd className="text-3xl font-bold" data-testid="restock-sent">
              {sent}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Led to an order</dt>
            <dd className="text-3xl font-bold" data-testid="restock-orders">
              {ledToOrder}
            </dd>
          </div>
        </dl>
      )}
    </QueryStatus>
  );
}
