// The rules of one dated slot's booking document: places and packs taken together, given back
// exactly, and one date's change to the template that never drops below what is booked.
import { withBookings, type DatedSlot, type SlotInstance } from './availability.ts';
import { storedOverride, type SlotDateChange } from './slot-dates.ts';
import type { SlotBooking } from './slots.ts';

/** The booking document of a dated slot nobody has booked or changed yet. */
export const EMPTY_BOOKING: SlotBooking = { booked: 0, orderIds: [] };

/** The packs the orders in a booking hold between them. */
export function packsBookedOf(booking: SlotBooking | null): number {
  return Object.values(booking?.packs ?? {}).reduce((sum, packs) => sum + packs, 0);
}

/**
 * A dated slot as it stands on its date: the date's capacity and pack limit where staff changed
 * them, its bookings counted, and whether staff closed it on that date.
 */
export function slotOnItsDate(
  slot: DatedSlot,
  booking: SlotBooking | null,
): { slot: SlotInstance; closedOnDate: boolean } {
  const override = booking?.override;
  const dated: DatedSlot = {
    ...slot,
    capacity: override?.capacity ?? slot.capacity,
    maxPacks: override?.maxPacks ?? slot.maxPacks,
  };
  return {
    slot: withBookings(dated, booking?.booked ?? 0, packsBookedOf(booking)),
    closedOnDate: override?.closed === true,
  };
}

/** What trying to book an order into a slot gives: the new document, or why not. */
export type BookingAttempt =
  | { ok: true; booking: SlotBooking; slot: SlotInstance; alreadyHeld: boolean }
  | { ok: false; problem: 'closed' | 'full'; message: string };

const packsWord = (count: number) => `${count} ${count === 1 ? 'pack' : 'packs'}`;

/**
 * Books an order's place and its packs together, or neither. An order that already holds a
 * place gets the very document back (so nothing is written): repeats are idempotent.
 */
export function bookOrder(
  current: SlotBooking | null,
  slot: DatedSlot,
  order: { orderId: string; packs: number },
): BookingAttempt {
  const booking = current ?? EMPTY_BOOKING;
  const today = slotOnItsDate(slot, booking);
  if (booking.orderIds.includes(order.orderId)) {
    return { ok: true, booking, slot: today.slot, alreadyHeld: true };
  }
  if (today.closedOnDate) {
    return { ok: false, problem: 'closed', message: 'This delivery slot is closed.' };
  }
  if (today.slot.remaining <= 0) {
    return { ok: false, problem: 'full', message: 'This delivery slot is full.' };
  }
  const packsLeft = today.slot.packsRemaining;
  if (packsLeft !== null && order.packs > packsLeft) {
    const message =
      packsLeft === 0
        ? 'This delivery slot is full.'
        : `This delivery slot has room for only ${packsWord(packsLeft)}; your order has ${packsWord(order.packs)}. Choose another slot.`;
    return { ok: false, problem: 'full', message };
  }
  const next: SlotBooking = {
    ...booking,
    booked: booking.booked + 1,
    orderIds: [...booking.orderIds, order.orderId],
  };
  if (order.packs > 0) next.packs = { ...booking.packs, [order.orderId]: order.packs };
  return { ok: true, booking: next, slot: slotOnItsDate(slot, next).slot, alreadyHeld: false };
}

/** Gives an order's place and exactly its packs back; the same document if it held none. */
export function unbookOrder(current: SlotBooking | null, orderId: string): SlotBooking | null {
  if (!current?.orderIds.includes(orderId)) return current;
  const { packs = {}, ...rest } = current;
  const orderIds = current.orderIds.filter((held) => held !== orderId);
  const kept = Object.fromEntries(Object.entries(packs).filter(([held]) => held !== orderId));
  return {
    ...rest,
    booked: orderIds.length,
    orderIds,
    ...(Object.keys(kept).length > 0 ? { packs: kept } : {}),
  };
}

/** What changing one date of a slot gives: the new document, or the fields it would break. */
export type DateChangeAttempt =
  | { ok: true; booking: SlotBooking }
  | { ok: false; errors: Partial<Record<'capacity' | 'maxPacks', string>> };

/**
 * Sets one date's change to the weekly template (`{}` goes back to the template). Refused when
 * the date's capacity would fall below the orders booked, or its pack limit below their packs.
 */
export function changeDate(
  current: SlotBooking | null,
  template: { capacity: number; maxPacks: number | null },
  change: SlotDateChange,
): DateChangeAttempt {
  const booking = current ?? EMPTY_BOOKING;
  const errors: Partial<Record<'capacity' | 'maxPacks', string>> = {};
  const capacity = change.capacity ?? template.capacity;
  if (capacity < booking.booked) {
    errors.capacity = `${String(booking.booked)} orders are already booked on this date, so the capacity cannot go below ${String(booking.booked)}.`;
  }
  const maxPacks = change.maxPacks ?? template.maxPacks;
  const packsBooked = packsBookedOf(booking);
  if (maxPacks !== null && maxPacks < packsBooked) {
    errors.maxPacks = `${packsWord(packsBooked)} are already booked on this date, so the most packs cannot go below ${String(packsBooked)}.`;
  }
  if (errors.capacity ?? errors.maxPacks) return { ok: false, errors };
  const next: SlotBooking = { booked: booking.booked, orderIds: booking.orderIds };
  if (booking.packs) next.packs = booking.packs;
  const override = storedOverride(change);
  if (override) next.override = override;
  return { ok: true, booking: next };
}
