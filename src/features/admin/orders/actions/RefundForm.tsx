import { useId, useState, type SyntheticEvent } from 'react';
import { centsFromDollars, dollarsForInput, formatNZD } from '../../../../lib/money.ts';
import type { AdminOrderView } from '../../../../lib/orders/order.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../styles.ts';
import { TypedField } from './TypedField.tsx';

/** Refunds part or all of what is left of an order's payment, with an optional reason. */
export function RefundForm({
  order,
  left,
  amountCents = left,
  busy,
  errors,
  onClose,
  onRefund,
}: {
  order: AdminOrderView;
  left: number;
  /** The amount the form opens with (an edited order's over-payment); all that is left if not. */
  amountCents?: number;
  busy: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onRefund: (amountCents: number, reason: string) => Promise<void>;
}) {
  const [amount, setAmount] = useState(dollarsForInput(amountCents));
  const [reason, setReason] = useState('');
  const [typo, setTypo] = useState<string | null>(null);
  const amountId = useId();
  const reasonId = useId();
  const amountError = typo ?? errors.amountCents;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const cents = centsFromDollars(amount);
    if (cents === null || cents <= 0) {
      setTypo('Enter an amount in dollars, like 12.50');
      return;
    }
    setTypo(null);
    void onRefund(cents, reason.trim());
  };
  const how =
    order.paymentMethod === 'card'
      ? 'The money goes back to the card through Stripe.'
      : 'Pay it back from the bank account first; this records that you did.';
  return (
    <form
      className="mt-4 grid gap-3 rounded-lg bg-stone-50 p-3"
      aria-label="Refund"
      onSubmit={submit}
    >
      <p>
        {how} Up to {formatNZD(left)} is left to refund; refunding all of it marks the order
        refunded.
      </p>
      <TypedField
        id={amountId}
        label="Amount (NZ$)"
        error={amountError}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
      />
      <TypedField
        id={reasonId}
        label="Reason (optional)"
        value={reason}
        maxLength={500}
        onChange={setReason}
      />
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {busy ? 'Refunding...' : 'Refund'}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
          Back
        </button>
      </div>
    </form>
  );
}
