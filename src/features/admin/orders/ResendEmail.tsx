import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import { ApiError, userMessageFor } from '../../../lib/api/api-client.ts';
import { mailOutcomeToast } from '../../../lib/emails/mail-delivery.ts';
import { AdminOrderViewSchema, type AdminOrderView } from '../../../lib/orders/order.ts';
import { RESEND_WORDING, resendableEmailFor } from '../../../lib/orders/resend-email.ts';
import { showToast } from '../../toast/toast-store.ts';
import { routeKey } from '../api/hooks.ts';
import { callRoute } from '../api/route-client.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { SECONDARY_BUTTON } from '../styles.ts';

/**
 * Sends the shopper the email that fits the order's state again, after a confirm step that says
 * what it will tell them: the payment request while unpaid, the confirmation once paid, the
 * cancellation notice once cancelled; nothing for a refunded order.
 */
export function ResendEmail({ order }: { order: AdminOrderView }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const email = resendableEmailFor(order.status);
  if (!email) return null;
  const wording = RESEND_WORDING[email];
  const show = (fresh: AdminOrderView) => {
    client.setQueryData(routeKey(ordersArea.api.get, { params: { id: order.id } }), fresh);
    void client.invalidateQueries({ queryKey: [ordersArea.api.list.path] });
  };
  const send = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await callRoute(ordersArea.api.resendEmail, {
        params: { id: order.id },
        body: { email, expected: order.status },
      });
      show(answer.order);
      showToast(mailOutcomeToast(wording.short, order.customer.email, answer.delivery));
    } catch (error) {
      // A 409 says in the server's words why this email no longer fits, with the order as it is.
      const stale = error instanceof ApiError && error.status === 409;
      setRefusal(stale ? error.message : userMessageFor(error));
      const fresh = AdminOrderViewSchema.safeParse(
        stale ? (error.data as { order?: unknown } | undefined)?.order : undefined,
      );
      if (fresh.success) show(fresh.data);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <div className="grid gap-1">
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={busy}
        onClick={() => {
          setRefusal(null);
          setConfirming(true);
        }}
      >
        {wording.button}
      </button>
      {refusal ? (
        <p role="alert" className="font-semibold text-red-700">
          {refusal}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Send the ${wording.name} again?`}
        confirmLabel="Send email"
        danger={false}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => {
          setConfirming(false);
        }}
      >
        <p>
          Order {order.number}: {order.customer.name} gets the {wording.name} again, at{' '}
          {order.customer.email}.
        </p>
        <p>{wording.asks}</p>
      </ConfirmDialog>
    </div>
  );
}
