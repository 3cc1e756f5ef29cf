// The customers list reads index keys, never summaries (like the orders list):
// `customer-list/<id>/<inverted last order>~<orders>~<spent>~<last number>/<name>~<email>~<phone>`,
// one key per customer, whose parts carry everything a row shows and is searched by. The id comes
// first so a customer's old key is found by listing their own prefix when their figures change.
import { z } from 'zod';
import { cutToBytes, fromKeySafe, toKeySafe } from '../key-text.ts';
import { searchFinds } from '../orders/admin-requests.ts';
import { SubscriberStatusSchema } from '../newsletters/subscriber-list.ts';
import type { CustomerFacts } from './customer.ts';
import { oneLineField } from '../forms/plain-text.ts';

export const CUSTOMER_LIST_PREFIX = 'customer-list';

/** A customer's id: the SHA-256 of their lower-cased address, as a subscriber's is. */
export const CustomerIdSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/)
  .transform((id) => id.toLowerCase());

/** Where a customer stands with the newsletter: subscribed, unsubscribed, or never on it. */
export const NewsletterStandingSchema = z.union([SubscriberStatusSchema, z.literal('none')]);
export type NewsletterStanding = z.output<typeof NewsletterStandingSchema>;

/** What one row of the customers list shows (the key carries all but the newsletter status). */
export const CustomerListRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  orderCount: z.int().nonnegative(),
  totalSpentCents: z.int().nonnegative(),
  lastOrderAt: z.iso.datetime(),
  lastOrderNumber: z.string(),
  newsletter: NewsletterStandingSchema,
});
export type CustomerListRow = z.output<typeof CustomerListRowSchema>;
/** A row as its key carries it. */
export type CustomerKeyRow = Omit<CustomerListRow, 'newsletter'>;

const LATEST_MS = 9_999_999_999_999;
const MS_DIGITS = 13;
/** Byte budgets of the free text (before base64url): each key part stays under 255 bytes. */
const BUDGET = { name: 60, email: 96, phone: 24 } as const;

/** The index key (without the prefix) of a customer with these figures, or null for none. */
export function customerListKeyOf(id: string, facts: CustomerFacts): string | null {
  if (!facts.lastOrderAt || !facts.lastOrderNumber) return null;
  const inverted = String(LATEST_MS - Date.parse(facts.lastOrderAt)).padStart(MS_DIGITS, '0');
  const figures = [inverted, facts.orderCount, facts.totalSpentCents, facts.lastOrderNumber];
  const text = (field: keyof typeof BUDGET) => toKeySafe(cutToBytes(facts[field], BUDGET[field]));
  return [id, figures.join('~'), [text('name'), text('email'), text('phone')].join('~')].join('/');
}

/** The row a key (without the prefix) carries, or null for a key that is not one. */
export function customerRowFromKey(key: string): CustomerKeyRow | null {
  const [id, figures, person, ...rest] = key.split('/');
  if (!id || !figures || person === undefined || rest.length > 0) return null;
  const [inverted, count, spent, number] = figures.split('~');
  const [name, email, phone] = person.split('~');
  try {
    const parsed = CustomerListRowSchema.omit({ newsletter: true }).safeParse({
      id,
      name: fromKeySafe(name ?? ''),
      email: fromKeySafe(email ?? ''),
      phone: fromKeySafe(phone ?? ''),
      orderCount: Number(count),
      totalSpentCents: Number(spent),
      lastOrderAt: new Date(LATEST_MS - Number(inverted)).toISOString(),
      lastOrderNumber: number,
    });
    return parsed.success ? parsed.data : null;
  } catch {
    // Not base64url, or not a time: a key someone else wrote.
    return null;
  }
}

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The list's filters: a search of name, email and phone, and the newsletter status. */
export const CustomerFilterSchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    oneLineField(z.string().trim().max(100, 'Search at most 100 characters')).optional(),
  ),
  newsletter: z.preprocess(blankToUndefined, NewsletterStandingSchema.optional()),
});
export type CustomerFilter = z.output<typeof CustomerFilterSchema>;

/** GET /api/admin/customers: the filters, a page's cursor and its length. */
export const CustomerListQuerySchema = CustomerFilterSchema.extend({
  cursor: z.preprocess(blankToUndefined, oneLineField(z.string().max(1000)).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Whether a row passes the filters (the search as the orders list searches). */
export function customerRowMatches(row: CustomerListRow, filter: CustomerFilter): boolean {
  if (filter.newsletter && row.newsletter !== filter.newsletter) return false;
  if (filter.q === undefined) return true;
  return searchFinds(
    { number: row.lastOrderNumber, email: row.email, customerName: row.name, phone: row.phone },
    filter.q,
  );
}

/** Rows newest last order first, then by id, the list's order. */
export function byLastOrder(a: CustomerKeyRow, b: CustomerKeyRow): number {
  return b.lastOrderAt.localeCompare(a.lastOrderAt) || a.id.localeCompare(b.id);
}
