// Signed unsubscribe tokens: one per subscriber, in every marketing email's unsubscribe link and
// List-Unsubscribe header (RFC 8058). The token names the subscriber record (the hash of the
// address, never the address itself) and carries an HMAC, so nobody can unsubscribe someone else
// by editing a link. A token does not expire (the Unsolicited Electronic Messages Act wants the
// link to keep working), and using it twice only unsubscribes once.

import { LINK_MAC_LENGTH, linkMac, sameMac } from './link-mac.ts';

const PURPOSE = 'cube-kitchen/unsubscribe/v1';
const SUBSCRIBER_ID = /^[0-9a-f]{64}$/;

/** The token for a subscriber record id (`subscriberId(email)`, a SHA-256 hex digest). */
export async function unsubscribeToken(key: Uint8Array, subscriberId: string): Promise<string> {
  if (!SUBSCRIBER_ID.test(subscriberId)) throw new Error('Not a subscriber id');
  return `${subscriberId}.${await linkMac(key, PURPOSE, subscriberId)}`;
}

/** The subscriber id a token was made for, or null for a token that is malformed or tampered. */
export async function verifyUnsubscribeToken(
  key: Uint8Array,
  token: string,
): Promise<string | null> {
  const [subscriberId = '', mac = '', ...rest] = token.trim().split('.');
  if (rest.length > 0 || !SUBSCRIBER_ID.test(subscriberId) || mac.length !== LINK_MAC_LENGTH) {
    return null;
  }
  const expected = await linkMac(key, PURPOSE, subscriberId);
  return sameMac(expected, mac) ? subscriberId : null;
}
