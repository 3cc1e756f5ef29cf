import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import {
  FieldFrame,
  fieldAria,
  fieldClass,
  type FieldProps,
} from '../../../components/forms/fields.tsx';
import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import { ApiError, fieldErrorsOf, userMessageFor } from '../../../lib/api-client.ts';
import { nzDateOf } from '../../../lib/delivery/nz-time.ts';
import { centsFromDollars, dollarsForInput, formatNZD } from '../../../lib/money.ts';
import {
  AdminOrderViewSchema,
  refundedCents,
  type AdminOrderView,
} from '../../../lib/orders/order.ts';
import {
  nextStatuses,
  ORDER_STATUS_LABELS,
  wasPaid,
  type OrderStatus,
} from '../../../lib/orders/status.ts';
import { showToast } from '../../toast/toast-store.ts';
import { routeKey } from '../api/hooks.ts';
import { callRoute } from '../api/route-client.ts';
import { PermissionReason, useMay } from '../permissions.tsx';
import { ResendEmail } from './ResendEmail.tsx';
import { DANGER_BUTTON, PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';

const MOVE_LABELS: Partial<Record<OrderStatus, string>> = {
  paid: 'Mark paid',
  packed: 'Mark packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Mark delivered',
  collected: 'Mark collected',
};

/** A one-line text input of the action forms, with its label and error (FieldFrame). */
function TypedField({
  onChange,
  ...props
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  inputMode?: 'decimal';
}) {
  const { id, label, help, error, ...input } = props;
  return (
    <FieldFrame id={id} label={label} help={help} error={error}>
      <input
        id={id}
        className={fieldClass(Boolean(error))}
        {...fieldAria(props)}
        {...input}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </FieldFrame>
  );
}

/**
 * Runs an order action and keeps the page in step: the answer (or, on a 409, the fresh order
 * the server sends back) replaces the order shown, and the list is fetched again.
 */
function useOrderAction(order: AdminOrderView) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const show = (fresh: AdminOrderView) => {
    client.setQueryData(routeKey(ordersArea.api.get, { params: { id: order.id } }), fresh);
    void client.invalidateQueries({ queryKey: [ordersArea.api.list.path] });
  };
  const run = async (action: () => Promise<AdminOrderView>, done: string): Promise<boolean> => {
    setBusy(true);
    setRefusal(null);
    setFieldErrors({});
    try {
      show(await action());
      showToast({ title: done, description: `Order ${order.number}` });
      return true;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setFieldErrors(fields);
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(error.message);
        const fresh = AdminOrderViewSchema.safeParse((error.data as { order?: unknown }).order);
        if (fresh.success) show(fresh.data);
      } else if (Object.keys(fields).length === 0) {
        setRefusal(
          error instanceof ApiError && error.status === 502 ? error.message : userMessageFor(error),
        );
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, fieldErrors, run };
}

/** What staff can do with the order now: only the moves its state allows, plus notes. */
export function OrderActions({ order }: { order: AdminOrderView }) {
  const { busy, refusal, fieldErrors, run } = useOrderAction(order);
  const [open, setOpen] = useState<'paid' | 'cancelled' | 'refund' | null>(null);
  const params = { id: order.id };
  const moves = nextStatuses(order).filter((to) => to !== 'refunded');
  const move = (status: OrderStatus, extra: { note?: string; receivedOn?: string } = {}) =>
    run(
      () =>
        callRoute(ordersArea.api.changeStatus, {
          params,
          body: { status, expected: order.status, ...extra },
        }),
      `${order.number} ${status === 'cancelled' ? 'cancelled' : `marked ${ORDER_STATUS_LABELS[status]}`}`,
    );
  const left = order.totals.totalCents - refundedCents(order);
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
              setOpen('refund');
            }}
          >
            Refund
          </button>
        ) : null}
        <ResendEmail order={order} />
      </div>
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
        <RefundForm
          order={order}
          left={left}
          busy={busy}
          errors={fieldErrors}
          onClose={() => {
            setOpen(null);
          }}
          onRefund={async (amountCents, reason) => {
            const done = await run(
              () =>
                callRoute(ordersArea.api.refund, {
                  params,
                  body: { amountCents, expected: order.status, ...(reason ? { reason } : {}) },
                }),
              `Refunded ${formatNZD(amountCents)}`,
            );
            if (done) setOpen(null);
          }}
        />
      ) : null}
      <NoteForm order={order} />
    </section>
  );
}

function MarkPaidForm({
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

function CancelForm({
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

function RefundForm({
  order,
  left,
  busy,
  errors,
  onClose,
  onRefund,
}: {
  order: AdminOrderView;
  left: number;
  busy: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onRefund: (amountCents: number, reason: string) => Promise<void>;
}) {
  const [amount, setAmount] = useState(dollarsForInput(left));
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

/** An internal note, kept on the order's timeline; shoppers never see it. */
function NoteForm({ order }: { order: AdminOrderView }) {
  const { busy, fieldErrors, run } = useOrderAction(order);
  const [text, setText] = useState('');
  const id = useId();
  const error = fieldErrors.text;
  return (
    <form
      className="mt-5 grid gap-2 border-t border-stone-200 pt-4"
      aria-label="Add a note"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => callRoute(ordersArea.api.addNote, { params: { id: order.id }, body: { text } }),
          'Note added',
        ).then((done) => {
          if (done) setText('');
        });
      }}
    >
      <FieldFrame id={id} label="Internal note" error={error}>
        <textarea
          id={id}
          rows={3}
          maxLength={1000}
          value={text}
          className={fieldClass(Boolean(error))}
          {...fieldAria({ id, label: '', error })}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </FieldFrame>
      <button type="submit" className={`${SECONDARY_BUTTON} justify-self-start`} disabled={busy}>
        Add note
      </button>
    </form>
  );
}
