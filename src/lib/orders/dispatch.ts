// What a delivery day's work is made of, shared by the prep list, the run sheet and the slips.
import { holdEffectOf, type OrderStatus, type StatusChange } from './status.ts';

/**
 * Whether an order is part of its day's work (prepped, packed, delivered). Every live order
 * counts, awaiting payment included: the kitchen preps unpaid bank transfers too, because most
 * are paid before the day and the packs must be ready when they are. Cancelled orders never
 * count; a refunded order counts only if its goods had already left the shop (refunded after
 * going out for delivery, delivered or collected). One refunded while paid or packed gave its
 * stock back, so it is no longer made.
 */
export function isDayWork(order: {
  status: OrderStatus;
  history: readonly StatusChange[];
}): boolean {
  if (order.status === 'cancelled') return false;
  if (order.status !== 'refunded') return true;
  const refund = order.history.findLast((change) => change.to === 'refunded');
  return refund?.from ? holdEffectOf(refund.from, 'refunded') === 'goods_gone' : false;
}

/** What the screens say about which orders a day's lists include. */
export const DAY_WORK_RULE =
  'Includes every order for the day that is not cancelled, awaiting payment too (the kitchen preps unpaid bank transfers so they are ready once paid). Refunded orders count only if their meals had already left the kitchen.';

const TIME_IN_LABEL = /(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\b/i;

/**
 * Minutes after midnight at which a booked slot starts, read from its label as the order keeps
 * it ("Tue 24 Nov, 4:00pm–6:00pm" → 960): the booked window, even if the weekly slot was
 * changed since. Null when the label holds no time.
 */
export function slotStartMinutes(slotLabel: string): number | null {
  const match = TIME_IN_LABEL.exec(slotLabel);
  if (!match) return null;
  const hour12 = Number(match[1]) % 12;
  const minute = Number(match[2] ?? '0');
  if (hour12 > 11 || minute > 59) return null;
  return (match[3]?.toLowerCase() === 'p' ? hour12 + 12 : hour12) * 60 + minute;
}

/** A booked slot as the day lists group by it. */
export interface BookedSlot {
  slotId: string;
  slotLabel: string;
}

/** Slots in the order of the day: earliest start first, then by label and id. */
export function compareSlots(a: BookedSlot, b: BookedSlot): number {
  const startA = slotStartMinutes(a.slotLabel) ?? Number.MAX_SAFE_INTEGER;
  const startB = slotStartMinutes(b.slotLabel) ?? Number.MAX_SAFE_INTEGER;
  return (
    startA - startB || a.slotLabel.localeCompare(b.slotLabel) || a.slotId.localeCompare(b.slotId)
  );
}

/** Packs in an order: the quantities of its lines added up. */
export function packsOf(order: { lines: readonly { quantity: number }[] }): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}
