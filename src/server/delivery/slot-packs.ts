import { isoWeekdayOf } from '../../lib/delivery/nz-time.ts';
import { isCalendarDate } from '../../lib/delivery/nz-time.ts';
import { repackOrder, withOrderPacks } from '../../lib/delivery/slot-packs.ts';
import { unbookOrder } from '../../lib/delivery/slot-capacity.ts';
import { bookingIdOf, deliverySlots, slotBookings, specialDates } from './store.ts';

/** Thrown inside the booking update when the slot has no room, so nothing is written. */
class RepackRefusedError extends Error {}

/**
 * The weekly pack limit of the window an order booked; null when it has none: an extra-day
 * window (they carry no pack limit of their own), or a window removed since it was booked.
 */
async function templateMaxPacks(date: string, slotId: string): Promise<number | null> {
  const [weekly, special] = await Promise.all([deliverySlots.get(slotId), specialDates.get(date)]);
  const extra = special?.kind === 'extra' && special.slots?.some((window) => window.id === slotId);
  if (extra || weekly?.weekday !== isoWeekdayOf(date)) return null;
  return weekly.maxPacks ?? null;
}

/** Whether the order's slot now carries its new packs, or the slot's reason why not. */
export type SlotPacksChange = { ok: true } | { ok: false; message: string };

/**
 * Raises the packs an order holds in its booked slot to `packs` (an edit before packing, before
 * its order write), inside the booking document's atomic update, where the date's pack limit and
 * the other orders' packs are read, so concurrent orders and edits never overbook. A new total,
 * never a difference, so a retried edit books nothing twice; it never lowers (syncOrderSlot sets
 * the packs from the order once it is saved).
 */
export async function raiseSlotPacks(request: {
  date: string;
  slotId: string;
  orderId: string;
  packs: number;
}): Promise<SlotPacksChange> {
  const { date, slotId, orderId, packs } = request;
  const id = bookingIdOf(date, slotId);
  const existing = await slotBookings.get(id);
  if (!existing?.orderIds.includes(orderId)) return { ok: true };
  if ((existing.packs?.[orderId] ?? 0) >= packs) return { ok: true };
  const limit = await templateMaxPacks(date, slotId);
  try {
    await slotBookings.update(id, (current) => {
      const morePacks = Math.max(0, packs - (current?.packs?.[orderId] ?? 0));
      const attempt = repackOrder(current, limit, { orderId, morePacks });
      if (!attempt.ok) throw new RepackRefusedError(attempt.message);
      return attempt.booking ?? { booked: 0, orderIds: [] };
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof RepackRefusedError) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * Sets a saved order's place and packs in its slot: a live order that holds its place holds
 * exactly `packs`, a given-back one holds nothing. A live order missing its place gets it back
 * only with `addPlace` (the maintenance job's repair of the coming days): a writer never books,
 * since a move in flight may hold its order's place elsewhere. Says whether the booking changed.
 * Idempotent: a document already right is not written.
 */
export async function syncOrderSlot(booking: {
  date: string;
  slotId: string;
  orderId: string;
  packs: number | null;
  addPlace?: boolean | undefined;
}): Promise<boolean> {
  const { date, slotId, orderId, packs, addPlace = false } = booking;
  if (!isCalendarDate(date)) return false;
  const id = bookingIdOf(date, slotId);
  const existing = await slotBookings.get(id);
  const wanted = (current: typeof existing) => {
    if (packs === null) return unbookOrder(current, orderId);
    if (!addPlace && !current?.orderIds.includes(orderId)) return current;
    return withOrderPacks(current, { orderId, packs });
  };
  if (wanted(existing) === existing) return false;
  if (packs === null && !existing) return false;
  let changed = false;
  await slotBookings.update(id, (current) => {
    const next = wanted(current);
    changed = next !== current;
    return next ?? { booked: 0, orderIds: [] };
  });
  return changed;
}
