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
import { StoreDeadlineError } from '../blobs/store-deadline.ts';
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
  /** The run stopped at its budget or deadline with work left for the next run. */
  outOfTime: boolean;
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
  stored: StandingOrder,
  slots: readonly Slot[],
  origin: string,
  now: Date,
  report: StandingJobReport,
): Promise<void> {
  const { id } = stored;
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
  const outcome = await makeDelivery(order, date, origin, now, slotCutoffAt);
  report[outcome === 'made' ? 'made' : outcome === 'skipped' ? 'skipped' : 'busy'].push(id);
}

/** Standing orders read at once while the run sorts them (a few reads in flight, not hundreds). */
const READS_AT_ONCE = 10;

/**
 * The due standing orders, the delivery with the nearest cut-off first, so a run that runs out of
 * time has done the ones that could least wait.
 */
async function nearestCutoffFirst(
  ids: readonly string[],
  slots: readonly Slot[],
): Promise<StandingOrder[]> {
  const read: StandingOrder[] = [];
  for (let start = 0; start < ids.length; start += READS_AT_ONCE) {
    const batch = ids.slice(start, start + READS_AT_ONCE).map((id) => standingOrders.get(id));
    for (const order of await Promise.all(batch)) if (order) read.push(order);
  }
  const cutoffOf = (order: StandingOrder) => {
    const date = nextSendingDate(order);
    return date === null ? Number.POSITIVE_INFINITY : Date.parse(slotCutoffOn(order, slots, date));
  };
  const keyed = read.map((order) => ({ order, cutoff: cutoffOf(order) }));
  keyed.sort((a, b) => a.cutoff - b.cutoff || a.order.id.localeCompare(b.order.id));
  return keyed.map(({ order }) => order);
}

/**
 * One run of the job at `now` (injectable: tests and non-production signed runs move the clock).
 * It takes no new standing order once `budget` is spent; inside a store deadline
 * (withStoreDeadline) a delivery's steps stop at that deadline too, and the run ends there, its
 * deliveries left for the next run under their short leases.
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
    outOfTime: false,
  };
  const [allIds, slots] = await Promise.all([
    dueStandingOrderIds(nzDateOf(now)),
    deliverySlots.list(),
  ]);
  const ids = options.only ? allIds.filter((id) => options.only?.includes(id)) : allIds;
  for (const order of await nearestCutoffFirst(ids, slots)) {
    if (budget.spent()) {
      report.outOfTime = true;
      break;
    }
    report.checked += 1;
    try {
      await workOn(order, slots, origin, now, report);
    } catch (error) {
      report.failed.push(order.id);
      if (error instanceof StoreDeadlineError) {
        report.outOfTime = true;
        break;
      }
      console.error(`Standing order ${order.id} could not be worked on`, error);
    }
  }
  if (!budget.spent() && !report.outOfTime) {
    report.unpaidSettled = await settleUnpaidHolds(now, origin, budget);
  }
  return report;
}
