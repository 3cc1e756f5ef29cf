import { useState } from 'react';
import { customersArea, type CustomerDetail } from '../../../lib/admin/areas/customers.ts';
import { useRouteAction } from '../api/use-route-action.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { DANGER_BUTTON, PANEL } from '../styles.ts';

/**
 * Ends every My deliveries sign-in of this customer, on every device, after a question: for the
 * customer who calls about a lost phone or a stranger in their account. Nothing else changes;
 * they sign in again with a code sent to their inbox.
 */
export function CustomerSessions({ detail }: { detail: CustomerDetail }) {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const end = useRouteAction(customersArea.api.endSessions, {
    toast: (answer) => ({ title: 'Sign-ins ended', description: answer.message }),
    onDone: (answer) => {
      setDone(answer.message);
    },
  });
  const endNow = async () => {
    await end.run({ params: { id: detail.id } });
    setConfirming(false);
  };
  return (
    <section aria-labelledby="customer-sessions" className={`${PANEL} grid gap-3`}>
      <h2 id="customer-sessions" className="text-xl font-bold">
        My deliveries sign-ins
      </h2>
      <p>
        If this person lost a device or thinks someone else got into My deliveries, end every
        sign-in they have. They sign in again with a code sent to their email.
      </p>
      {done ? <p role="status">{done}</p> : null}
      {end.refusal ? <p className="font-semibold text-red-800">{end.refusal}</p> : null}
      <div>
        <button
          type="button"
          className={DANGER_BUTTON}
          onClick={() => {
            setConfirming(true);
          }}
        >
          End this customer’s sessions…
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`End every sign-in of ${detail.email}?`}
        confirmLabel="End their sessions"
        busy={end.busy}
        onConfirm={() => void endNow()}
        onCancel={() => {
          setConfirming(false);
        }}
      >
        <p>
          Every browser signed in to their My deliveries, and every sign-in link already emailed to
          them, stops working now. Their standing orders and orders do not change.
        </p>
      </ConfirmDialog>
    </section>
  );
}
