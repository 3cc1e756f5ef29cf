// The kitchen's four-week forecast and the prep list's standing-order part: the days' placed
// orders from the prep list's day keys (prep-days.ts) and the standing orders' deliveries from
// their due-day keys (standing-days.ts), so neither reads every order or standing order.
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import type { PrepList } from '../../lib/orders/prep-list.ts';
import {
  FORECAST_DAYS,
  forecastOfDeliveries,
  type Forecast,
} from '../../lib/standing-orders/forecast.ts';
import {
  standingDayPrefixes,
  standingDeliveriesOfKeys,
  type StandingDelivery,
} from '../../lib/standing-orders/standing-days.ts';
import { retryingStore } from '../blobs/store-calls.ts';
import { inDateCounter } from '../batches/in-date-stock.ts';
import { onHandIn, stockSnapshot } from '../inventory/stock-snapshot.ts';
import { catalogueSnapshot, type CatalogueSnapshot } from '../catalog/catalogue-snapshot.ts';
import { prepListFor } from '../orders/dispatch.ts';
import { prepListsBetween } from '../orders/prep-days.ts';
import { placedStandingDeliveries } from './forecast-dates.ts';
import { bookingIn, dueKeysIn, standingPlan } from './standing-plan.ts';

/**
 * The deliveries standing orders will send from `from` to `until`, as their due-day keys say:
 * one listing for a day, one per ten days for more, never a standing order's record.
 */
export async function standingDeliveriesBetween(
  from: string,
  until: string,
): Promise<StandingDelivery[]> {
  const listed = await Promise.all(
    standingDayPrefixes(from, until).map((prefix) => retryingStore().list({ prefix })),
  );
  const keys = listed.flatMap(({ blobs }) => blobs.map((blob) => blob.key));
  return standingDeliveriesOfKeys(keys, from, until);
}

/** Names meals by the catalogue (an id when the meal is gone). */
function mealNamer(catalogue: CatalogueSnapshot): (productId: string) => string {
  const names = new Map(catalogue.products.map((product) => [product.id, product.name]));
  return (productId) => names.get(productId) ?? productId;
}

/** What standing deliveries need of the catalogue: nothing is read when none is due. */
const EMPTY_CATALOGUE: CatalogueSnapshot = {
  products: [],
  zones: [],
  slots: [],
  specialDates: [],
  sources: {},
};
const catalogueFor = (due: readonly unknown[]): Promise<CatalogueSnapshot> =>
  due.length === 0 ? Promise.resolve(EMPTY_CATALOGUE) : catalogueSnapshot();

/**
 * GET /api/admin/standing-orders/forecast: from today (NZ) for four weeks. The standing
 * deliveries and the bookings they are placed against come from the standing plan (one read),
 * whatever the standing orders, weeks and slots.
 */
export async function forecastFrom(now = new Date()): Promise<Forecast> {
  const from = nzDateOf(now);
  const until = addDays(from, FORECAST_DAYS - 1);
  const [lists, plan] = await Promise.all([prepListsBetween(from, until), standingPlan()]);
  const due = standingDeliveriesOfKeys(dueKeysIn(plan), from, until);
  const catalogue = await catalogueFor(due);
  const deliveries = await placedStandingDeliveries(due, from, catalogue, (id) =>
    Promise.resolve(bookingIn(plan, id)),
  );
  const forecast = forecastOfDeliveries({
    from,
    nameOf: mealNamer(catalogue),
    deliveries,
    placed: lists.map((list) => ({ date: list.date, orders: list.orders, meals: list.meals })),
  });
  return withPacksInDate(forecast);
}

/**
 * The forecast with each day's meals' packs in date on that day: the packs for sale now less
 * those of batches past their best-before by then, so the kitchen cooks for what will keep.
 */
async function withPacksInDate(forecast: Forecast): Promise<Forecast> {
  const ids = [...new Set(forecast.days.flatMap((day) => day.meals.map((meal) => meal.productId)))];
  if (ids.length === 0) return forecast;
  const [stock, inDate] = await Promise.all([stockSnapshot(), inDateCounter(ids)]);
  const available = new Map(ids.map((id) => [id, onHandIn(stock, id)]));
  return {
    ...forecast,
    days: forecast.days.map((day) => ({
      ...day,
      meals: day.meals.map((meal) => ({
        ...meal,
        inDate: inDate(meal.productId, available.get(meal.productId) ?? 0, day.date),
      })),
    })),
  };
}

/**
 * GET /api/admin/prep-list: the day's prep list, with what standing orders will add to it once
 * their orders are made (marked apart: not yet ordered). A made delivery is an order already.
 */
export async function prepListWithStanding(date: string): Promise<PrepList> {
  const [list, due] = await Promise.all([prepListFor(date), standingDeliveriesBetween(date, date)]);
  // Only the deliveries due that day are looked at (one moved off it leaves it).
  const catalogue = await catalogueFor(due);
  const deliveries = await placedStandingDeliveries(due, date, catalogue);
  const nameOf = mealNamer(catalogue);
  const day = forecastOfDeliveries({ from: date, placed: [], deliveries, nameOf }).days.find(
    (found) => found.date === date,
  );
  if (!day) return list;
  const meals = day.meals.map(({ productId, name, standing: packs }) => ({
    productId,
    name,
    packs,
  }));
  return {
    ...list,
    fromStandingOrders: { standingOrders: day.standingOrders, packs: day.standing, meals },
  };
}
