import { useId, useState } from 'react';
import type { AdminOrderView } from '../../../lib/orders/order.ts';
import { keptCents } from '../../../lib/orders/money-ledger.ts';
import { nextStatuses, wasPaid, type OrderStatus } from '../../../lib/orders/status.ts';
import { PermissionReason, useMay } from '../permissions.tsx';
import { CancelForm } from './actions/CancelForm.tsx';
import { MarkPaidForm } from './actions/MarkPaidForm.tsx';
import { NoteForm } from './actions/NoteForm.tsx';
import { LineRefundForm } from './actions/LineRefundForm.tsx';
import { RefundForm } from './actions/RefundForm.tsx';
import { useOrderActions } from './actions/use-order-actions.ts';
import { ResendEmail } from './ResendEmail.tsx';
import { BalanceNotice } from './BalanceNotice.tsx';
import { DANGER_BUTTON, PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';

const MOVE_LABELS: Partial<Record<OrderStatus, string>> = {
  paid: 'Mark paid',
  packed: 'Mark packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Mark delivered',
  collected: 'Mark collected',
};

/** What staff can do with the order now: only the moves its state allows, plus notes. */
export function OrderActions({ order }: { order: AdminOrderView }) {
  const { busy, refusal, fieldErrors, move, refundAmount, refundLines } = useOrderActions(order);
  const [refundBy, setRefundBy] = useState<'items' | 'amount'>('items');
  const [open, setOpen] = useState<'paid' | 'cancelled' | 'refund' | null>(null);
  // The amount the refund form opens with: what is left, or an edit's over-payment.
  const [refundCents, setRefundCents] = useState<number | null>(null);
  const moves = nextStatuses(order).filter((to) => to !== 'refunded');
  const left = keptCents(order);
  const canRefund = wasPaid(order) && left > 0 && order.status !== 'awaiting_payment';
  const mayRefund = useMay('refunds');
  const refundReasonId = useId();

  return (
    <section className={PANEL} aria-label="Actions">
      <h2 className="text-lg font-bold">Actions</h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {moves.map((to) =>
          to === 'cancelled' ? (
            <button
              key={to}
              type="button"
              className={DANGER_BUTTON}
              disabled={busy}
              onClick={() => {
                setOpen('cancelled');
              }}
            >
              Cancel order
            </button>
          ) : to === 'paid' ? (
            <button
              key={to}
              type="button"
              className={PRIMARY_BUTTON}
              disabled={busy}
              onClick={() => {
                setOpen('paid');
              }}
            >
              Mark paid
            </button>
          ) : (
            <button
              key={to}
              type="button"
              className={PRIMARY_BUTTON}
              disabled={busy}
              onClick={() => void move(to)}
            >
              {to === 'packed' && order.status === 'out_for_delivery'
                ? 'Back to packed (not delivered)'
                : MOVE_LABELS[to]}
            </button>
          ),
        )}
        {canRefund ? (
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={busy || !mayRefund}
            aria-describedby={mayRefund ? undefined : refundReasonId}
            onClick={() => {
              setRefundCents(null);
              setRefundBy('items');
              setOpen('refund');
            }}
          >
            Refund
          </button>
        ) : null}
        <ResendEmail order={order} />
      </div>
      <BalanceNotice
        order={order}
        onRefund={
          canRefund && mayRefund
            ? (amountCents) => {
                // The over-payment after an edit is an amount, not packs.
                setRefundCents(amountCents);
                setRefundBy('amount');
                setOpen('refund');
              }
            : undefined
        }
      />
      {canRefund && !mayRefund ? (
        <PermissionReason id={refundReasonId} permission="refunds" className="mt-2" />
      ) : null}
      {refusal ? (
        <p role="alert" className="mt-3 font-semibold text-red-700">
          {refusal}
        </p>
      ) : null}
      {open === 'paid' ? (
        <MarkPaidForm
          order={order}
          busy={busy}
          error={fieldErrors.receivedOn}
          onCancel={() => {
            setOpen(null);
          }}
          onSubmit={async (receivedOn) => {
            if (await move('paid', receivedOn ? { receivedOn } : {})) setOpen(null);
          }}
        />
      ) : null}
      {open === 'cancelled' ? (
        <CancelForm
          order={order}
          busy={busy}
          onKeep={() => {
            setOpen(null);
          }}
          onCancel={async (reason) => {
            if (await move('cancelled', reason ? { note: reason } : {})) setOpen(null);
          }}
        />
      ) : null}
      {open === 'refund' && mayRefund ? (
        <>
          <RefundChoice value={refundBy} onChange={setRefundBy} />
          {refundBy === 'items' ? (
            <LineRefundForm
              order={order}
              busy={busy}
              errors={fieldErrors}
              onClose={() => {
                setOpen(null);
              }}
              onRefund={refundLines}
            />
          ) : (
            <RefundForm
              key={refundCents ?? left}
              order={order}
              left={left}
              amountCents={refundCents ?? left}
              busy={busy}
              errors={fieldErrors}
              onClose={() => {
                setOpen(null);
              }}
              onRefund={async (amountCents, reason) => {
                if (await refundAmount(amountCents, reason)) setOpen(null);
              }}
            />
          )}
        </>
      ) : null}
      <NoteForm order={order} />
    </section>
  );
}

/** Whether the refund names packs and the delivery fee, or is an amount. */
function RefundChoice({
  value,
  onChange,
}: {
  value: 'items' | 'amount';
  onChange: (value: 'items' | 'amount') => void;
}) {
  const name = useId();
  const choices = [
    ['items', 'Refund items'],
    ['amount', 'Refund an amount'],
  ] as const;
  return (
    <fieldset className="mt-4 flex flex-wrap gap-4">
      <legend className="sr-only">What to refund</legend>
      {choices.map(([choice, label]) => (
        <label key={choice} className="flex items-center gap-2 font-semibold">
          <input
            type="radio"
            name={name}
            checked={value === choice}
            onChange={() => {
              onChange(choice);
            }}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
