import { useId, useState, type SyntheticEvent } from 'react';
import { fieldClass, LABEL_CLASS } from '../../components/forms/fields.tsx';
import type { PastOrderView, StandingOrderView } from '../../lib/standing-orders/my-deliveries.ts';
import { stillComingSentence } from '../../lib/standing-orders/my-orders.ts';
import { callDeliveries } from './call.ts';
import type { RunChange } from './StandingOrderCard.tsx';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from './styles.ts';

/**
 * Pause until a date or resume; cancel asks why and offers a pause first (not to someone paused
 * already), and says which orders already made still come.
 */
export default function PauseOrCancel({
  order,
  orders,
  run,
}: {
  order: StandingOrderView;
  orders: readonly PastOrderView[];
  run: RunChange;
}) {
  const id = useId();
  const [until, setUntil] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const params = { id: order.id };
  const stillComing = stillComingSentence(order.id, orders);
  if (order.status === 'cancelled')
    return (
      <p className="mt-4">
        This standing order is cancelled.
        {stillComing ? ` ${stillComing}` : ' No more deliveries come from it.'}
      </p>
    );
  const paused = order.status === 'paused';

  const pause = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (await run(() => callDeliveries('pause', { params, body: { until } }))) setCancelling(false);
  };
  const cancel = async (event: SyntheticEvent) => {
    event.preventDefault();
    await run(async () => {
      const { message } = await callDeliveries('cancel', { params, body: { reason } });
      return {
        message: `${message} ${stillComing || 'No more deliveries come from it.'}`,
      };
    });
  };
  const pauseForm = (
    <form onSubmit={(event) => void pause(event)} className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={`${id}-until`} className={LABEL_CLASS}>
          Pause until
        </label>
        <input
          id={`${id}-until`}
          type="date"
          required
          value={until}
          onChange={(event) => {
            setUntil(event.target.value);
          }}
          className={fieldClass(false)}
        />
      </div>
      <button type="submit" className={SECONDARY_BUTTON_CLASS}>
        Pause
      </button>
    </form>
  );

  return (
    <div className="mt-6 grid gap-4 border-t border-stone-200 pt-4">
      {paused ? (
        <button
          type="button"
          className={`${PRIMARY_BUTTON_CLASS} justify-self-start`}
          onClick={() => void run(() => callDeliveries('resume', { params }))}
        >
          Resume deliveries
        </button>
      ) : (
        !cancelling && pauseForm
      )}
      {cancelling ? (
        <div className="grid gap-3 rounded-lg bg-amber-50 p-3">
          {!paused && (
            <>
              <p className="font-semibold">
                Would a break suit you better? Pause until a date instead:
              </p>
              {pauseForm}
            </>
          )}
          <form onSubmit={(event) => void cancel(event)} className="grid gap-2">
            <label htmlFor={`${id}-reason`} className={LABEL_CLASS}>
              Why are you cancelling?
            </label>
            <textarea
              id={`${id}-reason`}
              required
              maxLength={500}
              rows={2}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
              }}
              className={fieldClass(false)}
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={PRIMARY_BUTTON_CLASS}>
                Cancel my standing order
              </button>
              <button
                type="button"
                className={SECONDARY_BUTTON_CLASS}
                onClick={() => {
                  setCancelling(false);
                }}
              >
                Keep it
              </button>
            </div>
          </form>
        </div>
      ) : (
        <button
          type="button"
          className="justify-self-start font-semibold text-red-800 underline"
          onClick={() => {
            setCancelling(true);
          }}
        >
          Cancel standing order
        </button>
      )}
    </div>
  );
}
