import { z } from 'zod';
import { compareSlots, isDayWork } from './dispatch.ts';
import { packedLinesOf, packedPacksOf, type PackableOrder } from './packed-lines.ts';
import type { OrderStatus, StatusChange } from './status.ts';

/** One meal's packs: all of them, and how many of those belong to orders not yet paid. */
export const PrepMealSchema = z.object({
  productId: z.string(),
  name: z.string(),
  packs: z.int().nonnegative(),
  unpaidPacks: z.int().nonnegative(),
});
export type PrepMeal = z.output<typeof PrepMealSchema>;

const PrepTotalsShape = {
  orders: z.int().nonnegative(),
  packs: z.int().nonnegative(),
  unpaidPacks: z.int().nonnegative(),
  meals: z.array(PrepMealSchema),
};

/** One booked slot of the day (of one zone or pickup point) and the packs its orders hold. */
export const PrepSlotSchema = z.object({
  slotId: z.string(),
  slotLabel: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  method: z.enum(['delivery', 'pickup']),
  ...PrepTotalsShape,
});
export type PrepSlot = z.output<typeof PrepSlotSchema>;

/** What standing orders will add to the day once their orders are made (not yet ordered). */
export const StandingPrepSchema = z.object({
  standingOrders: z.int().nonnegative(),
  packs: z.int().nonnegative(),
  meals: z.array(z.object({ productId: z.string(), name: z.string(), packs: z.int().positive() })),
});
export type StandingPrep = z.output<typeof StandingPrepSchema>;

/** GET /api/admin/prep-list: a delivery date's packs per meal, in all and by slot. */
export const PrepListSchema = z.object({
  date: z.iso.date(),
  ...PrepTotalsShape,
  slots: z.array(PrepSlotSchema),
  /** The route adds it: upcoming standing-order deliveries of the day, apart from the orders. */
  fromStandingOrders: StandingPrepSchema.optional(),
});
export type PrepList = z.output<typeof PrepListSchema>;

/** What the prep list needs of an order (an order record fits): refunds say what is not packed. */
export interface PrepOrder extends PackableOrder {
  status: OrderStatus;
  history: readonly StatusChange[];
  fulfilment: {
    method: 'delivery' | 'pickup';
    slotId: string;
    slotLabel: string;
    zone: { id: string; name: string };
  };
  lines: readonly { productId: string; name: string; quantity: number }[];
}

interface Tally {
  orders: number;
  meals: Map<string, PrepMeal>;
}

/** Adds what of the order will really be packed (packedLinesOf); a line refunded whole adds nothing. */
function addOrder(tally: Tally, order: PrepOrder): void {
  const unpaid = order.status === 'awaiting_payment';
  tally.orders += 1;
  for (const { productId, name, quantity } of packedLinesOf(order)) {
    if (quantity === 0) continue;
    const meal = tally.meals.get(productId) ?? { productId, name, packs: 0, unpaidPacks: 0 };
    meal.packs += quantity;
    if (unpaid) meal.unpaidPacks += quantity;
    tally.meals.set(productId, meal);
  }
}

/** A tally as the answer shows it: meals by name (en-NZ, ignoring case and macrons), sums. */
function totalsOf(tally: Tally) {
  const meals = [...tally.meals.values()].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en-NZ', { sensitivity: 'base' }) ||
      a.productId.localeCompare(b.productId),
  );
  return {
    orders: tally.orders,
    packs: meals.reduce((sum, meal) => sum + meal.packs, 0),
    unpaidPacks: meals.reduce((sum, meal) => sum + meal.unpaidPacks, 0),
    meals,
  };
}

/**
 * The kitchen's prep list for `date` from that day's orders: packs per meal in total and for
 * each booked slot (earliest first), counting the orders that are the day's work (isDayWork).
 */
export function buildPrepList(date: string, orders: readonly PrepOrder[]): PrepList {
  const slots = new Map<
    string,
    { slot: Omit<PrepSlot, keyof typeof PrepTotalsShape>; tally: Tally }
  >();
  // An order whose every pack was refunded back into stock leaves nothing to prep.
  for (const order of orders.filter(isDayWork).filter((found) => packedPacksOf(found) > 0)) {
    const { method, slotId, slotLabel, zone } = order.fulfilment;
    const key = `${zone.id}\n${slotId}`;
    const group = slots.get(key) ?? {
      slot: { slotId, slotLabel, zoneId: zone.id, zoneName: zone.name, method },
      tally: { orders: 0, meals: new Map() },
    };
    addOrder(group.tally, order);
    slots.set(key, group);
  }
  return prepListOfSlots(
    date,
    [...slots.values()].map(({ slot, tally }) => ({ ...slot, ...totalsOf(tally) })),
  );
}

/**
 * A day's prep list from its slots' totals: the slots earliest first, the day's totals their
 * sums (an order is in one slot). The prep list read from its day keys (prep-days.ts) is built
 * by this same function, so both give the same list.
 */
export function prepListOfSlots(date: string, slots: readonly PrepSlot[]): PrepList {
  const day: Tally = { orders: 0, meals: new Map() };
  for (const slot of slots) {
    day.orders += slot.orders;
    for (const meal of slot.meals) {
      const sum = day.meals.get(meal.productId) ?? { ...meal, packs: 0, unpaidPacks: 0 };
      sum.packs += meal.packs;
      sum.unpaidPacks += meal.unpaidPacks;
      day.meals.set(meal.productId, sum);
    }
  }
  return {
    date,
    ...totalsOf(day),
    slots: [...slots]
      .sort((a, b) => compareSlots(a, b) || a.zoneName.localeCompare(b.zoneName))
      .map((slot) => ({
        ...slot,
        ...totalsOf({ orders: slot.orders, meals: mealMap(slot.meals) }),
      })),
  };
}

const mealMap = (meals: readonly PrepMeal[]) =>
  new Map(meals.map((meal) => [meal.productId, { ...meal }]));
