// The standing-order job, every five minutes: for each standing order due today or before (its
// `standing-orders-due/<day>` key), records the dates skipped or paused over, emails the reminder
// and any price change in the 48 hours before the delivery's change-by time, and from that time
// makes the order (make-delivery.ts). Then it settles card orders left unpaid at their cut-off.
import { datedSlot } from '../../lib/delivery/availability.ts';
import { nzDateOf, nzWallTimeToUtc } from '../../lib/delivery/nz-time.ts';
import type { Slot } from '../../lib/delivery/slots.ts';
import {
  changeByOf,
  followingDate,
  nextSendingDate,
  withRun,
  type StandingOrder,
} from '../../lib/standing-orders/standing-order.ts';
import { datesPassedOver, deliveryWorkAt } from '../../lib/standing-orders/standing-run.ts';
import { UNLIMITED_BUDGET, type TimeBudget } from '../../lib/system/time-budget.ts';
import { deliverySlots } from '../delivery/store.ts';
import { makeDelivery } from './make-delivery.ts';
import { notifyPriceChanges, sendReminder } from './standing-notices.ts';
import { settleUnpaidHolds } from './standing-payments.ts';
import { dueStandingOrderIds, saveStandingOrder, standingOrders } from './standing-orders.ts';

/** What one run did, by standing order id (the settled holds by order id). */
export interface StandingJobReport {
  checked: number;
  reminded: string[];
  priceNotices: string[];
  made: string[];
  skipped: string[];
  /** Another process was making it at the same time. */
  busy: string[];
  failed: string[];
  unpaidSettled: string[];
}

/** The cut-off of a standing order's weekly slot on `date` (the day's start when the slot is gone). */
function slotCutoffOn(order: StandingOrder, slots: readonly Slot[], date: string): string {
  const slot = slots.find((found) => found.id === order.fulfilment.slotId);
  return slot ? datedSlot(slot, date).cutoffAt : nzWallTimeToUtc(date, '00:00').toISOString();
}

/** Records as skipped the dates before `date` whose change-by time has passed, moving past them. */
async function passOver(order: StandingOrder, slots: readonly Slot[], date: string, now: Date) {
  const passed = datesPassedOver(order, date).filter(
    (day) => now.getTime() >= Date.parse(changeByOf(slotCutoffOn(order, slots, day))),
  );
  if (passed.length === 0) return order;
  const last = passed.at(-1) ?? order.nextDate;
  const saved = await saveStandingOrder(order.id, (current) => {
    if (current.nextDate !== order.nextDate) return current;
    let runs = current.runs;
    for (const day of passed) {
      const note = current.skipDates.includes(day) ? 'Skipped' : 'Paused';
      runs = withRun(runs, { date: day, at: now.toISOString(), outcome: 'skipped', note });
    }
    const nextDate = followingDate(last, current.everyWeeks);
    return { ...current, nextDate, runs, skipDates: current.skipDates.filter((day) => day > last) };
  });
  return saved.data;
}

/** Works on one standing order: what is due of its next delivery at `now`. */
async function workOn(
  id: string,
  slots: readonly Slot[],
  origin: string,
  now: Date,
  report: StandingJobReport,
): Promise<void> {
  const stored = await standingOrders.get(id);
  if (!stored) return;
  const first = nextSendingDate(stored);
  if (first === null) return;
  const order = await passOver(stored, slots, first, now);
  const date = nextSendingDate(order);
  if (date === null) return;
  const slotCutoffAt = slotCutoffOn(order, slots, date);
  const work = deliveryWorkAt(now, slotCutoffAt);
  if (work === 'wait') return;
  if (await notifyPriceChanges(order, { date, slotCutoffAt }, origin, now)) {
    report.priceNotices.push(id);
  }
  if (work === 'remind') {
    if (await sendReminder(order, { date, slotCutoffAt }, origin, now)) report.reminded.push(id);
    return;
  }
  const outcome = await makeDelivery(order, date, origin, now);
  report[outcome === 'made' ? 'made' : outcome === 'skipped' ? 'skipped' : 'busy'].push(id);
}

/**
 * One run of the job at `now` (injectable: tests and non-production signed runs move the clock),
 * stopping between standing orders when the budget is spent; the next run carries on.
 */
export async function runStandingOrders(options: {
  now?: Date;
  origin: string;
  budget?: TimeBudget;
  /** Only these standing orders (a browser test's own, on a store other tests share). */
  only?: readonly string[];
}): Promise<StandingJobReport> {
  const { origin, budget = UNLIMITED_BUDGET } = options;
  const now = options.now ?? new Date();
  const report: StandingJobReport = {
    checked: 0,
    reminded: [],
    priceNotices: [],
    made: [],
    skipped: [],
    busy: [],
    failed: [],
    unpaidSettled: [],
  };
  const [ids, slots] = await Promise.all([
    dueStandingOrderIds(nzDateOf(now)),
    deliverySlots.list(),
  ]);
  for (const id of ids) {
    if (budget.spent()) break;
    if (options.only && !options.only.includes(id)) continue;
    report.checked += 1;
    try {
      await workOn(id, slots, origin, now, report);
    } catch (error) {
      console.error(`Standing order ${id} could not be worked on`, error);
      report.failed.push(id);
    }
  }
  if (!budget.spent()) report.unpaidSettled = await settleUnpaidHolds(now, origin, budget);
  return report;
}
