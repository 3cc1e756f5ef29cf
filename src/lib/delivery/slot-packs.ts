import { packsBookedOf } from './slot-capacity.ts';
import type { SlotBooking } from './slots.ts';

/** What changing a booked order's packs gives: the new document, or why the slot refuses. */
export type RepackAttempt =
  { ok: true; booking: SlotBooking | null } | { ok: false; packsLeft: number; message: string };

const packsWord = (count: number) => `${String(count)} ${count === 1 ? 'pack' : 'packs'}`;

/**
 * Moves the packs an order already booked in a slot holds by `morePacks` (an order edited before
 * packing; negative gives packs back). More packs need room under the date's pack limit (its own
 * change, else `templateMaxPacks`; null is no limit); fewer are always given back. A difference,
 * not a new total, so two edits of one order at once each move only their own. The same
 * document when nothing moves; an order the document does not hold has no packs here to move.
 */
export function repackOrder(
  current: SlotBooking | null,
  templateMaxPacks: number | null,
  order: { orderId: string; morePacks: number },
): RepackAttempt {
  if (!current?.orderIds.includes(order.orderId) || order.morePacks === 0) {
    return { ok: true, booking: current };
  }
  const held = current.packs?.[order.orderId] ?? 0;
  const more = Math.max(0, held + order.morePacks) - held;
  const limit = current.override?.maxPacks ?? templateMaxPacks;
  const packsLeft = limit === null ? Infinity : Math.max(0, limit - packsBookedOf(current));
  if (more > packsLeft) {
    const left =
      packsLeft === 0
        ? 'no room for more packs'
        : `room for only ${String(packsLeft)} more ${packsLeft === 1 ? 'pack' : 'packs'}`;
    return {
      ok: false,
      packsLeft,
      message: `The order's delivery slot has ${left}; this edit adds ${packsWord(more)}.`,
    };
  }
  const packs = Object.fromEntries(
    Object.entries(current.packs ?? {}).filter(([other]) => other !== order.orderId),
  );
  if (held + more > 0) packs[order.orderId] = held + more;
  const booking: SlotBooking = { ...current };
  delete booking.packs;
  if (Object.keys(packs).length > 0) booking.packs = packs;
  return { ok: true, booking };
}

/**
 * The booking with a live order holding its place and exactly `packs` packs: set, never moved by
 * a difference, so a retry or a repair gives the same document. No limit is checked: the order
 * was confirmed with its place, and its packs are what its saved lines need. The same document
 * when nothing changes.
 */
export function withOrderPacks(
  current: SlotBooking | null,
  order: { orderId: string; packs: number },
): SlotBooking {
  const booking = current ?? { booked: 0, orderIds: [] };
  const booked = booking.orderIds.includes(order.orderId);
  if (booked && (booking.packs?.[order.orderId] ?? 0) === order.packs) return booking;
  const orderIds = booked ? booking.orderIds : [...booking.orderIds, order.orderId];
  const packs = Object.fromEntries(
    Object.entries(booking.packs ?? {}).filter(([other]) => other !== order.orderId),
  );
  if (order.packs > 0) packs[order.orderId] = order.packs;
  const next: SlotBooking = { ...booking, booked: orderIds.length, orderIds };
  delete next.packs;
  if (Object.keys(packs).length > 0) next.packs = packs;
  return next;
}
