import { createHash } from 'node:crypto';
import { z } from 'zod';
import { NewsletterPreferenceSchema, type NewsletterPreference } from '../lib/forms/newsletter.ts';
import { recordCollection } from './blobs/records.ts';
import { recordCampaignUnsubscribe } from './newsletters/campaign-records.ts';
import { erasedSubscribers } from './newsletters/erased-subscribers.ts';
import { syncSubscriberListing } from './newsletters/subscriber-list.ts';

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

/** Consent history kept per subscriber; older entries beyond this are dropped. */
const MAX_CONSENTS_KEPT = 20;

export const subscribers = recordCollection({ prefix: 'subscribers', schema: SubscriberSchema });

/** The record id of an address: a hash, so keys are short and case and spacing do not matter. */
export function subscriberId(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** A consent as given: where, and for staff and imports the note saying how. */
export interface GivenConsent {
  source: ConsentSource;
  note?: string | undefined;
}

function consentEntry(at: string, consent: GivenConsent, preferences: NewsletterPreference[]) {
  const entry = { at, source: consent.source, preferences };
  return consent.note ? { ...entry, note: consent.note } : entry;
}

/**
 * The subscriber a signup makes of the current record (or of none): name and, when given,
 * preferences, with the consent added. Signing up again after unsubscribing is a new consent:
 * subscribed from now on.
 */
export function subscribedRecord(
  current: Subscriber | null,
  signup: { email: string; name: string; preferences?: NewsletterPreference[] | undefined },
  consent: GivenConsent,
  at: string,
): Subscriber {
  // The contact form's box says nothing of topics: keep what the subscriber chose before.
  const preferences = signup.preferences ?? current?.preferences ?? [];
  const rejoins = current?.status === 'unsubscribed';
  return {
    email: signup.email.trim().toLowerCase(),
    name: signup.name,
    preferences,
    subscribedAt: current && !rejoins ? current.subscribedAt : at,
    consents: [...(current?.consents ?? []), consentEntry(at, consent, preferences)].slice(
      -MAX_CONSENTS_KEPT,
    ),
    status: 'subscribed',
  };
}

/** The record unsubscribed (the first time and way kept when it already was). */
export function unsubscribedRecord(
  current: Subscriber,
  how: { via: UnsubscribeVia; campaignId?: string | undefined },
  at: string,
): Subscriber {
  if (current.status === 'unsubscribed') return current;
  const { campaignId } = how;
  const unsubscribed = { at, via: how.via, ...(campaignId && { campaignId }) };
  return { ...current, status: 'unsubscribed', unsubscribed };
}

/** The record with new preferences, the change in its consent history. */
export function withPreferences(
  current: Subscriber,
  preferences: NewsletterPreference[],
  consent: GivenConsent,
  at: string,
): Subscriber {
  return {
    ...current,
    preferences,
    consents: [...current.consents, consentEntry(at, consent, preferences)].slice(
      -MAX_CONSENTS_KEPT,
    ),
  };
}

/**
 * Subscribes an address, or updates the existing subscriber (name and, when given, preferences),
 * adding a consent record either way. Signing up twice never makes two subscribers. Someone who
 * was erased and subscribes themselves (through the emailed confirmation link) is a new
 * subscriber: the erasure no longer applies. `joined`: they were not subscribed before.
 */
export async function subscribe(
  signup: { email: string; name: string; preferences?: NewsletterPreference[] | undefined },
  consent: ConsentSource | GivenConsent,
  now = new Date(),
): Promise<{ subscriber: Subscriber; isNew: boolean; joined: boolean }> {
  const at = now.toISOString();
  const given = typeof consent === 'string' ? { source: consent } : consent;
  const id = subscriberId(signup.email);
  const found = { isNew: false, joined: false };
  const saved = await subscribers.update(id, (current) => {
    found.isNew = current === null;
    found.joined = current === null || current.status === 'unsubscribed';
    return subscribedRecord(current, signup, given, at);
  });
  if (found.isNew && given.source !== 'import') await erasedSubscribers.delete(id);
  await syncSubscriberListing(id, saved.data);
  return { subscriber: saved.data, ...found };
}

/**
 * Takes a subscriber off the list at once (sending checks the record before every email). Null
 * when there is no such subscriber; unsubscribing twice keeps the first time and way.
 */
export async function unsubscribe(
  id: string,
  how: { via: UnsubscribeVia; campaignId?: string | undefined },
  now = new Date(),
): Promise<Subscriber | null> {
  if ((await subscribers.get(id)) === null) return null;
  const change = { leftNow: false };
  try {
    const saved = await subscribers.update(id, (current) => {
      if (current === null) throw new SubscriberGoneError();
      change.leftNow = current.status !== 'unsubscribed';
      return unsubscribedRecord(current, how, now.toISOString());
    });
    await syncSubscriberListing(id, saved.data);
    // The campaign's list counts the unsubscribes its emails caused.
    if (change.leftNow && how.campaignId) await recordCampaignUnsubscribe(how.campaignId, id, now);
    return saved.data;
  } catch (error) {
    if (error instanceof SubscriberGoneError) return null;
    throw error;
  }
}

/**
 * Sets what a subscriber gets (the preferences page or staff), recorded in the consent history.
 * Null when there is no such subscriber.
 */
export async function changePreferences(
  id: string,
  preferences: NewsletterPreference[],
  consent: GivenConsent,
  now = new Date(),
): Promise<Subscriber | null> {
  if ((await subscribers.get(id)) === null) return null;
  try {
    const saved = await subscribers.update(id, (current) => {
      if (current === null) throw new SubscriberGoneError();
      return withPreferences(current, preferences, consent, now.toISOString());
    });
    await syncSubscriberListing(id, saved.data);
    return saved.data;
  } catch (error) {
    if (error instanceof SubscriberGoneError) return null;
    throw error;
  }
}

/** The subscriber was erased between reading and writing: never re-create them. */
export class SubscriberGoneError extends Error {}
