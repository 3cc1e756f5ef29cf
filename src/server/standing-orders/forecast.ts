// The kitchen's four-week forecast and the prep list's standing-order part: the days' placed
// orders through the orders-by-date index (only the days with orders in the four weeks), and the
// standing orders that still send (active or paused with a date), found by their list keys.
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import { buildForecast, FORECAST_DAYS, type Forecast } from '../../lib/standing-orders/forecast.ts';
import type { PrepList } from '../../lib/orders/prep-list.ts';
import type { StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import { products } from '../catalog/catalog.ts';
import { prepListFor } from '../orders/dispatch.ts';
import { prepListsBetween } from '../orders/prep-days.ts';
import { standingDeliveryDates } from './forecast-dates.ts';
import { listedStandingRows } from './staff-standing-orders.ts';
import { standingOrders } from './standing-orders.ts';

/**
 * The standing orders that will still send something: their list keys say which (a cancelled
 * one, or one paused without a date, has no next delivery), and only those records are read.
 */
export async function sendingStandingOrders(): Promise<StandingOrder[]> {
  const rows = (await listedStandingRows()).filter((row) => row.nextDate !== null);
  const found = await Promise.all(rows.map((row) => standingOrders.get(row.id)));
  return found.filter((order): order is StandingOrder => order !== null);
}

/** Names meals by the catalog (an id when the meal is gone). */
export async function mealNamer(): Promise<(productId: string) => string> {
  const names = new Map((await products.list()).map((product) => [product.id, product.name]));
  return (productId) => names.get(productId) ?? productId;
}

/** Names the standing orders' meals; with none, the catalog is not read (placed meals are named). */
async function standingMealNamer(
  standing: readonly StandingOrder[],
): Promise<(productId: string) => string> {
  return standing.length === 0 ? (productId) => productId : mealNamer();
}

/** GET /api/admin/standing-orders/forecast: from today (NZ) for four weeks. */
export async function forecastFrom(now = new Date()): Promise<Forecast> {
  const from = nzDateOf(now);
  const until = addDays(from, FORECAST_DAYS - 1);
  const [lists, standing] = await Promise.all([
    prepListsBetween(from, until),
    sendingStandingOrders(),
  ]);
  const [nameOf, deliveryDateOf] = await Promise.all([
    standingMealNamer(standing),
    standingDeliveryDates(standing, from, until),
  ]);
  return buildForecast({
    from,
    standing,
    nameOf,
    deliveryDateOf,
    placed: lists.map((list) => ({ date: list.date, orders: list.orders, meals: list.meals })),
  });
}

/**
 * GET /api/admin/prep-list: the day's prep list, with what standing orders will add to it once
 * their orders are made (marked apart: not yet ordered). A made delivery is an order already.
 */
export async function prepListWithStanding(date: string): Promise<PrepList> {
  const [list, standing] = await Promise.all([prepListFor(date), sendingStandingOrders()]);
  const nameOf = await standingMealNamer(standing);
  // Only the deliveries due that day are looked at (one moved off it leaves it).
  const deliveryDateOf = await standingDeliveryDates(standing, date, date);
  const day = buildForecast({ from: date, placed: [], standing, nameOf, deliveryDateOf }).days.find(
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
