// The kitchen's forecast: packs of each meal per delivery day for the next four weeks, from the
// orders already placed for those days plus the deliveries standing orders will make. A delivery
// a standing order has made is an order (its next date has moved past it), so none counts twice.
import { z } from 'zod';
import { addDays } from '../delivery/nz-time.ts';
import { followingDate, deliversOn, type StandingOrder } from './standing-order.ts';

/** How many days the forecast covers, today included. */
export const FORECAST_DAYS = 28;

/** One meal on one day: packs ordered, packs standing orders will order, and both together. */
export const ForecastMealSchema = z.object({
  productId: z.string(),
  name: z.string(),
  ordered: z.int().nonnegative(),
  standing: z.int().nonnegative(),
  packs: z.int().nonnegative(),
  /**
   * On a day: the meal's packs for sale now that will still be in date then (batches past their
   * best-before by that day left out). Not on the forecast's totals.
   */
  inDate: z.int().nonnegative().optional(),
});
export type ForecastMeal = z.output<typeof ForecastMealSchema>;

const TotalsShape = {
  ordered: z.int().nonnegative(),
  standing: z.int().nonnegative(),
  packs: z.int().nonnegative(),
  meals: z.array(ForecastMealSchema),
};

/** One delivery day: its orders, the standing-order deliveries still to be made, and meals. */
export const ForecastDaySchema = z.object({
  date: z.iso.date(),
  orders: z.int().nonnegative(),
  standingOrders: z.int().nonnegative(),
  ...TotalsShape,
});
export type ForecastDay = z.output<typeof ForecastDaySchema>;

/** GET /api/admin/standing-orders/forecast: days with work, and each meal's total over them. */
export const ForecastSchema = z.object({
  from: z.iso.date(),
  until: z.iso.date(),
  days: z.array(ForecastDaySchema),
  ...TotalsShape,
});
export type Forecast = z.output<typeof ForecastSchema>;

/** A day's placed orders as the prep list counts them: how many, and packs of each meal. */
export interface PlacedDay {
  date: string;
  orders: number;
  meals: readonly { productId: string; name: string; packs: number }[];
}

/** The delivery dates from `from` to `until` (both included) the standing order will send. */
export function standingDatesBetween(order: StandingOrder, from: string, until: string): string[] {
  const dates: string[] = [];
  for (let date = order.nextDate; date <= until; date = followingDate(date, order.everyWeeks)) {
    if (date >= from && deliversOn(order, date)) dates.push(date);
  }
  return dates;
}

/** Where a standing order's delivery due on `date` will go out (null: it will be skipped). */
export type DeliveryDateOf = (order: StandingOrder, date: string) => string | null;

interface Tally {
  orders: number;
  standingOrders: number;
  meals: Map<string, ForecastMeal>;
}

function addPacks(tally: Tally, productId: string, name: string, packs: number, standing: boolean) {
  const meal = tally.meals.get(productId) ?? { productId, name, ordered: 0, standing: 0, packs: 0 };
  if (standing) meal.standing += packs;
  else meal.ordered += packs;
  meal.packs += packs;
  tally.meals.set(productId, meal);
}

const byName = (a: ForecastMeal, b: ForecastMeal) =>
  a.name.localeCompare(b.name, 'en-NZ', { sensitivity: 'base' }) ||
  a.productId.localeCompare(b.productId);

function totalsOf(meals: Iterable<ForecastMeal>) {
  const sorted = [...meals].sort(byName);
  const sum = (field: 'ordered' | 'standing' | 'packs') =>
    sorted.reduce((total, meal) => total + meal[field], 0);
  return { ordered: sum('ordered'), standing: sum('standing'), packs: sum('packs'), meals: sorted };
}

/**
 * The forecast from `from` for FORECAST_DAYS days: each day with placed orders or standing-order
 * deliveries, its meals (by name) and totals, and each meal's total over the four weeks.
 * `nameOf` names a meal a standing order holds (the catalog's name; its id when gone);
 * `deliveryDateOf` moves or drops a delivery its slot will not take (as due when left out).
 */
export function buildForecast(input: {
  from: string;
  placed: readonly PlacedDay[];
  standing: readonly StandingOrder[];
  nameOf: (productId: string) => string;
  deliveryDateOf?: DeliveryDateOf;
}): Forecast {
  const until = addDays(input.from, FORECAST_DAYS - 1);
  const deliveries = input.standing.flatMap((order) =>
    standingDatesBetween(order, input.from, until).map((due) => ({
      date: input.deliveryDateOf ? input.deliveryDateOf(order, due) : due,
      items: order.items,
    })),
  );
  return forecastOfDeliveries({ ...input, deliveries });
}

/** A standing-order delivery as the forecast counts it: the day it goes out (null: skipped). */
export interface ForecastDelivery {
  date: string | null;
  items: readonly { productId: string; quantity: number }[];
}

/**
 * The forecast from the placed days and the standing-order deliveries already placed on the
 * days they will go out (buildForecast, or the due-day keys: standing-days.ts).
 */
export function forecastOfDeliveries(input: {
  from: string;
  placed: readonly PlacedDay[];
  deliveries: readonly ForecastDelivery[];
  nameOf: (productId: string) => string;
}): Forecast {
  const until = addDays(input.from, FORECAST_DAYS - 1);
  const days = new Map<string, Tally>();
  const dayOf = (date: string): Tally => {
    const found = days.get(date) ?? { orders: 0, standingOrders: 0, meals: new Map() };
    days.set(date, found);
    return found;
  };
  for (const placed of input.placed) {
    if (placed.date < input.from || placed.date > until) continue;
    const day = dayOf(placed.date);
    day.orders += placed.orders;
    for (const meal of placed.meals) addPacks(day, meal.productId, meal.name, meal.packs, false);
  }
  for (const { date, items } of input.deliveries) {
    if (date === null || date < input.from || date > until) continue;
    const day = dayOf(date);
    day.standingOrders += 1;
    for (const item of items) {
      addPacks(day, item.productId, input.nameOf(item.productId), item.quantity, true);
    }
  }
  const all: Tally = { orders: 0, standingOrders: 0, meals: new Map() };
  const dayRows = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, tally]) => {
      for (const meal of tally.meals.values()) {
        addPacks(all, meal.productId, meal.name, meal.ordered, false);
        addPacks(all, meal.productId, meal.name, meal.standing, true);
      }
      return {
        date,
        orders: tally.orders,
        standingOrders: tally.standingOrders,
        ...totalsOf(tally.meals.values()),
      };
    })
    .filter((day) => day.packs > 0 || day.orders > 0);
  return { from: input.from, until, days: dayRows, ...totalsOf(all.meals.values()) };
}
