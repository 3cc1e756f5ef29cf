import { useId, useState, type SyntheticEvent } from 'react';
import { fieldClass } from '../../../../components/forms/fields.tsx';
import { formatNZD } from '../../../../lib/money.ts';
import {
  lineRefundOf,
  refundableDeliveryCents,
  refundablePacks,
} from '../../../../lib/orders/line-refunds.ts';
import type { AdminOrderView } from '../../../../lib/orders/order.ts';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../styles.ts';
import { TypedField } from './TypedField.tsx';
import type { LineRefundBody } from './use-order-actions.ts';

const packs = (count: number) => `${String(count)} ${count === 1 ? 'pack' : 'packs'}`;

/** The confirm's question: the amount, and where the money goes. */
export function lineRefundQuestion(order: AdminOrderView, amountCents: number): string {
  return order.paymentMethod === 'card'
    ? `Refund ${formatNZD(amountCents)} to the shopper's card?`
    : `Record a refund of ${formatNZD(amountCents)} paid back by bank transfer?`;
}

/**
 * Refunds chosen packs of an order's lines (up to what is not refunded yet) and its delivery fee,
 * optionally putting the packs back into stock. The amount shown is worked out from the order's
 * prices as the server will; the server works it out again and never takes it from here. One
 * idempotency key per dialog, so a retried or double-clicked refund is made once.
 */
export function LineRefundForm({
  order,
  busy,
  errors,
  onClose,
  onRefund,
}: {
  order: AdminOrderView;
  busy: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onRefund: (body: LineRefundBody) => Promise<boolean>;
}) {
  const left = refundablePacks(order);
  const feeLeft = refundableDeliveryCents(order);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [deliveryFee, setDeliveryFee] = useState(false);
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const baseId = useId();
  const problemId = `${baseId}-problem`;
  const lines = order.lines.map((line) => ({
    productId: line.productId,
    quantity: Number.parseInt(counts[line.productId] ?? '0', 10) || 0,
  }));
  const figures = lineRefundOf(order, { lines, deliveryFee });
  const chosen = lines.filter((line) => line.quantity > 0);
  const packsChosen = chosen.reduce((sum, line) => sum + line.quantity, 0);
  const shownProblem = problem ?? errors.lines ?? null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (chosen.length === 0 && !deliveryFee) {
      setProblem('Choose at least one pack or the delivery fee');
      return;
    }
    if (!figures.ok) {
      setProblem(figures.message);
      return;
    }
    setProblem(null);
    setAsking(true);
  };
  const confirm = async () => {
    const done = await onRefund({
      lines: chosen,
      deliveryFee,
      restock: restock && packsChosen > 0,
      idempotencyKey,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
    setAsking(false);
    if (done) onClose();
  };
  const amount = figures.ok ? figures.amountCents : 0;

  return (
    <form
      className="mt-4 grid gap-3 rounded-lg bg-stone-50 p-3"
      aria-label="Refund items"
      onSubmit={submit}
    >
      <fieldset className="grid gap-2" aria-describedby={shownProblem ? problemId : undefined}>
        <legend className="font-semibold">Packs to refund</legend>
        {order.lines.map((line) => {
          const most = left.get(line.productId) ?? 0;
          const inputId = `${baseId}-${line.productId}`;
          return (
            <div key={line.productId} className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={inputId} className="min-w-0 flex-1">
                {line.name}{' '}
                <span className="text-sm text-stone-700">
                  ({formatNZD(line.unitPriceCents)} each, {packs(most)} left to refund)
                </span>
              </label>
              <div className="w-24 shrink-0">
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={most}
                  step={1}
                  disabled={most === 0}
                  className={fieldClass(false)}
                  value={counts[line.productId] ?? '0'}
                  onChange={(event) => {
                    setProblem(null);
                    setCounts({ ...counts, [line.productId]: event.target.value });
                  }}
                />
              </div>
            </div>
          );
        })}
        {feeLeft > 0 ? (
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={deliveryFee}
              onChange={(event) => {
                setProblem(null);
                setDeliveryFee(event.target.checked);
              }}
            />
            Refund the delivery fee ({formatNZD(feeLeft)})
          </label>
        ) : null}
      </fieldset>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={restock}
          onChange={(event) => {
            setRestock(event.target.checked);
          }}
        />
        Put the packs back into stock
      </label>
      <TypedField
        id={`${baseId}-reason`}
        label="Reason (optional, on the credit note)"
        value={reason}
        maxLength={500}
        onChange={setReason}
      />
      <p aria-live="polite">
        {figures.ok ? (
          <>
            Comes to <strong>{formatNZD(figures.amountCents)}</strong>
            {figures.discountCents > 0
              ? `, after ${formatNZD(figures.discountCents)} of the order's discount`
              : ''}
            .
          </>
        ) : null}
      </p>
      {shownProblem ? (
        <p id={problemId} role="alert" className="font-semibold text-red-700">
          {shownProblem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {busy ? 'Refunding...' : 'Refund items'}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
          Back
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={lineRefundQuestion(order, amount)}
        confirmLabel={
          order.paymentMethod === 'card' ? `Refund ${formatNZD(amount)}` : 'Record refund'
        }
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(false);
        }}
      >
        <p>
          {chosen.length > 0
            ? `${packs(packsChosen)} ${packsChosen === 1 ? (restock ? 'goes back into stock' : 'stays out of stock') : restock ? 'go back into stock' : 'stay out of stock'}. `
            : ''}
          A credit note for {formatNZD(amount)} is issued
          {order.paymentMethod === 'bank_transfer'
            ? '; pay the money back from the bank account first.'
            : ' once Stripe has refunded the card.'}
        </p>
      </ConfirmDialog>
    </form>
  );
}
