// The emails of the change table (src/lib/orders/change-emails.ts), built for one order and
// change, ready for the once-only sender of placement-emails.ts.
import { orderCancelledEmail } from '../../lib/emails/order-cancelled.ts';
import { creditNoteEmail, orderAmountDueEmail } from '../../lib/emails/order-changed.ts';
import { orderRescheduledEmail } from '../../lib/emails/order-rescheduled.ts';
import { orderBalance } from '../../lib/orders/money-ledger.ts';
import {
  cancellationReasonOf,
  changeEmailClaimKey,
  emailsOwedBy,
  type ChangeEmailKind,
} from '../../lib/orders/change-emails.ts';
import type { OrderChange } from '../../lib/orders/order-changes.ts';
import { creditNoteOf } from '../../lib/orders/credit-note.ts';
import type { Order } from '../../lib/orders/order.ts';
import { readShopSettings } from '../settings.ts';
import { emailView, orderEmailsOf, shopForEmail } from './after-placement.ts';
import { pickupAddressFor } from './confirmation.ts';
import type { OwedEmail } from './placement-emails.ts';

/** The new time of a moved order, with what it now owes or was overpaid. */
async function movedMessage(
  order: Order,
  change: OrderChange,
  origin: string,
): Promise<OwedEmail['message'] | null> {
  const move = order.moves.find((candidate) => candidate.id === change.id);
  if (!move) return null;
  const [settings, view] = await Promise.all([readShopSettings(), emailView(order, origin)]);
  // A pickup is collected where its own pickup point is (else the kitchen).
  if (order.fulfilment.method === 'pickup') {
    view.fulfilment = { ...view.fulfilment, pickupAddress: await pickupAddressFor(order) };
  }
  const { dueCents, overpaidCents } = orderBalance(order);
  const email = orderRescheduledEmail(view, shopForEmail(settings), {
    fromLabel: move.from.slotLabel,
    fromMethod: move.from.method,
    dueCents,
    overpaidCents,
  });
  return { to: order.customer.email, ...email };
}

/** One owed email's message, or null when the order no longer has what it tells of. */
async function messageOf(
  kind: Exclude<ChangeEmailKind, 'confirmation' | 'new_order_notice'>,
  order: Order,
  change: OrderChange,
  origin: string,
): Promise<OwedEmail['message'] | null> {
  const [settings, view] = await Promise.all([readShopSettings(), emailView(order, origin)]);
  const shop = shopForEmail(settings);
  const to = order.customer.email;
  if (kind === 'rescheduled') return movedMessage(order, change, origin);
  if (kind === 'cancellation') {
    return { to, ...orderCancelledEmail(view, shop, cancellationReasonOf(order)) };
  }
  if (kind === 'amount_due') {
    const edit = order.edits.find((candidate) => candidate.id === change.id);
    return edit ? { to, ...orderAmountDueEmail(view, shop, edit.totalBeforeCents) } : null;
  }
  const refund = order.refunds.find((candidate) => candidate.id === change.id);
  const note =
    refund && creditNoteOf(order, refund, { name: shop.name, gstNumber: shop.gstNumber });
  return note ? { to, ...creditNoteEmail(view, shop, note) } : null;
}

/** The emails this change owes by the table, each with its claim key, ready to send once. */
export async function changeEmailsOf(
  order: Order,
  change: OrderChange,
  origin: string,
): Promise<OwedEmail[]> {
  const kinds = emailsOwedBy(order, change);
  if (kinds.length === 0) return [];
  const placement = kinds.some((kind) => kind === 'confirmation' || kind === 'new_order_notice')
    ? await orderEmailsOf(order, origin)
    : [];
  const emails: OwedEmail[] = [];
  for (const kind of kinds) {
    const claimKey = changeEmailClaimKey(order.id, change, kind);
    if (kind === 'confirmation' || kind === 'new_order_notice') {
      const email = placement.find((candidate) => candidate.kind === kind);
      if (email) emails.push({ ...email, claimKey });
      continue;
    }
    const message = await messageOf(kind, order, change, origin);
    if (message) emails.push({ kind, claimKey, message });
  }
  return emails;
}
