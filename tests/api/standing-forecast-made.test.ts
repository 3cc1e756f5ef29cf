// The staff forecast against the orders the standing-order job really makes (issue 25, "the
// forecast equals the sum of the orders it predicts"): standing orders started at checkout, one
// date skipped, one day closed (that delivery moves), the forecast taken, then the job's clock
// moved to one minute after each change-by time in the four weeks; the stored orders then add
// up, day by day and meal by meal, to it.
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/admin-standing-orders.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import { datedSlot } from '../../src/lib/delivery/availability.ts';
import { addDays, isoWeekdayOf } from '../../src/lib/delivery/nz-time.ts';
import type { Slot } from '../../src/lib/delivery/slots.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import type { Forecast } from '../../src/lib/standing-orders/forecast.ts';
import {
  changeByOf,
  followingDate,
  nextSendingDate,
  type StandingOrder,
} from '../../src/lib/standing-orders/standing-order.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { deliverySlots, specialDates } from '../../src/server/delivery/store.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import {
  saveStandingOrder,
  standingOrders,
} from '../../src/server/standing-orders/standing-orders.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { papamoaOrderRequest } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(async () => {
  await seedShop();
  for (const productId of ['beef-bolognese', 'super-veg-sauce', 'butter-chicken']) {
    await setStockLevel(productId, 500);
  }
  // Room for every delivery in every weekly Papamoa window, so nothing is moved or skipped.
  for (const slot of await deliverySlots.list()) {
    await deliverySlots.update(slot.id, (current) => ({
      ...(current ?? slot),
      capacity: 200,
      maxPacks: 2000,
    }));
  }
});

type Items = { productId: string; quantity: number }[];

/** The open weekly Papamoa windows, one per weekday, soonest first. */
async function weeklyPapamoaWindows(): Promise<{ date: string; slot: Slot }[]> {
  const options = await deliveryOptions({ postcode: '3118' });
  const found: { date: string; slot: Slot }[] = [];
  for (const day of options.days) {
    for (const open of day.slots) {
      const slot = await deliverySlots.get(open.slotId);
      if (!slot || found.some((seen) => isoWeekdayOf(seen.date) === isoWeekdayOf(day.date))) {
        continue;
      }
      found.push({ date: day.date, slot });
    }
  }
  return found;
}

/** Places an order through POST /api/orders (a standing one when `everyWeeks` is given). */
async function checkout(
  window: { date: string; slot: Slot },
  items: Items,
  everyWeeks?: 1 | 2 | 4,
): Promise<string> {
  const body = papamoaOrderRequest(
    { date: window.date, slotId: window.slot.id },
    {
      items,
      customer: {
        name: 'Aroha Tane',
        email: `forecast-${String(everyWeeks ?? 0)}-${window.date}@example.co.nz`,
        phone: '021 123 4567',
      },
      ...(everyWeeks ? { standing: { everyWeeks, whenUnavailable: 'next_slot' } } : {}),
    },
  );
  const placed = await call(ordersHandler, '/api/orders', { json: body });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return (placed.body as { id: string }).id;
}

async function stored(id: string): Promise<StandingOrder> {
  const found = await standingOrders.get(id);
  if (!found) throw new Error(`No standing order ${id}`);
  return found;
}

/** Every stored order, whoever placed it. */
async function allOrders(): Promise<Order[]> {
  const all = await Promise.all((await orders.listIds()).map((id) => orders.get(id)));
  return all.filter((order): order is Order => order !== null);
}

describe('the forecast against the orders the job makes', () => {
  const started: { id: string; slot: Slot; everyWeeks: 1 | 2 | 4; items: Items }[] = [];
  let skipped = '';
  let closed = '';

  beforeAll(async () => {
    const windows = await weeklyPapamoaWindows();
    const [first, second, third] = windows;
    if (!first || !second || !third) throw new Error('Fewer than three weekly Papamoa windows');
    const plans: { window: typeof first; everyWeeks: 1 | 2 | 4; items: Items }[] = [
      {
        window: first,
        everyWeeks: 1,
        items: [
          { productId: 'beef-bolognese', quantity: 2 },
          { productId: 'super-veg-sauce', quantity: 1 },
        ],
      },
      { window: second, everyWeeks: 2, items: [{ productId: 'butter-chicken', quantity: 3 }] },
      {
        window: third,
        everyWeeks: 4,
        items: [
          { productId: 'super-veg-sauce', quantity: 2 },
          { productId: 'beef-bolognese', quantity: 1 },
        ],
      },
    ];
    for (const plan of plans) {
      const id = await checkout(plan.window, plan.items, plan.everyWeeks);
      started.push({ id, slot: plan.window.slot, everyWeeks: plan.everyWeeks, items: plan.items });
    }
    // A plain order on the weekly one's first day, too.
    await checkout(first, [{ productId: 'butter-chicken', quantity: 2 }]);
    // The weekly one skips its second delivery.
    const weekly = await stored(started[0]?.id ?? '');
    skipped = followingDate(weekly.nextDate, 1);
    await saveStandingOrder(weekly.id, (current) => ({ ...current, skipDates: [skipped] }));
    // The kitchen is closed on the fortnightly one's next delivery: it moves to the next open slot.
    const fortnightly = await stored(started[1]?.id ?? '');
    closed = fortnightly.nextDate;
    await specialDates.createOnce(closed, {
      date: closed,
      kind: 'closed',
      note: 'Kitchen closed',
      zoneIds: [second.slot.zoneId],
    });
  });

  it('equals, day by day and meal by meal, the orders placed and made in its four weeks', async () => {
    const answer = await call(handler, '/api/admin/standing-orders/forecast', {
      headers: team.admin,
    });
    expect(answer.status).toBe(200);
    const forecast = answer.body as Forecast;
    expect(forecast.until).toBe(addDays(forecast.from, 27));
    expect(forecast.standing).toBeGreaterThan(0);

    // The job, one minute after each next delivery's change-by time, until the window is done.
    const changeByInWindow = async (entry: (typeof started)[number]) => {
      const date = nextSendingDate(await stored(entry.id));
      if (date === null || date > forecast.until) return null;
      return Date.parse(changeByOf(datedSlot(entry.slot, date).cutoffAt));
    };
    let runs = 0;
    for (;;) {
      const due = (await Promise.all(started.map(changeByInWindow))).filter(
        (at): at is number => at !== null,
      );
      if (due.length === 0) break;
      runs += 1;
      expect(runs, 'the job keeps finding the same delivery').toBeLessThan(12);
      const report = await runStandingOrders({
        now: new Date(Math.min(...due) + 60_000),
        origin: SITE_ORIGIN,
      });
      expect(report.failed).toEqual([]);
      expect(report.busy).toEqual([]);
    }
    expect(runs).toBeGreaterThan(1);

    const all = await allOrders();
    const live = all.filter((order) => order.status !== 'cancelled' && order.status !== 'refunded');
    const sum = new Map<string, number>();
    for (const order of live) {
      const date = order.fulfilment.date;
      if (date < forecast.from || date > forecast.until) continue;
      for (const line of order.lines) {
        const key = `${date} ${line.productId}`;
        sum.set(key, (sum.get(key) ?? 0) + line.quantity);
      }
    }
    const predicted = new Map<string, number>();
    for (const day of forecast.days) {
      for (const meal of day.meals) predicted.set(`${day.date} ${meal.productId}`, meal.packs);
    }
    expect(Object.fromEntries(sum)).toEqual(Object.fromEntries(predicted));

    // Each standing order made each of its dates in the window once, on that date, skipping one.
    for (const entry of started) {
      const made = all.filter(
        (order) => order.standingOrder?.id === entry.id && order.id !== entry.id,
      );
      const dueDates = made.map((order) => order.standingOrder?.dueDate ?? '');
      expect(new Set(dueDates).size, `${entry.id} made a date twice`).toBe(dueDates.length);
      for (const order of made) {
        const dueDate = order.standingOrder?.dueDate ?? '';
        if (dueDate === closed) expect(order.fulfilment.date > closed).toBe(true);
        else expect(order.fulfilment.date).toBe(dueDate);
      }
      const expected: string[] = [];
      const firstOrder = all.find((order) => order.id === entry.id);
      const firstDate = firstOrder?.fulfilment.date ?? '';
      for (
        let date = followingDate(firstDate, entry.everyWeeks);
        date <= forecast.until;
        date = followingDate(date, entry.everyWeeks)
      ) {
        if (date !== skipped) expected.push(date);
      }
      expect(dueDates.sort()).toEqual(expected);
      for (const order of made) {
        expect(order.lines.map((line) => [line.productId, line.quantity])).toEqual(
          entry.items.map((item) => [item.productId, item.quantity]),
        );
      }
    }
    const weeklyMade = all.filter((order) => order.standingOrder?.id === started[0]?.id);
    expect(weeklyMade.some((order) => order.fulfilment.date === skipped)).toBe(false);
    expect(all.some((order) => order.fulfilment.date === closed)).toBe(false);
  });
});
