import { useId, useState } from 'react';
import { FieldFrame, fieldAria, fieldClass } from '../../../../components/forms/fields.tsx';
import { nzDateOf } from '../../../../lib/delivery/nz-time.ts';
import { formatNZD } from '../../../../lib/money.ts';
import type { AdminOrderView } from '../../../../lib/orders/order.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../styles.ts';

/** Marks an order paid: a bank transfer asks for the day the money arrived. */
export function MarkPaidForm({
  order,
  busy,
  error,
  onCancel,
  onSubmit,
}: {
  order: AdminOrderView;
  busy: boolean;
  error: string | undefined;
  onCancel: () => void;
  onSubmit: (receivedOn: string | null) => Promise<void>;
}) {
  const today = nzDateOf(new Date());
  const [receivedOn, setReceivedOn] = useState(today);
  const id = useId();
  const byBank = order.paymentMethod === 'bank_transfer';
  return (
    <form
      className="mt-4 grid gap-3 rounded-lg bg-stone-50 p-3"
      aria-label="Mark paid"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(byBank ? receivedOn : null);
      }}
    >
      {byBank ? (
        <FieldFrame id={id} label="Day the transfer reached the account" error={error}>
          <input
            id={id}
            type="date"
            required
            max={today}
            value={receivedOn}
            className={fieldClass(Boolean(error))}
            {...fieldAria({ id, label: '', error })}
            onChange={(event) => {
              setReceivedOn(event.target.value);
            }}
          />
        </FieldFrame>
      ) : (
        <p>
          Card payments are marked paid by Stripe; mark it here only if Stripe’s dashboard shows it
          paid.
        </p>
      )}
      <p className="text-sm text-stone-700">
        Check the amount: {formatNZD(order.totals.totalCents)}, reference {order.number}.
      </p>
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          Confirm paid
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          Back
        </button>
      </div>
    </form>
  );
}
