import { z } from 'zod';
import { cutToBytes, fromKeySafe, toKeySafe, utf8Length } from '../key-text.ts';
import type { Order } from './order.ts';
import { OrderDateSchema, PaymentMethodSchema } from './request.ts';
import { OrderStatusSchema } from './status.ts';

/**
 * The admin orders list reads index keys, never orders:
 * `order-list/<half-month>/<sort>~<facts>~<slot>/<person>`, one
 * key per order, whose parts carry everything a list row shows or is filtered and searched by.
 * Keys list in ascending order, so the half-month and the time are inverted: the newest comes
 * first. Listing one folder's keys is one Blobs call, so the first page costs two or three calls however
 * many orders the shop has. Each part stays under 255 bytes (a file name in the local store) and
 * the key under Netlify's 600: the free-text fields are cut to a byte budget and encoded.
 */
export const ORDER_LIST_PREFIX = 'order-list';

/** What one row of the orders list shows. */
export const OrderListRowSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  placedAt: z.iso.datetime(),
  status: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema,
  method: z.enum(['delivery', 'pickup']),
  date: OrderDateSchema,
  zoneId: z.string(),
  slotId: z.string(),
  slotLabel: z.string(),
  packs: z.int().nonnegative(),
  totalCents: z.int().nonnegative(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type OrderListRow = z.output<typeof OrderListRowSchema>;

/**
 * Byte budgets of the free-text fields (UTF-8, before encoding), so every key fits whatever
 * shoppers type: with base64url's 4/3 the key stays under 590 bytes, each part under 255.
 */
const BUDGET = { slotLabel: 40, customerName: 60, email: 96, phone: 24 } as const;
/** Zone and slot ids are plain slugs (zone ids at most 60); cut in case one is ever longer. */
const ID_BUDGET = { zoneId: 60, slotId: 80 } as const;

/** The most bytes of one key part: a file name in the local store. */
const MOST_PART_BYTES = 250;
const LATEST_MS = 9_999_999_999_999;
const LATEST_MS_DIGITS = 13;
const LATEST_HALF_MONTH = 9_999_999;
/** The length of a folder's name. */
export const FOLDER_DIGITS = 7;

/**
 * The inverted half-month folder of a placement time (days 1-15 and 16 on, UTC): newer halves
 * sort first. Half a month keeps a busy shop's folder small to list (some 140 keys at 10,000
 * orders in three years) and still fills the first page of 50 from one folder.
 */
export function folderOf(placedAt: string): string {
  const month = Number(placedAt.slice(0, 4)) * 100 + Number(placedAt.slice(5, 7));
  const half = Number(placedAt.slice(8, 10)) <= 15 ? 0 : 1;
  return String(LATEST_HALF_MONTH - (month * 2 + half)).padStart(FOLDER_DIGITS, '0');
}

/** When a folder begins, `YYYY-MM-01` or `YYYY-MM-16`. */
export function firstDayOfFolder(folder: string): string {
  const halves = LATEST_HALF_MONTH - Number(folder);
  const month = Math.floor(halves / 2);
  const year = String(Math.floor(month / 100)).padStart(4, '0');
  return `${year}-${String(month % 100).padStart(2, '0')}-${halves % 2 === 0 ? '01' : '16'}`;
}

/** The part of an order's key that never changes: inverted placement time and its id. */
export function sortPartOf(order: Pick<Order, 'id' | 'placedAt'>): string {
  const inverted = LATEST_MS - Date.parse(order.placedAt);
  return `${String(inverted).padStart(LATEST_MS_DIGITS, '0')}-${order.id}`;
}

/** The row an order shows in the list. */
export function orderListRowOf(order: Order): OrderListRow {
  return {
    id: order.id,
    number: order.number,
    placedAt: order.placedAt,
    status: order.status,
    paymentMethod: order.paymentMethod,
    method: order.fulfilment.method,
    date: order.fulfilment.date,
    zoneId: order.fulfilment.zone.id,
    slotId: order.fulfilment.slotId,
    slotLabel: order.fulfilment.slotLabel,
    packs: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    totalCents: order.totals.totalCents,
    customerName: order.customer.name,
    email: order.customer.email,
    phone: order.customer.phone,
  };
}

/** The index key (without the prefix) that lists an order as it is now. */
export function orderListKeyOf(order: Order): string {
  const row = orderListRowOf(order);
  const text = (field: keyof typeof BUDGET) => toKeySafe(cutToBytes(row[field], BUDGET[field]));
  const id = (field: keyof typeof ID_BUDGET) => cutToBytes(row[field], ID_BUDGET[field]);
  const facts = [
    row.number,
    row.status,
    row.paymentMethod,
    row.method,
    row.date,
    String(row.packs),
    String(row.totalCents),
  ].join('~');
  const slot = [id('zoneId'), id('slotId'), text('slotLabel')].join('~');
  const person = [text('customerName'), text('email'), text('phone')].join('~');
  return [folderOf(row.placedAt), ...packedParts([sortPartOf(order), facts, slot]), person].join(
    '/',
  );
}

/**
 * The parts joined with `~` into as few key parts as fit (nearly always one): each part is a
 * folder the local store walks when listing, so fewer parts list faster. Long zone or slot ids
 * spread them over two or three.
 */
function packedParts(parts: readonly string[]): string[] {
  const packed: string[] = [];
  for (const part of parts) {
    const last = packed.at(-1);
    const joined = last === undefined ? part : `${last}~${part}`;
    if (last !== undefined && utf8Length(joined) <= MOST_PART_BYTES) {
      packed[packed.length - 1] = joined;
    } else packed.push(part);
  }
  return packed;
}

/** The folder and the fixed start of an order's key: what every key of the order shares. */
export function orderListStemOf(order: Pick<Order, 'id' | 'placedAt'>): string {
  return `${folderOf(order.placedAt)}/${sortPartOf(order)}`;
}

/** The row a key (without the prefix) carries, or null for a key that is not one. */
export function orderListRowFromKey(key: string): OrderListRow | null {
  const parts = key.split('/');
  const person = parts.at(-1);
  if (parts.length < 3 || parts.length > 5 || person === undefined) return null;
  const [name, email, phone] = person.split('~');
  const [sort, number, status, paymentMethod, method, date, packs, total, ...slot] = parts
    .slice(1, -1)
    .join('~')
    .split('~');
  const [zoneId, slotId, slotLabel] = slot;
  if (!sort) return null;
  try {
    const parsed = OrderListRowSchema.safeParse({
      id: sort.slice(LATEST_MS_DIGITS + 1),
      number,
      placedAt: new Date(LATEST_MS - Number(sort.slice(0, LATEST_MS_DIGITS))).toISOString(),
      status,
      paymentMethod,
      method,
      date,
      zoneId,
      slotId,
      slotLabel: fromKeySafe(slotLabel ?? ''),
      packs: Number(packs),
      totalCents: Number(total),
      customerName: fromKeySafe(name ?? ''),
      email: fromKeySafe(email ?? ''),
      phone: fromKeySafe(phone ?? ''),
    });
    return parsed.success ? parsed.data : null;
  } catch {
    // Not base64url, or not a date: a key someone else wrote.
    return null;
  }
}
