import {
  checkSlot,
  slotProblemMessage,
  type DatedSlot,
  type SlotInstance,
  type SlotProblem,
} from '../../lib/delivery/availability.ts';
import { isCalendarDate } from '../../lib/delivery/nz-time.ts';
import { bookOrder, slotOnItsDate, unbookOrder } from '../../lib/delivery/slot-capacity.ts';
import { isDeliveryId } from '../../lib/delivery/zones.ts';
import { bookingIdOf, reusedSlot, reusedSpecialDate, reusedZones, slotBookings } from './store.ts';

/** What a reservation attempt gives: the slot with its new count, or why it was refused. */
export type SlotReservation =
  | { ok: true; slot: SlotInstance; alreadyReserved: boolean }
  | { ok: false; reason: SlotProblem; message: string };

/** Thrown inside the booking update when the slot has no room or is closed, so nothing is written. */
class SlotRefusedError extends Error {
  readonly problem: SlotProblem;
  constructor(problem: SlotProblem, message: string) {
    super(message);
    this.name = 'SlotRefusedError';
    this.problem = problem;
  }
}

/** Order ids come from our own order code; a bad one is a bug, not a shopper's mistake. */
function assertOrderId(orderId: string): void {
  if (orderId.length === 0 || orderId.length > 100) throw new Error(`Invalid order id: ${orderId}`);
}

const refusal = (reason: SlotProblem, slot?: DatedSlot): SlotReservation => ({
  ok: false,
  reason,
  message: slotProblemMessage(reason, slot),
});

/**
 * Takes one place and the order's packs in a dated slot. Checks that the slot is a window of
 * `zoneId` on `date` (weekly or extra), that the zone, slot and day are open and the cut-off has
 * not passed, then takes place and packs together inside the booking document's atomic update,
 * where the date's own capacity, pack limit and closure are read too, so concurrent orders and
 * staff changes never overbook. Idempotent: an order that already holds the place gets it
 * again, whatever the time. `packs` is 0 for callers that hold places only.
 */
export async function reserveSlot(request: {
  date: string;
  slotId: string;
  zoneId: string;
  orderId: string;
  packs?: number;
  now?: Date;
  /** Takes the booking's follow-up (the standing plan's copy) to run after a checkout's answer. */
  followLater?: ((work: () => Promise<void>) => void) | undefined;
}): Promise<SlotReservation> {
  const { date, slotId, zoneId, orderId, packs = 0, now = new Date(), followLater } = request;
  assertOrderId(orderId);
  if (!isCalendarDate(date) || !isDeliveryId(slotId) || !isDeliveryId(zoneId)) {
    return refusal('unavailable');
  }
  const [zones, weekly, special] = await Promise.all([
    reusedZones.get(undefined),
    reusedSlot.get(slotId),
    reusedSpecialDate.get(date),
  ]);
  const zone = zones.find((candidate) => candidate.id === zoneId);
  if (!zone) return refusal('unavailable');
  const check = checkSlot(
    {
      zone,
      slots: weekly ? [weekly] : [],
      specialDates: new Map(special ? [[date, special]] : []),
    },
    { date, slotId },
    now,
  );
  if (!check.ok) {
    // Closed or past its cut-off since: an order that already holds the place keeps it.
    const existing = check.slot ? await slotBookings.get(bookingIdOf(date, slotId)) : null;
    if (check.slot && existing?.orderIds.includes(orderId)) {
      return { ok: true, slot: slotOnItsDate(check.slot, existing).slot, alreadyReserved: true };
    }
    return refusal(check.problem, check.slot);
  }
  let alreadyReserved = false;
  try {
    const saved = await slotBookings.update(
      bookingIdOf(date, slotId),
      (current) => {
        const attempt = bookOrder(current, check.slot, { orderId, packs });
        if (!attempt.ok) throw new SlotRefusedError(attempt.problem, attempt.message);
        alreadyReserved = attempt.alreadyHeld;
        return attempt.booking;
      },
      { followLater },
    );
    return { ok: true, slot: slotOnItsDate(check.slot, saved.data).slot, alreadyReserved };
  } catch (error) {
    if (error instanceof SlotRefusedError) {
      return { ok: false, reason: error.problem, message: error.message };
    }
    throw error;
  }
}

/**
 * Gives an order's place and exactly its packs back (cancelled, expired or failed orders).
 * Idempotent: releasing a place the order does not hold changes nothing. Says whether a place
 * was freed.
 */
export async function releaseSlot(request: {
  date: string;
  slotId: string;
  orderId: string;
}): Promise<{ released: boolean }> {
  const { date, slotId, orderId } = request;
  assertOrderId(orderId);
  if (!isCalendarDate(date) || !isDeliveryId(slotId)) return { released: false };
  const id = bookingIdOf(date, slotId);
  const existing = await slotBookings.get(id);
  if (!existing?.orderIds.includes(orderId)) return { released: false };
  let released = false;
  await slotBookings.update(id, (current) => {
    const next = unbookOrder(current, orderId);
    released = next !== current;
    // A document that vanished in between has nothing to give back: write it empty as it was.
    return next ?? { booked: 0, orderIds: [] };
  });
  return { released };
}
