// The words a shopper reads about a standing order's rhythm, at checkout, in emails and on
// My deliveries; pure, so the browser and the server say the same thing.
import { dayLabel, timeRangeLabel } from '../delivery/labels.ts';
import { isoWeekdayOf } from '../delivery/nz-time.ts';
import { weekdayName } from '../delivery/slot-overlap.ts';
import type { Frequency } from './standing-options.ts';

/** "every Thursday" or "every 2 weeks on Thursday", from a delivery date. */
export function rhythmLabel(everyWeeks: Frequency, date: string): string {
  const weekday = weekdayName(isoWeekdayOf(date));
  return everyWeeks === 1 ? `every ${weekday}` : `every ${String(everyWeeks)} weeks on ${weekday}`;
}

/** "every Thursday, 4:00pm–6:00pm, from Thu 3 Dec": the rhythm, the window and the first date. */
export function standingScheduleLabel(
  everyWeeks: Frequency,
  firstDate: string,
  window: { start: string; end: string } | string,
): string {
  const times = typeof window === 'string' ? window : timeRangeLabel(window.start, window.end);
  return `${rhythmLabel(everyWeeks, firstDate)}, ${times}, from ${dayLabel(firstDate)}`;
}

/** What a shopper is told before they start a standing order, word for word. */
export const STANDING_TERMS =
  'Each delivery is charged at that week’s prices. If a price changes, we email you before the change applies, and you can skip, pause or cancel any time from the link in our emails.';

/**
 * How later deliveries of a bank-transfer standing order are paid. Nothing is charged: each
 * order is made at its change-by time and emailed with its amount and reference, and the shop
 * packs an order only once its payment has arrived (there is no other pay-by rule for transfers).
 */
export const STANDING_TRANSFER_TERMS =
  'Each delivery is priced at that week’s prices. If a price changes, we email you before the change applies, and you can skip, pause or cancel any time from the link in our emails. You pay each delivery by bank transfer: when we make its order (at its change-by time, before the delivery day) we email you its amount and reference. Please pay it when that email comes: we pack an order only once its payment has arrived.';

/** The standing-order terms for the way the shopper pays. */
export function standingTermsFor(paymentMethod: 'card' | 'bank_transfer'): string {
  return paymentMethod === 'bank_transfer' ? STANDING_TRANSFER_TERMS : STANDING_TERMS;
}
