import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  FIRST_ORDER_NUMBER,
  formatOrderNumber,
  OrderSchema,
  type Order,
} from '../../lib/orders/order.ts';
import type { OrderStatus } from '../../lib/orders/status.ts';
import { recordCollection } from '../blobs/records.ts';
import { keptInInstance } from '../system/instance-memory.ts';
import { placements } from './placements.ts';

/** Orders, one record each under `orders/<id>`. */
export const orders = recordCollection({ prefix: 'orders', schema: OrderSchema });

/**
 * The idempotency index: `order-keys/<idempotencyKey>` names the order that key placed, and a
 * fingerprint of the request that placed it (a key sent again with another order is refused).
 */
const orderKeys = recordCollection({
  prefix: 'order-keys',
  schema: z.object({
    orderId: z.uuid(),
    claimedAt: z.iso.datetime(),
    requestHash: z.string().optional(),
  }),
});

/** What claiming an idempotency key gave: the order id it names and whose claim that is. */
export interface OrderKeyClaim {
  orderId: string;
  created: boolean;
  claimedAt: string;
  requestHash: string | undefined;
}

/** The admin list's date filter: `orders-by-date/<fulfilment date>/<order id>`. */
const ordersByDate = recordCollection({
  prefix: 'orders-by-date',
  schema: z.object({ orderId: z.uuid() }),
});

/** The order number counter, one shared document changed only through update(). */
const orderCounter = recordCollection({
  prefix: 'counters',
  schema: z.object({ last: z.int().positive() }),
});

const isOrderId = (id: string): boolean => z.uuid().safeParse(id).success;

/**
 * Ties an idempotency key to an order id, once (onlyIfNew). The first request gets
 * `created: true` with the id it offered; a retry gets the first request's claim: it returns
 * that order if it exists, or finishes placing it (taking stock is idempotent per order).
 */
export async function claimOrderKey(
  idempotencyKey: string,
  orderId: string,
  now = new Date(),
  requestHash?: string,
): Promise<OrderKeyClaim> {
  const { created, record } = await orderKeys.createOnce(idempotencyKey, {
    orderId,
    claimedAt: now.toISOString(),
    ...(requestHash ? { requestHash } : {}),
  });
  return { ...record, created, requestHash: record.requestHash };
}

/**
 * Points a key whose order was abandoned (its placement given back by the maintenance job) at a
 * fresh order id, so a very late retry places a new order instead of reviving holds that were
 * released. Only if the key still names `abandonedOrderId`; returns the id the key now names.
 */
export async function renewOrderKey(
  idempotencyKey: string,
  abandonedOrderId: string,
  orderId: string,
  now = new Date(),
): Promise<string> {
  const saved = await orderKeys.update(idempotencyKey, (current) => {
    if (current && current.orderId !== abandonedOrderId) return current;
    return { ...current, orderId, claimedAt: now.toISOString() };
  });
  return saved.data.orderId;
}

/**
 * How many order numbers an instance takes from the shared counter in one write: an order
 * seldom pays for the counter's read and write, and an instance that stops leaves at most this
 * many numbers unused.
 */
const ORDER_NUMBER_BLOCK = 10;

/**
 * The numbers this instance took from the counter and has not handed out yet. The counter's
 * conditional write gave them to this instance alone, so handing them out from memory never
 * repeats a number another instance uses.
 */
const numberBlock = { next: 0, last: -1 };
let takingBlock: Promise<void> | null = null;
keptInInstance(() => {
  numberBlock.next = 0;
  numberBlock.last = -1;
  takingBlock = null;
});

async function takeNumberBlock(): Promise<void> {
  const saved = await orderCounter.update('order-number', (current) => ({
    last: (current ? current.last : FIRST_ORDER_NUMBER - 1) + ORDER_NUMBER_BLOCK,
  }));
  numberBlock.next = saved.data.last - ORDER_NUMBER_BLOCK + 1;
  numberBlock.last = saved.data.last;
}

/**
 * The next order number, e.g. CK-10042: from a block of numbers this instance took from the
 * shared counter (changed through update()), so two function instances never hand out the same
 * number. Numbers rise within an instance; a failed order, or an instance that stops, leaves a
 * gap, never a repeat.
 */
export async function nextOrderNumber(): Promise<string> {
  while (numberBlock.next > numberBlock.last) {
    takingBlock ??= takeNumberBlock().finally(() => {
      takingBlock = null;
    });
    await takingBlock;
  }
  const number = numberBlock.next;
  numberBlock.next += 1;
  return formatOrderNumber(number);
}

/** A fresh order id, for claimOrderKey before anything else is written. */
export function newOrderId(): string {
  return randomUUID();
}

/** The order's id, its number and the random token its confirmation page asks for. */
export async function newOrderIdentity(
  orderId: string,
): Promise<{ id: string; number: string; accessToken: string }> {
  return {
    id: orderId,
    number: await nextOrderNumber(),
    accessToken: randomBytes(24).toString('base64url'),
  };
}

/** Writes a new order once (onlyIfNew); a second call for the same id keeps the first. */
export async function createOrderRecord(order: Order): Promise<{ order: Order; created: boolean }> {
  const { created, record } = await orders.createOnce(order.id, order);
  return { order: record, created };
}

/**
 * Adds an order to the lists staff read it from (by delivery date). Done after the shopper has
 * their answer; the order's placement stays open until it is done, so the maintenance job
 * finishes it if the instance dies first. Safe to repeat.
 */
export async function indexOrder(order: Order): Promise<void> {
  await ordersByDate.createOnce(`${order.fulfilment.date}/${order.id}`, { orderId: order.id });
}

/**
 * Moves an order in the by-date index from `fromDate` to its present date (a reschedule): the
 * new key first, then the old one goes, so the order is never missing from its day's lists.
 */
export async function reindexOrderDate(order: Order, fromDate: string): Promise<void> {
  await indexOrder(order);
  if (fromDate !== order.fulfilment.date) await ordersByDate.delete(`${fromDate}/${order.id}`);
}

/**
 * Every saved order the day's by-date keys name, its own date or not: a key left on a day the
 * order moved away from (its writer died before deleting it) is for the maintenance job to drop.
 */
export async function ordersIndexedOn(date: string): Promise<Order[]> {
  const entries = await ordersByDate.list(`${date}/`);
  const loaded = await Promise.all(entries.map(({ orderId }) => orders.get(orderId)));
  return loaded.filter((order): order is Order => order !== null);
}

/** One order, or null when there is none with that id. */
export async function getOrder(id: string): Promise<Order | null> {
  return isOrderId(id) ? orders.get(id) : null;
}

/** Whether `given` is the order's access token, compared in constant time. */
function tokenMatches(order: Order, given: string): boolean {
  const expected = Buffer.from(order.accessToken);
  const offered = Buffer.from(given);
  return expected.length === offered.length && timingSafeEqual(expected, offered);
}

/**
 * The order for the confirmation page, only with its access token. The checkout writes the
 * order record after its answer, and the shopper may follow the answer's link before it lands:
 * then the confirmed placement's order is shown, and written now (once) for the right token.
 */
export async function getOrderForShopper(id: string, accessToken: string): Promise<Order | null> {
  if (!isOrderId(id)) return null;
  const order = await orders.get(id);
  if (order) return tokenMatches(order, accessToken) ? order : null;
  const placement = await placements.get(id);
  if (placement?.state !== 'confirmed' || !placement.order) return null;
  if (!tokenMatches(placement.order, accessToken)) return null;
  return (await createOrderRecord(placement.order)).order;
}

/**
 * One day's orders (delivery or pickup date), newest first, through the `orders-by-date/<date>/`
 * index: only that day's orders are read (an order moved to another day whose old key is not
 * yet gone belongs to its new day). The admin list reads index keys instead (order-list.ts).
 */
export async function listOrders(filter: {
  date: string;
  status?: OrderStatus | undefined;
}): Promise<Order[]> {
  // The key names the order (`<date>/<order id>`): one listing, no index record read.
  const ids = await ordersByDate.listIds(`${filter.date}/`);
  const orderIds = ids.map((id) => id.slice(id.indexOf('/') + 1)).filter(isOrderId);
  const loaded = await Promise.all(orderIds.map((orderId) => orders.get(orderId)));
  return loaded
    .filter((order): order is Order => order !== null)
    .filter((order) => order.fulfilment.date === filter.date)
    .filter((order) => !filter.status || order.status === filter.status)
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt) || a.number.localeCompare(b.number));
}

/**
 * The fulfilment dates from `from` to `until` (both included) that have orders, earliest
 * first, read from the `orders-by-date/` index one month prefix at a time.
 */
export async function orderDatesBetween(from: string, until: string): Promise<string[]> {
  return [...(await indexedOrderCounts(from, until)).keys()];
}

/** The months (`YYYY-MM`) from `from`'s to `until`'s, both included. */
export function monthsBetween(from: string, until: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= until.slice(0, 7); month = nextMonth(month)) {
    months.push(month);
  }
  return months;
}

/**
 * How many orders the `orders-by-date/` index holds for each date from `from` to `until` that
 * has any, earliest first: one listing per month, no order read.
 */
export async function indexedOrderCounts(
  from: string,
  until: string,
): Promise<Map<string, number>> {
  const months = monthsBetween(from, until);
  const keys = (await Promise.all(months.map((month) => ordersByDate.listIds(`${month}-`)))).flat();
  const counts = new Map<string, number>();
  for (const date of keys.map((key) => key.slice(0, 10)).sort()) {
    if (date >= from && date <= until) counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

function nextMonth(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return number === 12
    ? `${String(year + 1)}-01`
    : `${String(year)}-${String(number + 1).padStart(2, '0')}`;
}
