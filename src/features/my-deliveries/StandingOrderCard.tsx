import { useId, useState } from 'react';
import { dayLabel } from '../../lib/delivery/labels.ts';
import { formatNZD } from '../../lib/money.ts';
import type {
  CatalogMeal,
  PastOrderView,
  StandingOrderView,
} from '../../lib/standing-orders/my-deliveries.ts';
import { isComingUp } from '../../lib/standing-orders/my-orders.ts';
import { WHEN_UNAVAILABLE_LABELS } from '../../lib/standing-orders/standing-options.ts';
import { CHOICE_CLASS } from '../checkout/styles.ts';
import { callDeliveries } from './call.ts';
import CardNotice, { type PlacedNotice } from './CardNotice.tsx';
import ChangeWhereWhen from './ChangeWhereWhen.tsx';
import EditItems from './EditItems.tsx';
import PauseOrCancel from './PauseOrCancel.tsx';
import StandingCardPayment from './StandingCardPayment.tsx';
import { CARD_CLASS, SECONDARY_BUTTON_CLASS, SUBHEADING_CLASS } from './styles.ts';

/**
 * Runs one change and shows its answer; true when it was made. A form that stays open on a
 * refusal passes `onProblem` to show the reason beside itself too (what was typed is kept).
 */
export type RunChange = (
  work: () => Promise<{ message: string }>,
  onProblem?: (problem: string) => void,
) => Promise<boolean>;

/** The page's runner: `show` puts the answer (or the refusal) where the shopper acted. */
export type PageRun = (
  work: () => Promise<{ message: string }>,
  show: (notice: Omit<PlacedNotice, 'where'>) => void,
  onProblem?: (problem: string) => void,
) => Promise<boolean>;

const STATUS_LABELS = { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' } as const;

/**
 * One standing order: what, when and where, its next deliveries, and every change, each change's
 * answer shown beside the controls it came from.
 */
export default function StandingOrderCard({
  order,
  meals,
  orders,
  run: runOnPage,
}: {
  order: StandingOrderView;
  meals: readonly CatalogMeal[];
  /** The shopper's orders: the ones this standing order made and still to come are named. */
  orders: readonly PastOrderView[];
  run: PageRun;
}) {
  const id = useId();
  const [notice, setNotice] = useState<PlacedNotice | null>(null);
  const runAt =
    (where: string): RunChange =>
    (work, onProblem) =>
      runOnPage(
        work,
        (shown) => {
          setNotice({ where, ...shown });
        },
        onProblem,
      );
  const run = runAt('card');
  const params = { id: order.id };
  const open = order.status !== 'cancelled';
  const paused = order.status === 'paused';
  // The first order is not one of the standing order's runs, but it is made and still to come.
  const madeNumbers = new Set(order.made.map((made) => made.orderNumber));
  const alsoMade = orders
    .filter(
      (found) =>
        found.standingOrderId === order.id && isComingUp(found) && !madeNumbers.has(found.number),
    )
    .map((found) => ({ date: found.date, label: found.dateLabel, orderNumber: found.number }));
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={CARD_CLASS}
      data-standing-order={order.id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-800">
          {order.method === 'delivery' ? 'Delivery' : 'Pickup'} {order.scheduleLabel}
        </h2>
        <p className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold">
          {STATUS_LABELS[order.status]}
          {order.pausedUntil && paused && ` until ${dayLabel(order.pausedUntil)}`}
        </p>
      </div>
      <p className="mt-2">{order.addressLine}</p>
      <ul className="mt-2 list-inside list-disc">
        {order.items.map((item) => (
          <li key={item.productId}>
            {item.quantity} × {item.name}
            {item.onSale ? ` at ${formatNZD(item.unitPriceCents)}` : ' (not on sale now)'}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm">
        Meals at today’s prices: {formatNZD(order.mealsCents)} a delivery. Paid by{' '}
        {order.paymentMethod === 'card' ? 'card' : 'bank transfer'}. When a time is full or a meal
        is out: {WHEN_UNAVAILABLE_LABELS[order.whenUnavailable].toLowerCase()}.
      </p>
      {open && order.paymentMethod === 'card' && <StandingCardPayment order={order} run={run} />}
      <CardNotice notice={notice} where="card" />
      {open &&
        [...alsoMade, ...order.made].map((made) => (
          <p key={made.orderNumber || made.date} className="mt-3 rounded-lg bg-brand-50 p-3">
            Your delivery on {made.label} is already made
            {made.orderNumber && ` (order ${made.orderNumber})`}: changes here apply from the
            delivery after it.
          </p>
        ))}
      {open && (
        <>
          <h3 className={`${SUBHEADING_CLASS} mt-6`}>Next deliveries</h3>
          <ul className="mt-2 divide-y divide-stone-200">
            {order.upcoming.map((delivery) => (
              <li
                key={delivery.date}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <div>
                  <p className="font-semibold">
                    {delivery.label}
                    {delivery.skipped && ' (skipped)'}
                    {!delivery.sends && !delivery.skipped && ' (paused)'}
                  </p>
                  {delivery.changeByLabel && (delivery.sends || delivery.skipped) && (
                    <p className="text-sm">
                      {delivery.locked
                        ? 'Being made now: changes apply to the delivery after it.'
                        : `Change or skip by ${delivery.changeByLabel}`}
                    </p>
                  )}
                </div>
                {!delivery.locked && (delivery.skipped || delivery.sends) && (
                  <button
                    type="button"
                    className={SECONDARY_BUTTON_CLASS}
                    onClick={() =>
                      void runAt('deliveries')(() =>
                        callDeliveries(delivery.skipped ? 'unskip' : 'skip', {
                          params,
                          body: { date: delivery.date },
                        }),
                      )
                    }
                  >
                    {delivery.skipped ? 'Unskip' : 'Skip'}
                    <span className="sr-only"> {delivery.label}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
          <CardNotice notice={notice} where="deliveries" />
          <EditItems order={order} meals={meals} run={runAt('edit')} />
          <ChangeWhereWhen order={order} run={runAt('edit')} />
          <CardNotice notice={notice} where="edit" />
          <label className="mt-6 flex items-center gap-2">
            <input
              type="checkbox"
              className={CHOICE_CLASS}
              checked={order.reminders}
              onChange={(event) =>
                void runAt('reminders')(() =>
                  callDeliveries('reminders', {
                    params,
                    body: { reminders: event.target.checked },
                  }),
                )
              }
            />
            Email me a reminder before each delivery’s cut-off
          </label>
          <CardNotice notice={notice} where="reminders" />
        </>
      )}
      <PauseOrCancel order={order} orders={orders} run={runAt('pause')} />
      <CardNotice notice={notice} where="pause" />
    </section>
  );
}
