import { z } from 'zod';
import { NewsletterPreferenceSchema } from '../forms/newsletter.ts';
import { cutToBytes, fromKeySafe, toKeySafe } from '../key-text.ts';

/**
 * The subscribers list reads index keys, never records (like the orders list):
 * `subscriber-list/<inverted subscribedAt>-<id>~<status>~<preferences>~<source>/<name>~<email>`,
 * one key per subscriber, newest first in key order. Name and email are base64url (keys travel
 * unencoded in URLs) and cut to a byte budget, so each part stays under 255 bytes.
 */
export const SUBSCRIBER_LIST_PREFIX = 'subscriber-list';

export const SubscriberStatusSchema = z.enum(['subscribed', 'unsubscribed']);
export type SubscriberStatus = z.output<typeof SubscriberStatusSchema>;

/** The consent sources, as the list shows them. */
export const SUBSCRIBER_SOURCE_LABELS = {
  'newsletter-form': 'Newsletter form',
  'contact-form': 'Contact form',
  'preferences-page': 'Preferences page',
  staff: 'Added by staff',
  import: 'CSV import',
} as const;
export const SubscriberSourceSchema = z.enum([
  'newsletter-form',
  'contact-form',
  'preferences-page',
  'staff',
  'import',
]);

/** What one row of the subscribers list shows. */
export const SubscriberListRowSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  name: z.string(),
  email: z.string(),
  preferences: z.array(NewsletterPreferenceSchema),
  status: SubscriberStatusSchema,
  subscribedAt: z.iso.datetime(),
  source: SubscriberSourceSchema,
});
export type SubscriberListRow = z.output<typeof SubscriberListRowSchema>;

/** Bytes kept of the free text (UTF-8, before base64url's 4/3): the person part stays < 250. */
const BUDGET = { name: 60, email: 120 } as const;
const LATEST_MS = 9_999_999_999_999;
const MS_DIGITS = 13;
/** Inverted time, `-`, and the 64-hex id: the part of a key that names one subscriber's state. */
export const SORT_PART_LENGTH = MS_DIGITS + 1 + 64;

/** The inverted time of a subscription: newer sorts first. */
export function invertedTimeOf(subscribedAt: string): string {
  return String(LATEST_MS - Date.parse(subscribedAt)).padStart(MS_DIGITS, '0');
}

/** The index key (without the prefix) that lists a subscriber as they are now. */
export function subscriberListKeyOf(row: SubscriberListRow): string {
  const facts = [row.status, row.preferences.join('.'), row.source].join('~');
  const person = [
    toKeySafe(cutToBytes(row.name, BUDGET.name)),
    toKeySafe(cutToBytes(row.email, BUDGET.email)),
  ].join('~');
  return `${invertedTimeOf(row.subscribedAt)}-${row.id}~${facts}/${person}`;
}

/** The row a key (without the prefix) carries, or null for a key that is not one. */
export function subscriberListRowFromKey(key: string): SubscriberListRow | null {
  const parts = key.split('/');
  if (parts.length !== 2) return null;
  const [head = '', person = ''] = parts;
  const [sort = '', status, preferences = '', source] = head.split('~');
  const [name = '', email = ''] = person.split('~');
  if (sort.length !== SORT_PART_LENGTH || sort[MS_DIGITS] !== '-') return null;
  try {
    const parsed = SubscriberListRowSchema.safeParse({
      id: sort.slice(MS_DIGITS + 1),
      name: fromKeySafe(name),
      email: fromKeySafe(email),
      preferences: preferences === '' ? [] : preferences.split('.'),
      status,
      subscribedAt: new Date(LATEST_MS - Number(sort.slice(0, MS_DIGITS))).toISOString(),
      source,
    });
    return parsed.success ? parsed.data : null;
  } catch {
    // Not base64url or not a time: a key someone else wrote.
    return null;
  }
}

/** What the list is narrowed to: a search in name and email, a status, a preference. */
export interface SubscriberFilter {
  q?: string | undefined;
  status?: SubscriberStatus | undefined;
  preference?: z.output<typeof NewsletterPreferenceSchema> | undefined;
}

/** Whether a row is one the filter asks for (search ignores case). */
export function subscriberRowMatches(row: SubscriberListRow, filter: SubscriberFilter): boolean {
  if (filter.status && row.status !== filter.status) return false;
  if (filter.preference && !row.preferences.includes(filter.preference)) return false;
  const q = filter.q?.trim().toLowerCase();
  if (q && !row.name.toLowerCase().includes(q) && !row.email.toLowerCase().includes(q)) {
    return false;
  }
  return true;
}
