// The staff list of standing orders reads index keys, never the records (like the customers list):
// `standing-order-list/<id>/<status>~<next delivery>~<paused until>~<every weeks>~<packs>/<name>~<email>`
// carries what a row shows and is searched by, and `standing-order-items/<id>/<meal>~<packs>`
// (one key per meal) what a delivery holds, so its value is worked out at today's prices and the
// dashboard sums the weekly value from two listings. Both families are kept by saveStandingOrder.
import { z } from 'zod';
import { cutToBytes, fromKeySafe, toKeySafe } from '../key-text.ts';
import { searchFinds } from '../orders/admin-requests.ts';
import type { OrderItem } from '../orders/request.ts';
import { FrequencySchema, type Frequency } from './standing-choice.ts';
import {
  nextSendingDate,
  packsOf,
  StandingStatusSchema,
  type StandingOrder,
} from './standing-order.ts';
import { oneLineField } from '../forms/plain-text.ts';

export const STAFF_LIST_PREFIX = 'standing-order-list';
export const ITEMS_PREFIX = 'standing-order-items';

/** Byte budgets of the free text (before base64url), so each key stays far under 600 bytes. */
const BUDGET = { name: 60, email: 96 } as const;
const NONE = '-';

/** A standing order's list and item keys (with their prefixes): the family saves keep in step. */
export function staffListKeysOf(order: StandingOrder): string[] {
  const next = nextSendingDate(order) ?? NONE;
  const figures = [order.status, next, order.pausedUntil ?? NONE, order.everyWeeks, packsOf(order)];
  const text = (value: string, bytes: number) => toKeySafe(cutToBytes(value, bytes));
  const person = [text(order.customer.name, BUDGET.name), text(order.customer.email, BUDGET.email)];
  return [
    `${STAFF_LIST_PREFIX}/${order.id}/${figures.join('~')}/${person.join('~')}`,
    ...order.items.map(
      (item) => `${ITEMS_PREFIX}/${order.id}/${item.productId}~${String(item.quantity)}`,
    ),
  ];
}

/** What a list key carries: one row without its value. */
export const StandingListKeyRowSchema = z.object({
  id: z.uuid(),
  status: StandingStatusSchema,
  /** The next delivery it sends (skips and a pause passed over); null when none will go. */
  nextDate: z.iso.date().nullable(),
  pausedUntil: z.iso.date().nullable(),
  everyWeeks: FrequencySchema,
  packs: z.int().nonnegative(),
  customerName: z.string(),
  email: z.string(),
});
export type StandingListKeyRow = z.output<typeof StandingListKeyRowSchema>;

/** One row of the staff list: the key's row and the value of a delivery at today's prices. */
export const StandingListRowSchema = StandingListKeyRowSchema.extend({
  valueCents: z.int().nonnegative(),
});
export type StandingListRow = z.output<typeof StandingListRowSchema>;

/** The row a list key (without the prefix) carries, or null for a key that is not one. */
export function staffRowFromKey(key: string): StandingListKeyRow | null {
  const [id, figures, person, ...rest] = key.split('/');
  if (!id || !figures || person === undefined || rest.length > 0) return null;
  const [status, next, paused, weeks, packs] = figures.split('~');
  const [name, email] = person.split('~');
  try {
    const parsed = StandingListKeyRowSchema.safeParse({
      id,
      status,
      nextDate: next === NONE ? null : next,
      pausedUntil: paused === NONE ? null : paused,
      everyWeeks: Number(weeks),
      packs: Number(packs),
      customerName: fromKeySafe(name ?? ''),
      email: fromKeySafe(email ?? ''),
    });
    return parsed.success ? parsed.data : null;
  } catch {
    // Not base64url: a key someone else wrote.
    return null;
  }
}

/** The standing order id and one meal line an item key (without the prefix) carries. */
export function itemFromKey(key: string): { id: string; item: OrderItem } | null {
  const [id, line, ...rest] = key.split('/');
  const [productId, quantity] = (line ?? '').split('~');
  const packs = Number(quantity);
  if (!id || !productId || rest.length > 0 || !Number.isInteger(packs) || packs < 1) return null;
  return { id, item: { productId, quantity: packs } };
}

/** The value of a delivery of these meals at these prices (a meal no longer sold counts 0). */
export function deliveryValueCents(
  items: readonly OrderItem[],
  priceOf: ReadonlyMap<string, number>,
): number {
  return items.reduce((sum, item) => sum + (priceOf.get(item.productId) ?? 0) * item.quantity, 0);
}

/** A delivery's value spread over its weeks (every 2 weeks: half of it a week), in whole cents. */
export function weeklyValueCents(valueCents: number, everyWeeks: Frequency): number {
  return Math.round(valueCents / everyWeeks);
}

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The list's filters: a search of name and email, and the status. */
export const StandingFilterSchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    oneLineField(z.string().trim().max(100, 'Search at most 100 characters')).optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z
      .enum(StandingStatusSchema.options, { error: 'Choose active, paused or cancelled' })
      .optional(),
  ),
});
export type StandingFilter = z.output<typeof StandingFilterSchema>;

/** GET /api/admin/standing-orders: the filters, a page's cursor and its length. */
export const StandingListQuerySchema = StandingFilterSchema.extend({
  cursor: z.preprocess(blankToUndefined, oneLineField(z.string().max(200)).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Whether a row passes the filters (the search as the orders list searches names and emails). */
export function staffRowMatches(row: StandingListKeyRow, filter: StandingFilter): boolean {
  if (filter.status && row.status !== filter.status) return false;
  if (filter.q === undefined) return true;
  return searchFinds(
    { number: '', email: row.email, customerName: row.customerName, phone: '' },
    filter.q,
  );
}

/** Where a row sorts: the next delivery soonest first, those with none after, then by id. */
export function staffSortKey(row: Pick<StandingListKeyRow, 'id' | 'nextDate'>): string {
  return `${row.nextDate ?? '9999-12-31'}|${row.id}`;
}

/** An active standing order as the dashboard values it: how often, and its meals. */
export interface ActiveStanding {
  everyWeeks: Frequency;
  items: readonly OrderItem[];
}

/** The dashboard's figure: how many standing orders are active and their value a week. */
export function standingValueSummary(
  active: readonly ActiveStanding[],
  priceOf: ReadonlyMap<string, number>,
): { active: number; weeklyValueCents: number } {
  const weekly = active.map((order) =>
    weeklyValueCents(deliveryValueCents(order.items, priceOf), order.everyWeeks),
  );
  return { active: active.length, weeklyValueCents: weekly.reduce((sum, cents) => sum + cents, 0) };
}

/** The active standing orders of the staff list's rows by id, each with its meals. */
export function activeStandingById(
  rows: readonly StandingListKeyRow[],
  items: ReadonlyMap<string, readonly OrderItem[]>,
): Record<string, ActiveStanding> {
  return Object.fromEntries(
    rows
      .filter((row) => row.status === 'active')
      .map((row) => [row.id, { everyWeeks: row.everyWeeks, items: items.get(row.id) ?? [] }]),
  );
}
