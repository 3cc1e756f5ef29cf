// The pure rules of a shopper's changes to a standing order on My deliveries: which deliveries a
// change still reaches (one past the standing order's cut-off is being made), where a new weekday
// starts, and the sentences that say when a change applies.
import { dayLabel, instantLabel, timeRangeLabel } from '../delivery/labels.ts';
import { addDays, isoWeekdayOf } from '../delivery/nz-time.ts';
import { weekdayName } from '../delivery/slot-overlap.ts';
import { datedSlot } from '../delivery/availability.ts';
import type { Slot } from '../delivery/slots.ts';
import { changeByOf, upcomingDates, type StandingOrder } from './standing-order.ts';

/** The last moment a change reaches the delivery on `date` (null when the slot is gone). */
export function changeByFor(slot: Slot | null, date: string): Date | null {
  return slot ? new Date(changeByOf(datedSlot(slot, date).cutoffAt)) : null;
}

/** Whether the delivery on `date` is past its change-by moment (its order is being made). */
export function isLocked(slot: Slot | null, date: string, now: Date): boolean {
  const by = changeByFor(slot, date);
  return by !== null && now.getTime() >= by.getTime();
}

/** The first date on or after `from` that falls on `weekday` (1 = Monday). */
export function dateOnWeekday(from: string, weekday: number): string {
  return addDays(from, (weekday - isoWeekdayOf(from) + 7) % 7);
}

/**
 * The first delivery on a new weekly slot: on its weekday, from the first delivery a change
 * reaches, and a week later if that day's change-by moment has passed already.
 */
export function firstDateOnSlot(from: string, slot: Slot, now: Date): string {
  const date = dateOnWeekday(from, slot.weekday);
  return isLocked(slot, date, now) ? addDays(date, 7) : date;
}

/** A weekly slot as the shopper picks it: "Thursday, 4:00pm–6:00pm". */
export function weeklySlotLabel(slot: Pick<Slot, 'weekday' | 'start' | 'end'>): string {
  return `${weekdayName(slot.weekday)}, ${timeRangeLabel(slot.start, slot.end)}`;
}

/** The next deliveries of a standing order with what the page says about each. */
export function upcomingDeliveries(order: StandingOrder, slot: Slot | null, now: Date, count = 6) {
  return upcomingDates(order, count).map(({ date, sends }) => {
    const by = changeByFor(slot, date);
    return {
      date,
      label: dayLabel(date),
      sends,
      skipped: order.skipDates.includes(date),
      locked: isLocked(slot, date, now),
      changeByLabel: by ? instantLabel(by) : '',
    };
  });
}

/** Deliveries whose orders are made and still to come (the runs say which), oldest first. */
export function madeDeliveries(order: StandingOrder, today: string) {
  return order.runs
    .filter((run) => run.outcome === 'made' && (run.movedTo ?? run.date) >= today)
    .map((run) => ({
      date: run.movedTo ?? run.date,
      label: dayLabel(run.movedTo ?? run.date),
      orderNumber: run.orderNumber ?? '',
    }));
}

/** What a change answers: done, and, when a delivery's order is made already, from when. */
export function changeApplies(done: string, order: StandingOrder, today: string): string {
  const made = madeDeliveries(order, today).at(-1);
  if (!made) return done;
  return `${done} Your delivery on ${made.label} is already made, so this applies from ${dayLabel(order.nextDate)}.`;
}

/** The refusal of a change while the next delivery's order is being made (a few minutes). */
export function beingMadeMessage(order: StandingOrder): string {
  return `We are making your order for ${dayLabel(order.nextDate)} right now. Please try again in a few minutes; your change will apply from the delivery after it.`;
}
