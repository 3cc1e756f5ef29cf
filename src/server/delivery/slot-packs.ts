import { isoWeekdayOf } from '../../lib/delivery/nz-time.ts';
import { repackOrder } from '../../lib/delivery/slot-packs.ts';
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
 * Moves the packs an order holds in its booked slot by `morePacks` (an edit before packing;
 * negative gives back), inside the booking document's atomic update, where the date's pack limit
 * and the other orders' packs are read, so concurrent orders and edits never overbook.
 */
export async function changeSlotPacks(request: {
  date: string;
  slotId: string;
  orderId: string;
  morePacks: number;
}): Promise<SlotPacksChange> {
  const { date, slotId, orderId, morePacks } = request;
  const id = bookingIdOf(date, slotId);
  const existing = await slotBookings.get(id);
  if (!existing?.orderIds.includes(orderId) || morePacks === 0) return { ok: true };
  const limit = await templateMaxPacks(date, slotId);
  try {
    await slotBookings.update(id, (current) => {
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
