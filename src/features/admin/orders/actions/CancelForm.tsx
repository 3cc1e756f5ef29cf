import { useId, useState } from 'react';
import type { AdminOrderView } from '../../../../lib/orders/order.ts';
import { wasPaid } from '../../../../lib/orders/status.ts';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../styles.ts';
import { TypedField } from './TypedField.tsx';

/** Asks before cancelling an order, with what cancelling does and an optional reason. */
export function CancelForm({
  order,
  busy,
  onKeep,
  onCancel,
}: {
  order: AdminOrderView;
  busy: boolean;
  onKeep: () => void;
  onCancel: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <form
      className="mt-4 grid gap-3 rounded-lg border-2 border-red-200 bg-red-50 p-3"
      aria-label="Cancel order"
      onSubmit={(event) => {
        event.preventDefault();
        void onCancel(reason.trim());
      }}
    >
      <p className="font-semibold">
        Cancel order {order.number}? Its stock, slot and any promo use go back to the shop, and{' '}
        {order.customer.name} is emailed.
        {wasPaid(order) ? ' The money is not refunded by this: refund it afterwards.' : ''}
      </p>
      <TypedField
        id={id}
        label="Reason (in the email to the shopper, optional)"
        value={reason}
        maxLength={500}
        onChange={setReason}
      />
      <div className="flex gap-2">
        <button type="submit" className={DANGER_BUTTON} disabled={busy}>
          Yes, cancel order
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onKeep}>
          Keep order
        </button>
      </div>
    </form>
  );
}
