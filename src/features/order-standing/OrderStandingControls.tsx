import { useId, useState, type SyntheticEvent } from 'react';
import { fieldClass, LABEL_CLASS } from '../../components/forms/fields.tsx';
import { callRoute } from '../../lib/api/call-route.ts';
import { dayLabel } from '../../lib/delivery/labels.ts';
import { orderStandingApi } from '../../lib/public-api/order-standing.ts';
import type { OrderStandingView } from '../../lib/standing-orders/order-standing.ts';
import { refusalOf } from '../my-deliveries/call.ts';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '../my-deliveries/styles.ts';

/** Next deliveries the confirmation page lists; the rest are in My deliveries. */
const SHOWN = 3;

/** The change waiting for the shopper's yes: a skip, a pause or a cancel. */
type Asking =
  { kind: 'skip'; date: string; label: string } | { kind: 'pause' } | { kind: 'cancel' };

/**
 * On the confirmation page of a standing order's first order: its next deliveries and the few
 * changes the order's access token may make to that one standing order (skip, pause, cancel),
 * each confirmed first and answered with the server's sentence.
 */
export default function OrderStandingControls({
  orderId,
  token,
  initial,
}: {
  orderId: string;
  token: string;
  initial: OrderStandingView;
}) {
  const id = useId();
  const [view, setView] = useState(initial);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [refusal, setRefusal] = useState('');
  const params = { id: orderId };
  const api = orderStandingApi.api;

  /** Makes one change, then shows its answer and the standing order as it is now. */
  const run = async (work: () => Promise<{ message: string }>) => {
    setBusy(true);
    setDone('');
    setRefusal('');
    try {
      const { message } = await work();
      setAsking(null);
      setDone(message);
      setView(await callRoute(api.read, { params, query: { token } }));
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  /** Asks for a yes (or closes the question); an earlier answer goes, as it is about the past. */
  const ask = (next: Asking | null) => {
    setAsking(next);
    setDone('');
    setRefusal('');
  };
  const confirm = (event: SyntheticEvent) => {
    event.preventDefault();
    if (asking?.kind === 'skip')
      void run(() => callRoute(api.skip, { params, body: { token, date: asking.date } }));
    if (asking?.kind === 'pause')
      void run(() => callRoute(api.pause, { params, body: { token, until } }));
    if (asking?.kind === 'cancel')
      void run(() => callRoute(api.cancel, { params, body: { token, reason } }));
  };
  const back = (
    <button
      type="button"
      className={SECONDARY_BUTTON_CLASS}
      disabled={busy}
      onClick={() => {
        ask(null);
      }}
    >
      {asking?.kind === 'pause' ? 'Back' : 'Keep it'}
    </button>
  );
  const open = view.status !== 'cancelled';

  return (
    <div className="mt-4 border-t border-stone-200 pt-4" data-order-standing={view.id}>
      {!open && <p className="font-semibold">This standing order is cancelled.</p>}
      {view.status === 'paused' && view.pausedUntil && (
        <p className="font-semibold">Paused until {dayLabel(view.pausedUntil)}.</p>
      )}
      {open && (
        <>
          <h3 className="text-lg font-bold text-brand-800">Next deliveries</h3>
          <ul className="mt-2 divide-y divide-stone-200">
            {view.upcoming.slice(0, SHOWN).map((delivery) => (
              <li
                key={delivery.date}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <p>
                  <span className="font-semibold">{delivery.label}</span>
                  {delivery.skipped && ' (skipped)'}
                  {!delivery.sends && !delivery.skipped && ' (paused)'}
                  {delivery.locked && ' (being made)'}
                </p>
                {!delivery.locked && (delivery.skipped || delivery.sends) && (
                  <button
                    type="button"
                    className={SECONDARY_BUTTON_CLASS}
                    disabled={busy}
                    onClick={() => {
                      if (delivery.skipped) {
                        void run(() =>
                          callRoute(api.unskip, { params, body: { token, date: delivery.date } }),
                        );
                      } else {
                        ask({ kind: 'skip', date: delivery.date, label: delivery.label });
                      }
                    }}
                  >
                    {delivery.skipped ? 'Unskip' : 'Skip'}
                    <span className="sr-only"> {delivery.label}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
          {!asking && (
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              {view.status === 'paused' ? (
                <button
                  type="button"
                  className={SECONDARY_BUTTON_CLASS}
                  disabled={busy}
                  onClick={() => void run(() => callRoute(api.resume, { params, body: { token } }))}
                >
                  Resume deliveries
                </button>
              ) : (
                <button
                  type="button"
                  className={SECONDARY_BUTTON_CLASS}
                  onClick={() => {
                    ask({ kind: 'pause' });
                  }}
                >
                  Pause deliveries
                </button>
              )}
              <button
                type="button"
                className="font-semibold text-red-800 underline"
                onClick={() => {
                  ask({ kind: 'cancel' });
                }}
              >
                Cancel standing order
              </button>
            </div>
          )}
        </>
      )}
      {open && asking && (
        <form onSubmit={confirm} className="mt-3 grid gap-3 rounded-lg bg-amber-50 p-3">
          {asking.kind === 'skip' && (
            <p className="font-semibold">Skip your delivery on {asking.label}?</p>
          )}
          {asking.kind === 'pause' && (
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
                className={`${fieldClass(false)} max-w-xs`}
              />
            </div>
          )}
          {asking.kind === 'cancel' && (
            <div>
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
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy}>
              {asking.kind === 'skip' && 'Yes, skip it'}
              {asking.kind === 'pause' && 'Pause'}
              {asking.kind === 'cancel' && 'Cancel my standing order'}
            </button>
            {back}
          </div>
        </form>
      )}
      {/* Both live regions stay in the page, so what appears in them is announced. */}
      <p role="status" className={done ? 'mt-3 font-semibold text-brand-800' : ''}>
        {done}
      </p>
      <p role="alert" className={refusal ? 'mt-3 text-red-800' : ''}>
        {refusal}
      </p>
    </div>
  );
}
