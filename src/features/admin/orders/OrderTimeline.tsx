import { MAIL_DELIVERY_LABELS, mailDeliveryNote } from '../../../lib/emails/mail-delivery.ts';
import { formatNZD } from '../../../lib/money.ts';
import type { AdminOrderView, Refund } from '../../../lib/orders/order.ts';
import type { BookedPlace } from '../../../lib/orders/order-moves.ts';
import { ORDER_STATUS_LABELS, type OrderActor } from '../../../lib/orders/status.ts';
import { formatShopDateTime } from '../format.ts';
import { PANEL } from '../styles.ts';

const EMAIL_LABELS = {
  confirmation: 'Order confirmation',
  new_order_notice: 'New-order notice',
  cancellation: 'Cancellation notice',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pickup',
  rescheduled: 'New time',
  amount_due: 'New amount to pay',
  credit_note: 'Credit note',
} as const;

/** A place an order was moved from or to, e.g. "Delivery, Thu 3 Dec, 4pm–6pm". */
const placeText = (place: BookedPlace) =>
  `${place.method === 'delivery' ? 'Delivery' : 'Pickup'}, ${place.slotLabel}`;

interface Entry {
  at: string;
  actor: OrderActor | undefined;
  title: string;
  detail?: string | undefined;
}

/** Every status change, move, email, staff note, refund and edit of an order, as timeline entries. */
export function timelineOf(order: AdminOrderView): Entry[] {
  const entries: Entry[] = [
    ...order.history.map((change) => ({
      at: change.at,
      actor: change.actor,
      title: change.from
        ? `${ORDER_STATUS_LABELS[change.from]} → ${ORDER_STATUS_LABELS[change.to]}`
        : 'Order placed',
      detail: change.note,
    })),
    ...order.emails.map((email) => {
      // An email that only reached the outbox is never listed as if it went out.
      const outcome = email.delivery ? MAIL_DELIVERY_LABELS[email.delivery] : null;
      const note = email.delivery ? mailDeliveryNote(email.delivery) : null;
      return {
        at: email.at,
        actor: email.actor,
        title: `Email: ${EMAIL_LABELS[email.kind]}${outcome ? ` (${outcome})` : ''}`,
        detail: note ? `To ${email.to}\n${note}` : `To ${email.to}`,
      };
    }),
    ...order.staffNotes.map((note) => ({
      at: note.at,
      actor: note.actor,
      title: 'Note',
      detail: note.text,
    })),
    ...order.moves.map((move) => ({
      at: move.at,
      actor: move.actor,
      title: 'Moved',
      detail: `From ${placeText(move.from)}\nTo ${placeText(move.to)}${move.totalCentsAfter === move.totalCentsBefore ? '' : `\nTotal ${formatNZD(move.totalCentsBefore)} → ${formatNZD(move.totalCentsAfter)}`}`,
    })),
    ...order.refunds.map((refund) => ({
      at: refund.at,
      actor: refund.actor,
      title: `Refund of ${formatNZD(refund.amountCents)} ${refund.method === 'stripe' ? 'through Stripe' : 'by bank transfer'}${refund.status === 'done' ? '' : ` (${refund.status})`}`,
      detail: refundDetail(refund),
    })),
    ...order.edits.map((edit) => ({
      at: edit.at,
      actor: edit.actor,
      title: `Order edited${edit.totalAfterCents === edit.totalBeforeCents ? '' : `: total ${formatNZD(edit.totalBeforeCents)} → ${formatNZD(edit.totalAfterCents)}`}`,
      detail: edit.changes.join('\n'),
    })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}

/** What a refund's timeline entry says under its title: packs, fee, stock, credit note, why. */
function refundDetail(refund: Refund): string | undefined {
  const packs = (refund.lines ?? []).map((line) => `${String(line.quantity)} × ${line.name}`);
  const parts = [
    packs.length ? packs.join(', ') : null,
    refund.deliveryFeeCents ? `delivery fee ${formatNZD(refund.deliveryFeeCents)}` : null,
    packs.length ? (refund.restock ? 'packs back into stock' : 'packs not restocked') : null,
    refund.creditNote ? `credit note ${refund.creditNote.number}` : null,
    refund.reason,
    refund.stripeRefundId,
  ];
  return parts.filter(Boolean).join(' · ') || undefined;
}

/** The order's timeline, newest first, each entry with its time and who did it. */
export function OrderTimeline({ order }: { order: AdminOrderView }) {
  return (
    <section className={PANEL} aria-label="Timeline">
      <h2 className="text-lg font-bold">Timeline</h2>
      <ol className="mt-3 grid gap-3 border-l-2 border-stone-200 pl-4">
        {timelineOf(order).map((entry, index) => (
          <li key={`${entry.at}-${String(index)}`}>
            <p className="font-semibold">{entry.title}</p>
            {entry.detail ? <p className="whitespace-pre-line">{entry.detail}</p> : null}
            <p className="text-sm text-stone-700">
              {formatShopDateTime(entry.at)}
              {entry.actor ? ` · ${entry.actor.name}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
