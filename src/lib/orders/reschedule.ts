// Moving an order to another date, slot or way of handing it over (issue 24): which orders may
// move, what the request and the answers look like, and the money that follows the move.
import { z } from 'zod';
import { OptionDaySchema, ZoneSummarySchema } from '../delivery/options.ts';
import { CalendarDateSchema } from '../delivery/slots.ts';
import { orderBalance } from './money-ledger.ts';
import type { Order, OrderFulfilment } from './order.ts';
import type { BookedPlace } from './order-moves.ts';
import {
  deliveryFor,
  gstIncludedIn,
  OrderTotalsSchema,
  type OrderTotals,
  type ZoneFeeRules,
} from './pricing.ts';
import type { Address } from './request.ts';
import { OrderDateSchema, SlotIdSchema } from './request.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from './status.ts';

/** The states from which an order may still move: nothing is packed or handed over yet. */
export const RESCHEDULABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'paid'];

/** Why an order in `status` cannot move, in words staff act on, or null when it can. */
export function rescheduleRefusal(status: OrderStatus): string | null {
  if (RESCHEDULABLE_STATUSES.includes(status)) return null;
  return `The order is ${ORDER_STATUS_LABELS[status].toLowerCase()}, so it can no longer be moved.`;
}

/** POST /api/admin/orders/{id}/reschedule: the new place, and the place staff saw it in. */
export const RescheduleRequestSchema = z.object({
  method: z.enum(['delivery', 'pickup'], { error: 'Choose delivery or pickup' }),
  date: OrderDateSchema,
  slotId: SlotIdSchema,
  /** The slot the order was in when staff chose: if it moved since, 409. */
  expected: z.object({ date: OrderDateSchema, slotId: SlotIdSchema }).optional(),
});
export type RescheduleRequest = z.output<typeof RescheduleRequestSchema>;

/** POST /api/admin/orders/reschedule: the orders of a day being closed, moved to another date. */
export const BulkRescheduleRequestSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: 'Each order must be named by its id' }))
    .min(1, 'Choose at least one order')
    .max(200, 'Move at most 200 orders at once'),
  date: CalendarDateSchema,
});
export type BulkRescheduleRequest = z.output<typeof BulkRescheduleRequestSchema>;

/** What a bulk move did: each order moved with its new slot, each refused one with its reason. */
export const BulkRescheduleResultSchema = z.object({
  moved: z.array(z.object({ id: z.uuid(), number: z.string(), slotLabel: z.string() })),
  refused: z.array(z.object({ id: z.uuid(), number: z.string().nullable(), message: z.string() })),
});
export type BulkRescheduleResult = z.output<typeof BulkRescheduleResultSchema>;

/** The money of the order if handed over one way: its totals and what is due or over-paid. */
export const MovedMoneySchema = z.object({
  totals: OrderTotalsSchema,
  dueCents: z.int().nonnegative(),
  overpaidCents: z.int().nonnegative(),
});
export type MovedMoney = z.output<typeof MovedMoneySchema>;

/** One way of handing the order over, its zone and its open days with room for its packs. */
export const RescheduleChoiceSchema = z.object({
  zone: ZoneSummarySchema,
  days: z.array(OptionDaySchema),
  money: MovedMoneySchema,
});

/** GET /api/admin/orders/{id}/reschedule-options: where the order may move to. */
export const RescheduleOptionsSchema = z.object({
  packs: z.int().nonnegative(),
  /** Null when it cannot move (with `refusal`), or has no address in a delivery zone. */
  delivery: RescheduleChoiceSchema.nullable(),
  pickup: RescheduleChoiceSchema.extend({ pickupAddress: z.string() }).nullable(),
  refusal: z.string().nullable(),
});
export type RescheduleOptions = z.output<typeof RescheduleOptionsSchema>;

/** The packs an order holds in its slot (the pack limit counts them). */
export function packsOf(order: Pick<Order, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The order's place as a move records it. */
export function bookedPlaceOf(fulfilment: OrderFulfilment): BookedPlace {
  return {
    method: fulfilment.method,
    zoneId: fulfilment.zone.id,
    zoneName: fulfilment.zone.name,
    date: fulfilment.date,
    slotId: fulfilment.slotId,
    slotLabel: fulfilment.slotLabel,
    ...(fulfilment.method === 'delivery' ? { address: fulfilment.address } : {}),
  };
}

/** The address the order would be delivered to: its own, or the one it had before pickup. */
export function deliveryAddressOf(order: Pick<Order, 'fulfilment' | 'moves'>): Address | null {
  if (order.fulfilment.method === 'delivery') return order.fulfilment.address;
  return order.moves.findLast((move) => move.from.address)?.from.address ?? null;
}

/** The order's fulfilment after a move to `place` (its address given for delivery). */
export function movedFulfilment(place: BookedPlace, address: Address | null): OrderFulfilment {
  const booked = {
    zone: { id: place.zoneId, name: place.zoneName },
    date: place.date,
    slotId: place.slotId,
    slotLabel: place.slotLabel,
  };
  if (place.method === 'pickup') return { method: 'pickup', ...booked };
  if (!address) throw new Error('A delivery needs an address');
  return { method: 'delivery', address, ...booked };
}

/**
 * The order's totals when handed over in `zone` (null: pickup): its own line prices and
 * discount kept, the delivery fee and GST worked out again by the checkout's rules.
 */
export function totalsForZone(
  totals: OrderTotals,
  zone: ZoneFeeRules | null,
  freeDeliveryByPromo: boolean,
): OrderTotals {
  const goodsCents = totals.subtotalCents - totals.discountCents;
  const delivery = deliveryFor(goodsCents, zone, freeDeliveryByPromo);
  const totalCents = goodsCents + delivery.deliveryFeeCents;
  const minimumOrderCents = zone?.minimumOrderCents ?? 0;
  return {
    ...totals,
    ...delivery,
    totalCents,
    gstCents: gstIncludedIn(totalCents),
    minimumOrderCents,
    meetsMinimum: goodsCents >= minimumOrderCents,
  };
}

type MoneyOrder = Pick<Order, 'history' | 'payment' | 'totals' | 'edits' | 'moves' | 'refunds'>;

/**
 * Whether a move keeps the order's totals as they are: handed over the same way in the same
 * zone, only the time changes (a fee the zone changed since the order was placed stays its own).
 */
export function keepsTotals(
  fulfilment: Pick<OrderFulfilment, 'method' | 'zone'>,
  method: 'delivery' | 'pickup',
  zoneId: string,
): boolean {
  return fulfilment.method === method && fulfilment.zone.id === zoneId;
}

/**
 * The money of an order moved into `zone` (null: pickup), as the dialog shows it; `keep` keeps
 * its totals (see keepsTotals).
 */
export function movedMoney(
  order: MoneyOrder,
  zone: ZoneFeeRules | null,
  freeDeliveryByPromo: boolean,
  keep = false,
): MovedMoney {
  const totals = keep ? order.totals : totalsForZone(order.totals, zone, freeDeliveryByPromo);
  const { dueCents, overpaidCents } = orderBalance(order, totals.totalCents);
  return { totals, dueCents, overpaidCents };
}

/** Whether a move would leave the order where it is. */
export function samePlace(
  a: Pick<BookedPlace, 'date' | 'slotId'>,
  b: Pick<BookedPlace, 'date' | 'slotId'>,
): boolean {
  return a.date === b.date && a.slotId === b.slotId;
}
