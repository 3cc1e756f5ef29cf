// The one table of what a change to an order owes its shopper (and the shop) by email. A new
// kind of change, or a new email, is a row here; the door (src/server/orders/order-changes.ts)
// sends what the row names after the change is saved, each email once, and the maintenance job
// sends what a dead request still owed. Rows read the saved order, so a retry or recovery that
// runs later owes exactly what the first run owed.
import type { Order } from './order.ts';
import type { OrderChange, OrderChangeKind } from './order-changes.ts';
import { wasPaid } from './status.ts';

/** The emails a change can owe, as the order's timeline names them. */
export const CHANGE_EMAIL_KINDS = [
  'confirmation',
  'new_order_notice',
  'amount_due',
  'credit_note',
  'cancellation',
  'rescheduled',
] as const;
export type ChangeEmailKind = (typeof CHANGE_EMAIL_KINDS)[number];

/**
 * How often each email may go: the confirmation and the shop's notice once per order, whichever
 * change owes them (the placement of a bank transfer, the payment of a card order); the others
 * once per change that owes them.
 */
export const CHANGE_EMAIL_ONCE_PER: Readonly<Record<ChangeEmailKind, 'order' | 'change'>> = {
  confirmation: 'order',
  new_order_notice: 'order',
  amount_due: 'change',
  credit_note: 'change',
  cancellation: 'change',
  rescheduled: 'change',
};

type Row = (order: Order, change: OrderChange) => ChangeEmailKind[];

/** An edit that changed what an unpaid bank-transfer order costs: the new amount to pay. */
const editEmails: Row = (order, change) => {
  const edit = order.edits.find((candidate) => candidate.id === change.id);
  const unpaid = order.status === 'awaiting_payment' && !wasPaid(order);
  const changedTotal = edit !== undefined && edit.totalAfterCents !== edit.totalBeforeCents;
  return unpaid && changedTotal && order.paymentMethod === 'bank_transfer' ? ['amount_due'] : [];
};

/** A refund whose money went back and whose credit note is numbered: the credit note. */
const refundEmails: Row = (order, change) => {
  const refund = order.refunds.find((candidate) => candidate.id === change.id);
  return refund?.status === 'done' && refund.creditNote ? ['credit_note'] : [];
};

/**
 * A move of the order's status: a card order's confirmation and the shop's notice once it is
 * paid (a card order is not announced when placed), and the shopper's notice when staff cancel
 * (a cancellation by the checkout, Stripe, the shopper or a job tells them in its own way).
 */
const statusEmails: Row = (order, change) => {
  if (change.to === 'paid' && order.paymentMethod === 'card') {
    return ['confirmation', 'new_order_notice'];
  }
  return change.to === 'cancelled' && change.actor.kind === 'staff' ? ['cancellation'] : [];
};

/** The reason staff gave the shopper when they cancelled (a system's note is not for them). */
export function cancellationReasonOf(order: Pick<Order, 'history'>): string | undefined {
  const move = order.history.findLast((entry) => entry.to === 'cancelled');
  return move?.actor.kind === 'staff' ? move.note : undefined;
}

/** A move to another day, slot or way of handing over: the new time, while it is the latest. */
const moveEmails: Row = (order, change) =>
  order.moves.at(-1)?.id === change.id ? ['rescheduled'] : [];

/** The table: for each kind of change, the emails it owes from the order as saved. */
export const CHANGE_EMAILS: Readonly<Record<OrderChangeKind, Row>> = {
  // A card order is confirmed once paid (card-payments.ts), under the same once-per-order claim.
  placed: (order) => (order.paymentMethod === 'card' ? [] : ['confirmation', 'new_order_notice']),
  edited: editEmails,
  refunded: refundEmails,
  rescheduled: moveEmails,
  status: statusEmails,
  payment: () => [],
  contact: () => [],
  erased: () => [],
  note: () => [],
};

/** The emails this change owes, from the order as saved. */
export function emailsOwedBy(order: Order, change: OrderChange): ChangeEmailKind[] {
  return CHANGE_EMAILS[change.kind](order, change);
}

/** The claim key of one email a change owes: per order or per change, as the table says. */
export function changeEmailClaimKey(
  orderId: string,
  change: Pick<OrderChange, 'id'>,
  kind: ChangeEmailKind,
): string {
  return CHANGE_EMAIL_ONCE_PER[kind] === 'order'
    ? `${orderId}/${kind}`
    : `${orderId}/${change.id}/${kind}`;
}

/**
 * Whether the change logs its activity entry: one that names one, except a refund that did not
 * go through (nothing was refunded, so the log shows nothing).
 */
export function activityOwedBy(order: Order, change: OrderChange): boolean {
  if (!change.activity) return false;
  if (change.kind !== 'refunded') return true;
  const refund = order.refunds.find((candidate) => candidate.id === change.id);
  return refund !== undefined && refund.status !== 'failed';
}
