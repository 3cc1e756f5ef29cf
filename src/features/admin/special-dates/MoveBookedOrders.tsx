import { useId, useState } from 'react';
import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import type { BookedOrder } from '../../../lib/delivery/booked-orders.ts';
import type { BulkRescheduleResult } from '../../../lib/orders/reschedule.ts';
import { useRouteAction } from '../api/use-route-action.ts';
import { PRIMARY_BUTTON } from '../styles.ts';

/**
 * In the close-day dialog: moves the day's booked orders to another date (each into the same
 * slot that day when it has room, else another of its zone), then lists each one moved and each
 * one refused with its reason.
 */
export function MoveBookedOrders({ bookings }: { bookings: readonly BookedOrder[] }) {
  const orderIds = [...new Set(bookings.filter((b) => b.orderNumber).map((b) => b.orderId))];
  const [date, setDate] = useState('');
  const [result, setResult] = useState<BulkRescheduleResult | null>(null);
  const action = useRouteAction(ordersArea.api.bulkReschedule, {
    refreshes: [ordersArea.api.list],
  });
  const dateId = useId();
  const problem = action.refusal ?? Object.values(action.fieldErrors)[0];
  if (orderIds.length === 0) return null;

  return (
    // A group, not a form: the dialog sits inside the special date's own form.
    <div
      role="group"
      className="grid gap-2 rounded-lg border border-stone-200 p-3"
      aria-label="Move these orders"
    >
      <label htmlFor={dateId} className="font-semibold">
        Move these orders to another day
      </label>
      <p className="text-sm text-stone-700">
        Each goes into the same slot on that day if it has room, else another time of its zone, and
        its customer is emailed the new time.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={dateId}
          type="date"
          className="rounded-lg border border-stone-400 px-3 py-2"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
          }}
        />
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={action.busy || !date}
          onClick={() => {
            void action.run({ body: { orderIds, date } }).then((answer) => {
              if (answer) setResult(answer);
            });
          }}
        >
          Move orders
        </button>
      </div>
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      {result ? <MoveResult result={result} /> : null}
    </div>
  );
}

function MoveResult({ result }: { result: BulkRescheduleResult }) {
  return (
    <div role="status" className="grid gap-1 text-sm">
      {result.moved.length > 0 ? (
        <ul aria-label="Orders moved">
          {result.moved.map((moved) => (
            <li key={moved.id}>
              {moved.number} moved to {moved.slotLabel}
            </li>
          ))}
        </ul>
      ) : null}
      {result.refused.length > 0 ? (
        <ul aria-label="Orders not moved" className="text-red-800">
          {result.refused.map((refused) => (
            <li key={refused.id}>
              {refused.number ?? refused.id} not moved: {refused.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
