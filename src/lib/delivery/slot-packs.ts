import { packsBookedOf } from './slot-capacity.ts';
import type { SlotBooking } from './slots.ts';

/** What changing a booked order's packs gives: the new document, or why the slot refuses. */
export type RepackAttempt =
  { ok: true; booking: SlotBooking | null } | { ok: false; packsLeft: number; message: string };

const packsWord = (count: number) => `${String(count)} ${count === 1 ? 'pack' : 'packs'}`;

/**
 * Sets the packs an order already booked in a slot holds (an order edited before packing). More
 * packs need room under the date's pack limit (its own change, else `templateMaxPacks`; null is
 * no limit); fewer are always given back. The same document when nothing changes, so a repeat
 * writes nothing; an order the document does not hold has no packs here to change.
 */
export function repackOrder(
  current: SlotBooking | null,
  templateMaxPacks: number | null,
  order: { orderId: string; packs: number },
): RepackAttempt {
  if (!current?.orderIds.includes(order.orderId)) return { ok: true, booking: current };
  const held = current.packs?.[order.orderId] ?? 0;
  if (held === order.packs) return { ok: true, booking: current };
  const limit = current.override?.maxPacks ?? templateMaxPacks;
  const packsLeft = limit === null ? Infinity : Math.max(0, limit - packsBookedOf(current));
  const more = order.packs - held;
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
    Object.entries(current.packs ?? {}).filter(([held]) => held !== order.orderId),
  );
  if (order.packs > 0) packs[order.orderId] = order.packs;
  const booking: SlotBooking = { ...current };
  delete booking.packs;
  if (Object.keys(packs).length > 0) booking.packs = packs;
  return { ok: true, booking };
}
