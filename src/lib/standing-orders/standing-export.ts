// A standing order as a person's privacy export shows it: everything the shop holds about it,
// the card by brand and last four digits only. Stripe's customer and payment method ids are the
// shop's handles on the card, not facts about the person, and must never leave the back office.
import { nextSendingDate, type StandingOrder } from './standing-order.ts';

/** The exported standing order: the record as held, its next delivery, the card's brand and last4. */
export function standingOrderForExport(order: StandingOrder) {
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt,
    customer: order.customer,
    fulfilment: order.fulfilment,
    items: order.items,
    everyWeeks: order.everyWeeks,
    nextDate: order.nextDate,
    nextDelivery: nextSendingDate(order),
    skipDates: order.skipDates,
    pausedUntil: order.pausedUntil ?? null,
    whenUnavailable: order.whenUnavailable,
    paymentMethod: order.paymentMethod,
    card: order.card ? { brand: order.card.brand ?? null, last4: order.card.last4 ?? null } : null,
    promoCode: order.promoCode ?? null,
    notes: order.notes,
    reminders: order.reminders,
    firstOrderId: order.firstOrderId,
    runs: order.runs,
    cancelled: order.cancelled ?? null,
  };
}
