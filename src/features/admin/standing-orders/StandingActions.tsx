import { useId, useState } from 'react';
import {
  standingOrdersArea,
  type StandingDetail,
} from '../../../lib/admin/areas/standing-orders.ts';
import { dayLabel } from '../../../lib/delivery/labels.ts';
import { fieldErrorsOf, userMessageFor } from '../../../lib/api/api-client.ts';
import { fieldClass, LABEL_CLASS } from '../../../components/forms/fields.tsx';
import { markShownInPlace } from '../../../components/forms/server-errors.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { TypedField } from '../orders/actions/TypedField.tsx';
import { useMayCall } from '../permissions.tsx';
import { conflictRefusal, RefusalLine } from '../Refusal.tsx';
import { DANGER_BUTTON, PANEL, SECONDARY_BUTTON } from '../styles.ts';

type Asking = 'pause' | 'cancel' | null;

/** Pause (until a date or until resumed) and cancel on the customer's behalf, each confirmed. */
export function StandingActions({ detail }: { detail: StandingDetail }) {
  const { order } = detail;
  const refreshes = [standingOrdersArea.api.get, standingOrdersArea.api.list];
  const pause = useRouteMutation(standingOrdersArea.api.pause, { refreshes });
  const cancel = useRouteMutation(standingOrdersArea.api.cancel, { refreshes });
  const mayCancel = useMayCall(standingOrdersArea.api.cancel);
  const [asking, setAsking] = useState<Asking>(null);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const untilId = useId();
  const reasonId = useId();
  const name = order.customer.name;

  const ask = (what: Asking) => {
    setAsking(what);
    setErrors({});
    setRefusal(null);
    setDone(null);
  };
  const submit = async () => {
    try {
      const params = { id: order.id };
      if (asking === 'pause') {
        await pause.mutateAsync({ params, body: { until, reason } });
        setDone(until ? `Paused until ${dayLabel(until)}.` : 'Paused until resumed.');
      } else {
        await cancel.mutateAsync({ params, body: { reason } });
        setDone('Cancelled. No more orders will be made from it.');
      }
      setAsking(null);
      setReason('');
      setUntil('');
    } catch (error) {
      // A 409 says why in the server's words (e.g. cancelled meanwhile from another screen).
      const conflict = conflictRefusal(error);
      markShownInPlace(error);
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setRefusal(Object.keys(fields).length ? null : (conflict ?? userMessageFor(error)));
    }
  };

  if (order.status === 'cancelled') {
    return <p className={PANEL}>Cancelled: nothing more will be sent or charged.</p>;
  }
  const busy = pause.isPending || cancel.isPending;
  return (
    <section aria-labelledby="standing-actions" className={PANEL}>
      <h2 id="standing-actions" className="text-xl font-bold">
        On the customer’s behalf
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => {
            ask('pause');
          }}
        >
          Pause…
        </button>
        <button
          type="button"
          className={DANGER_BUTTON}
          disabled={!mayCancel}
          onClick={() => {
            ask('cancel');
          }}
        >
          Cancel standing order…
        </button>
      </div>
      {mayCancel ? null : (
        <p className="mt-2 text-stone-700">Only admins may cancel a standing order.</p>
      )}
      {done ? (
        <p role="status" className="mt-3 font-semibold text-brand-800">
          {done}
        </p>
      ) : null}
      <RefusalLine refusal={asking === null ? refusal : null} className="mt-3" />
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'pause'
            ? `Pause ${name}’s standing order?`
            : `Cancel ${name}’s standing order?`
        }
        confirmLabel={asking === 'pause' ? 'Pause standing order' : 'Cancel standing order'}
        danger={asking === 'cancel'}
        busy={busy}
        onConfirm={() => void submit()}
        onCancel={() => {
          setAsking(null);
        }}
      >
        <p>
          {asking === 'pause'
            ? 'No orders are made for deliveries before the day you choose (none at all until resumed when you leave it empty). The customer can resume it from My deliveries.'
            : 'No more orders are made from it. Orders already made stay as they are; cancel them on their own pages if needed.'}
        </p>
        {asking === 'pause' ? (
          <div>
            <label htmlFor={untilId} className={LABEL_CLASS}>
              Resume on (optional)
            </label>
            <input
              id={untilId}
              type="date"
              value={until}
              aria-invalid={errors.until ? true : undefined}
              aria-describedby={errors.until ? `${untilId}-error` : undefined}
              className={fieldClass(Boolean(errors.until))}
              onChange={(event) => {
                setUntil(event.target.value);
              }}
            />
            {errors.until ? (
              <p id={`${untilId}-error`} className="font-semibold text-red-700">
                {errors.until}
              </p>
            ) : null}
          </div>
        ) : null}
        <TypedField
          id={reasonId}
          label="Reason (kept in the activity log)"
          value={reason}
          maxLength={500}
          error={errors.reason}
          onChange={setReason}
        />
        <RefusalLine refusal={refusal} />
      </ConfirmDialog>
    </section>
  );
}
