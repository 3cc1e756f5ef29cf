// The subscriber records themselves: their schema, their collection and the id of an address.
// Both the subscribe/unsubscribe operations (server/subscribers.ts) and the admin list's keys
// (subscriber-list.ts) build on these, so neither imports the other's module for them.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { NewsletterPreferenceSchema } from '../../../lib/forms/newsletter.ts';
import { recordCollection } from '../../blobs/records.ts';
import { followBoardSource, type BoardSection } from '../../admin/dashboard-board.ts';

/**
 * Where a subscriber gave (or changed) consent: the newsletter dialog, the box on the contact
 * form, the preferences offered on the unsubscribe page, staff adding them by hand, a CSV import.
 */
export const ConsentSourceSchema = z.enum([
  'newsletter-form',
  'contact-form',
  'preferences-page',
  'staff',
  'import',
]);
export type ConsentSource = z.output<typeof ConsentSourceSchema>;

/**
 * Proof of consent (NZ Unsolicited Electronic Messages Act): when, through which form, to what;
 * for staff and imports, the note saying how the person consented.
 */
const ConsentSchema = z.object({
  at: z.iso.datetime(),
  source: ConsentSourceSchema,
  preferences: z.array(NewsletterPreferenceSchema),
  note: z.string().min(1).optional(),
});

/** How someone left the list: the email's link or their mail app's one-click, or by staff. */
export const UnsubscribeViaSchema = z.enum(['link', 'one-click', 'staff']);
export type UnsubscribeVia = z.output<typeof UnsubscribeViaSchema>;

/** A newsletter subscriber, one record per email address. */
export const SubscriberSchema = z.object({
  email: z.string().min(3),
  name: z.string().min(1),
  preferences: z.array(NewsletterPreferenceSchema),
  subscribedAt: z.iso.datetime(),
  consents: z.array(ConsentSchema).min(1),
  // Records from before unsubscribing existed are subscribed.
  status: z.enum(['subscribed', 'unsubscribed']).default('subscribed'),
  /** When and how they unsubscribed, and the campaign whose email they used, if any. */
  unsubscribed: z
    .object({
      at: z.iso.datetime(),
      via: UnsubscribeViaSchema,
      campaignId: z.string().min(1).optional(),
    })
    .optional(),
});
export type Subscriber = z.output<typeof SubscriberSchema>;

/** `subscribers/<subscriberId>`: one record per email address. */
export const subscribers = recordCollection({
  prefix: 'subscribers',
  schema: SubscriberSchema,
  afterSave: () => followBoardSource(subscribersOnBoard),
});

/** The dashboard board's section of subscribers: how many records there are (one a listing page). */
export const subscribersOnBoard: BoardSection<{ count: number }> = {
  name: 'subscribers',
  schema: z.object({ count: z.int().nonnegative() }),
  compute: async () => ({ count: (await subscribers.listIds()).length }),
};

/** The record id of an address: a hash, so keys are short and case and spacing do not matter. */
export function subscriberId(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
