// What the four-week forecast needs to place standing deliveries, in one derived record
// (`standing-plan/current`), so it reads one record whatever the standing orders, weeks and
// slots: every standing order's due-day keys (standing-days.ts), and each coming slot-day's
// booking document. A standing order's keys are put in place from the saved record alone with
// its other keys (a later save's own sync lands after, so the last entry is the latest). A
// booking is a copy of its document with the document's revision, put in place after each write
// of it (the collection's `afterSave`) unless a later revision is there, and dropped once its day
// has passed; nothing is incremented. An entry a failed writer missed is put right by the next
// write of its source or by the maintenance job, which works the plan out from the listings.
import { z } from 'zod';
import { BOOKING_HORIZON_DAYS } from '../../lib/delivery/availability.ts';
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import { SlotBookingSchema, type SlotBooking } from '../../lib/delivery/slots.ts';
import { FORECAST_DAYS } from '../../lib/standing-orders/forecast.ts';
import {
  STANDING_DAYS_PREFIX,
  standingDayKeysOf,
} from '../../lib/standing-orders/standing-days.ts';
import type { StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import { recordCollection } from '../blobs/records.ts';
import { retryingStore } from '../blobs/store-calls.ts';

const BookingCopySchema = z.object({ booking: SlotBookingSchema, revision: z.int().positive() });

const StandingPlanSchema = z.object({
  /** Each standing order's due-day keys, by standing order id. */
  due: z.record(z.string().min(1).max(100), z.array(z.string())),
  /** Booking documents of slot-days from yesterday on, by booking id (`<date>/<slot id>`). */
  bookings: z.record(z.string().min(1).max(200), BookingCopySchema),
});

/** The standing orders' due-day keys and the coming slot-days' bookings, in one record. */
export type StandingPlan = z.output<typeof StandingPlanSchema>;

type BookingCopy = z.output<typeof BookingCopySchema>;

const PLAN_ID = 'current';

const plans = recordCollection({ prefix: 'standing-plan', schema: StandingPlanSchema });

// A read-only handle on the booking documents (delivery/store.ts owns and writes them, and calls
// this module after each write, so it cannot import that one without a circle).
const bookingDocuments = recordCollection({ prefix: 'slot-bookings', schema: SlotBookingSchema });

const NO_PLAN: StandingPlan = { due: {}, bookings: {} };

/** Thrown inside an update to leave a plan not made yet to its first read (which lists all). */
class NoPlanYet extends Error {}

/** Changes the plan when there is one; a plan not made yet is left to its first read. */
async function changePlan(change: (current: StandingPlan) => StandingPlan): Promise<void> {
  try {
    await plans.update(PLAN_ID, (current) => {
      if (!current) throw new NoPlanYet();
      return change(current);
    });
  } catch (error) {
    if (!(error instanceof NoPlanYet)) throw error;
  }
}

/** Whether a booking id's day is before yesterday (NZ): no forecast looks at it again. */
const passed = (id: string, now: Date) => id.slice(0, 10) < addDays(nzDateOf(now), -1);

/** Every standing order's due-day keys, from one listing (a page per 1,000 keys). */
async function listedDueKeys(): Promise<StandingPlan['due']> {
  const { blobs } = await retryingStore().list({ prefix: `${STANDING_DAYS_PREFIX}/` });
  const due: StandingPlan['due'] = {};
  for (const { key } of blobs.sort((a, b) => (a.key < b.key ? -1 : 1))) {
    const id = key.split('/')[2]?.split('~')[0] ?? '';
    if (id) due[id] = [...(due[id] ?? []), key];
  }
  return due;
}

/**
 * After a standing order's save: its due-day keys in the plan follow the saved record. A plan not
 * made yet is left to its first read, which lists every key.
 */
export async function followStandingSaveInPlan(order: StandingOrder): Promise<void> {
  try {
    const keys = standingDayKeysOf(order).sort();
    await changePlan((current) => {
      const held = current.due[order.id] ?? [];
      if (JSON.stringify(held) === JSON.stringify(keys)) return current;
      const others = Object.entries(current.due).filter(([id]) => id !== order.id);
      const due = Object.fromEntries(keys.length > 0 ? [...others, [order.id, keys]] : others);
      return { ...current, due };
    });
  } catch (error) {
    console.error('[standing plan] due keys not written; the maintenance job will', error);
  }
}

/** Every due delivery's key the plan holds. */
export const dueKeysIn = (plan: StandingPlan): string[] => Object.values(plan.due).flat();

/** The plan with one booking copy put in place (null: its document is gone), passed days dropped. */
function withBooking(
  current: StandingPlan,
  id: string,
  copy: BookingCopy | null,
  now: Date,
): StandingPlan {
  const held = current.bookings[id];
  if (copy ? held && held.revision >= copy.revision : !held) return current;
  const others = Object.entries(current.bookings).filter(
    ([other]) => other !== id && !passed(other, now),
  );
  const kept = copy && !passed(id, now) ? [...others, [id, copy] as const] : others;
  return { ...current, bookings: Object.fromEntries(kept) };
}

/** After a write of a slot-day's booking document: its copy in the plan follows it. */
export async function followBookingWrite(id: string): Promise<void> {
  try {
    const now = new Date();
    if (passed(id, now)) return;
    const stored = await bookingDocuments.getRevisioned(id);
    const copy = stored && { booking: stored.data, revision: stored.revision };
    await changePlan((current) => withBooking(current, id, copy, now));
  } catch (error) {
    console.error('[standing plan] booking not copied; the maintenance job will', error);
  }
}

/** The months a forecast from today can look at bookings in. */
function comingMonths(now: Date): string[] {
  const today = nzDateOf(now);
  const last = addDays(today, FORECAST_DAYS + BOOKING_HORIZON_DAYS);
  const months = new Set<string>();
  for (let date = addDays(today, -1); date <= last; date = addDays(date, 28)) {
    months.add(date.slice(0, 7));
  }
  months.add(last.slice(0, 7));
  return [...months];
}

/** The coming slot-days' booking documents, read whole (a listing per month and a read each). */
async function comingBookings(now: Date): Promise<Record<string, BookingCopy>> {
  const ids = (await Promise.all(comingMonths(now).map((m) => bookingDocuments.listIds(m))))
    .flat()
    .filter((id) => !passed(id, now));
  const stored = await Promise.all(ids.map((id) => bookingDocuments.getRevisioned(id)));
  return Object.fromEntries(
    ids.flatMap((id, index) => {
      const found = stored[index];
      return found ? [[id, { booking: found.data, revision: found.revision }] as const] : [];
    }),
  );
}

/**
 * Writes the whole plan from its sources, keeping a copy a writer made meanwhile from a later
 * revision. Answers whether the stored plan changed.
 */
async function writeFromSources(now: Date): Promise<boolean> {
  const [due, bookings] = await Promise.all([listedDueKeys(), comingBookings(now)]);
  let changed = false;
  await plans.update(PLAN_ID, (current) => {
    const kept = { ...bookings };
    for (const [id, copy] of Object.entries(current?.bookings ?? {})) {
      const fresh = kept[id];
      if (fresh && copy.revision > fresh.revision) kept[id] = copy;
    }
    const next = { due, bookings: kept };
    changed = current === null || JSON.stringify(current) !== JSON.stringify(next);
    return changed || current === null ? next : current;
  });
  return changed;
}

/** The plan: one read (a store from before it has it worked out from its sources now). */
export async function standingPlan(): Promise<StandingPlan> {
  const stored = await plans.get(PLAN_ID);
  if (stored) return stored;
  await writeFromSources(new Date());
  return (await plans.get(PLAN_ID)) ?? NO_PLAN;
}

/** A slot-day's booking as the plan holds it (none: no place booked and no change that day). */
export function bookingIn(plan: StandingPlan, id: string): SlotBooking | null {
  return plan.bookings[id]?.booking ?? null;
}

/**
 * The maintenance job's check: the plan against its sources (the keys' listing, the coming
 * bookings); one a failed writer left behind is written again. Returns 1 when repaired.
 */
export async function repairStandingPlan(now = new Date()): Promise<number> {
  return (await writeFromSources(now)) ? 1 : 0;
}
