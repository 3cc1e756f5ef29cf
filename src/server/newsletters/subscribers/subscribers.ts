import type { NewsletterPreference } from '../../../lib/forms/newsletter.ts';
import { recordCampaignUnsubscribe } from '../campaigns/campaign-records.ts';
import { erasedSubscribers } from './erased-subscribers.ts';
import { syncSubscriberListing } from './subscriber-list.ts';
import {
  subscriberId,
  subscribers,
  type ConsentSource,
  type Subscriber,
  type UnsubscribeVia,
} from './subscriber-records.ts';

// The records' schema, collection and ids live in subscriber-records.ts (so the
// list's keys can build on them without importing this module); most callers find them here.
export {
  subscriberId,
  subscribers,
  UnsubscribeViaSchema,
  type Subscriber,
  type UnsubscribeVia,
} from './subscriber-records.ts';

/** Consent history kept per subscriber; older entries beyond this are dropped. */
const MAX_CONSENTS_KEPT = 20;

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
