import { useId, useState } from 'react';
import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import { formatNZD } from '../../../lib/money.ts';
import type { AdminOrderView } from '../../../lib/orders/order.ts';
import {
  rescheduleRefusal,
  type MovedMoney,
  type RescheduleOptions,
} from '../../../lib/orders/reschedule.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { useRouteAction } from '../api/use-route-action.ts';
import { Modal } from '../Modal.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { useOrderRouteOptions } from './actions/use-order-actions.ts';

type Method = 'delivery' | 'pickup';

/** The order's "Reschedule" button and its dialog; none once the order can no longer move. */
export function RescheduleAction({ order }: { order: AdminOrderView }) {
  const [open, setOpen] = useState(false);
  if (rescheduleRefusal(order.status)) return null;
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className={`${SECONDARY_BUTTON} mt-3`}
        onClick={() => {
          setOpen(true);
        }}
      >
        Reschedule
      </button>
      <Modal open={open} title={`Reschedule order ${order.number}`} onClose={close}>
        <RescheduleOptionsLoader order={order} onClose={close} />
      </Modal>
    </>
  );
}

function RescheduleOptionsLoader({
  order,
  onClose,
}: {
  order: AdminOrderView;
  onClose: () => void;
}) {
  const options = useRouteQuery(ordersArea.api.rescheduleOptions, { params: { id: order.id } });
  return (
    <QueryStatus query={options}>
      {(found) =>
        found.refusal ? (
          <p role="alert">{found.refusal}</p>
        ) : (
          <RescheduleForm order={order} options={found} onClose={onClose} />
        )
      }
    </QueryStatus>
  );
}

/** What the move does to the money: the new total, and what is due or was over-paid. */
function MoneyNote({ money, order }: { money: MovedMoney; order: AdminOrderView }) {
  const changed = money.totals.totalCents !== order.totals.totalCents;
  return (
    <div className="rounded-lg bg-stone-50 p-3 text-sm" aria-live="polite">
      <p>
        {changed
          ? `New total ${formatNZD(money.totals.totalCents)} (was ${formatNZD(order.totals.totalCents)}), delivery fee ${formatNZD(money.totals.deliveryFeeCents)}.`
          : `The total stays ${formatNZD(order.totals.totalCents)}.`}
      </p>
      {money.dueCents > 0 ? (
        <p className="font-semibold">Still to pay after the move: {formatNZD(money.dueCents)}</p>
      ) : null}
      {money.overpaidCents > 0 ? (
        <p className="font-semibold">
          Over-paid after the move: {formatNZD(money.overpaidCents)} (refund it afterwards)
        </p>
      ) : null}
      {money.totals.meetsMinimum ? null : (
        <p className="font-semibold text-red-800">
          Below this zone’s minimum order of {formatNZD(money.totals.minimumOrderCents)}.
        </p>
      )}
    </div>
  );
}

function RescheduleForm({
  order,
  options,
  onClose,
}: {
  order: AdminOrderView;
  options: RescheduleOptions;
  onClose: () => void;
}) {
  const ways = (['delivery', 'pickup'] as const).filter((way) => options[way] !== null);
  const [method, setMethod] = useState<Method>(
    ways.includes(order.fulfilment.method) ? order.fulfilment.method : (ways[0] ?? 'pickup'),
  );
  const choice = options[method];
  const days = choice?.days ?? [];
  const [date, setDate] = useState(days[0]?.date ?? '');
  const day = days.find((open) => open.date === date) ?? days[0];
  const [slotId, setSlotId] = useState('');
  // A day with one time left has nothing to choose: that time is chosen until staff pick another.
  const onlySlot = day?.slots.length === 1 ? day.slots[0] : undefined;
  const chosenSlot = day?.slots.find((slot) => slot.slotId === slotId) ?? onlySlot;
  const routeOptions = useOrderRouteOptions(order);
  const action = useRouteAction(ordersArea.api.reschedule, {
    ...routeOptions,
    refreshes: [...routeOptions.refreshes, ordersArea.api.rescheduleOptions],
    toast: (moved) => ({
      title: `${order.number} moved`,
      description: moved.fulfilment.slotLabel,
    }),
  });
  const ids = { method: useId(), date: useId(), slot: useId() };
  const problem = action.refusal ?? Object.values(action.fieldErrors)[0];

  const submit = async () => {
    if (!day || !chosenSlot) return;
    const body = {
      method,
      date: day.date,
      slotId: chosenSlot.slotId,
      expected: { date: order.fulfilment.date, slotId: order.fulfilment.slotId },
    };
    if (await action.run({ params: { id: order.id }, body })) onClose();
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>
        Now: {order.fulfilment.method === 'delivery' ? 'delivery' : 'pickup'},{' '}
        {order.fulfilment.slotLabel}. Only times with room for its {options.packs}{' '}
        {options.packs === 1 ? 'pack' : 'packs'} are offered.
      </p>
      {ways.length > 1 ? (
        <fieldset>
          <legend className="font-semibold">Delivery or pickup</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {ways.map((way) => (
              <label key={way} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={ids.method}
                  checked={method === way}
                  onChange={() => {
                    setMethod(way);
                    setDate(options[way]?.days[0]?.date ?? '');
                    setSlotId('');
                  }}
                />
                {way === 'delivery' ? `Delivery (${options.delivery?.zone.name ?? ''})` : 'Pickup'}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {days.length === 0 ? (
        <p role="status">No {method} times with room for this order in the next 14 days.</p>
      ) : (
        <>
          <div className="grid gap-1">
            <label htmlFor={ids.date} className="font-semibold">
              Day
            </label>
            <select
              id={ids.date}
              className="rounded-lg border border-stone-400 px-3 py-2"
              value={day?.date ?? ''}
              onChange={(event) => {
                setDate(event.target.value);
                setSlotId('');
              }}
            >
              {days.map((open) => (
                <option key={open.date} value={open.date}>
                  {open.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="font-semibold">Time</legend>
            <ul className="mt-1 grid gap-2">
              {(day?.slots ?? []).map((slot) => (
                <li key={slot.slotId}>
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={ids.slot}
                      checked={chosenSlot?.slotId === slot.slotId}
                      onChange={() => {
                        setSlotId(slot.slotId);
                      }}
                    />
                    {slot.label} ({slot.remaining} {slot.remaining === 1 ? 'place' : 'places'} left)
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </>
      )}
      {choice ? <MoneyNote money={choice.money} order={order} /> : null}
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={action.busy || !chosenSlot}>
          Move order
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
          Keep the time
        </button>
      </div>
    </form>
  );
}
