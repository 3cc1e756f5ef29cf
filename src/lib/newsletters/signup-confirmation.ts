// Double opt-in for the public signup forms: a signup only asks; the address's owner subscribes
// by following the signed, expiring link emailed to them. Until then the subscriber record (if
// any) stays as it was. The request waits in a record of its own, keyed by the address's hash.
import { z } from 'zod';
import { SHOP_TIME_ZONE } from '../delivery/nz-time.ts';
import { NewsletterPreferenceSchema } from '../forms/newsletter.ts';
import {
  CONFIRMATION_EMAIL_INTERVAL_MS,
  CONFIRMATION_LINK_LIFETIME_MS,
} from './confirmation-timing.ts';
import { LINK_MAC_LENGTH, linkMac, sameMac } from './link-mac.ts';

const PURPOSE = 'cube-kitchen/newsletter-confirm/v1';
const SUBSCRIBER_ID = /^[0-9a-f]{64}$/;
const NONCE = /^[\w-]{16,64}$/;
const SECONDS = /^\d{1,12}$/;

/** The public forms a signup can come from (the consent sources that need the emailed link). */
export const SignupSourceSchema = z.enum(['newsletter-form', 'contact-form']);
export type SignupSource = z.output<typeof SignupSourceSchema>;

/**
 * A signup waiting for its link to be followed: what was asked (name, and topics unless the
 * contact form's box asked), from which form, when; the nonce its link carries; and, once
 * followed, when. A newer request (after the email interval) replaces it and its link.
 */
export const SignupRequestSchema = z.object({
  email: z.string().min(3),
  name: z.string().min(1),
  preferences: z.array(NewsletterPreferenceSchema).optional(),
  source: SignupSourceSchema,
  requestedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  nonce: z.string().regex(NONCE),
  confirmedAt: z.iso.datetime().optional(),
});
export type SignupRequest = z.output<typeof SignupRequestSchema>;

/** What a form asked for, before it becomes a request. */
export interface AskedSignup {
  email: string;
  name: string;
  preferences?: SignupRequest['preferences'];
  source: SignupSource;
}

/**
 * The stored request after a form asks: a new request (whose link is then emailed), or the
 * current one, untouched, while its email is younger than the interval: nothing is sent then,
 * and nothing the earlier email promised changes.
 */
export function requestAfterSignup(
  current: SignupRequest | null,
  asked: AskedSignup,
  now: Date,
  nonce: string,
): SignupRequest {
  if (current && now.getTime() - Date.parse(current.requestedAt) < CONFIRMATION_EMAIL_INTERVAL_MS) {
    return current;
  }
  const { email, name, preferences, source } = asked;
  return {
    email: email.trim().toLowerCase(),
    name,
    ...(preferences && { preferences }),
    source,
    requestedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_LIFETIME_MS).toISOString(),
    nonce,
  };
}

const askedAtFormat = new Intl.DateTimeFormat('en-NZ', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * The note of a consent given through the emailed link, for the consent history: the entry's
 * time is the confirmation, the note says it was double opt-in and when the form asked.
 */
export function confirmedConsentNote(requestedAt: string): string {
  return `Confirmed through the link emailed to this address (asked ${askedAtFormat.format(new Date(requestedAt))}, NZ time)`;
}

/** What following a link finds: the request to confirm, or why there is none. */
export type LinkState = 'confirm' | 'already-confirmed' | 'replaced' | 'expired';

/** The state of the request a (correctly signed) link names. */
export function linkState(
  request: SignupRequest | null,
  link: { nonce: string; expiresAt: Date },
  now: Date,
): LinkState {
  if (request?.nonce !== link.nonce) return now > link.expiresAt ? 'expired' : 'replaced';
  if (request.confirmedAt) return 'already-confirmed';
  return now > link.expiresAt ? 'expired' : 'confirm';
}

/** What a confirmation link names: the address's hash, the request's nonce, its expiry. */
export interface ConfirmLink {
  id: string;
  nonce: string;
  expiresAt: Date;
}

function payloadOf(link: { id: string; nonce: string; expiresAt: Date }): string {
  return `${link.id}:${link.nonce}:${String(Math.floor(link.expiresAt.getTime() / 1000))}`;
}

/** The token of a confirmation link: `<id>.<nonce>.<expiry in Unix seconds>.<MAC>`. */
export async function confirmToken(key: Uint8Array, link: ConfirmLink): Promise<string> {
  if (!SUBSCRIBER_ID.test(link.id) || !NONCE.test(link.nonce)) throw new Error('Bad link');
  const seconds = String(Math.floor(link.expiresAt.getTime() / 1000));
  return `${link.id}.${link.nonce}.${seconds}.${await linkMac(key, PURPOSE, payloadOf(link))}`;
}

/**
 * What a token names, or null for one that is malformed or not signed by us. Expiry is not
 * checked here: a signed token past its time gets its own page (linkState says `expired`).
 */
export async function readConfirmToken(
  key: Uint8Array,
  token: string,
): Promise<ConfirmLink | null> {
  const [id = '', nonce = '', seconds = '', mac = '', ...rest] = token.trim().split('.');
  if (rest.length > 0 || !SUBSCRIBER_ID.test(id) || !NONCE.test(nonce) || !SECONDS.test(seconds)) {
    return null;
  }
  if (mac.length !== LINK_MAC_LENGTH) return null;
  const link = { id, nonce, expiresAt: new Date(Number(seconds) * 1000) };
  return sameMac(await linkMac(key, PURPOSE, payloadOf(link)), mac) ? link : null;
}
