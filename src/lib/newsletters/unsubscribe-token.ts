// Signed unsubscribe tokens: one per subscriber, in every marketing email's unsubscribe link and
// List-Unsubscribe header (RFC 8058). The token names the subscriber record (the hash of the
// address, never the address itself) and carries an HMAC, so nobody can unsubscribe someone else
// by editing a link. A token does not expire (the Unsolicited Electronic Messages Act wants the
// link to keep working), and using it twice only unsubscribes once.

const PURPOSE = 'cube-kitchen/unsubscribe/v1';
const SUBSCRIBER_ID = /^[0-9a-f]{64}$/;
const MAC_LENGTH = 32;

async function macFor(key: Uint8Array, subscriberId: string): Promise<string> {
  const hmacKey = await crypto.subtle.importKey(
    'raw',
    key as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = await crypto.subtle.sign(
    'HMAC',
    hmacKey,
    new TextEncoder().encode(`${PURPOSE}:${subscriberId}`),
  );
  return Buffer.from(signed).toString('base64url').slice(0, MAC_LENGTH);
}

/** The token for a subscriber record id (`subscriberId(email)`, a SHA-256 hex digest). */
export async function unsubscribeToken(key: Uint8Array, subscriberId: string): Promise<string> {
  if (!SUBSCRIBER_ID.test(subscriberId)) throw new Error('Not a subscriber id');
  return `${subscriberId}.${await macFor(key, subscriberId)}`;
}

/** The subscriber id a token was made for, or null for a token that is malformed or tampered. */
export async function verifyUnsubscribeToken(
  key: Uint8Array,
  token: string,
): Promise<string | null> {
  const [subscriberId = '', mac = '', ...rest] = token.trim().split('.');
  if (rest.length > 0 || !SUBSCRIBER_ID.test(subscriberId) || mac.length !== MAC_LENGTH) {
    return null;
  }
  const expected = await macFor(key, subscriberId);
  // Constant-time comparison: the MAC must not be guessable a character at a time.
  let difference = 0;
  for (let index = 0; index < MAC_LENGTH; index += 1) {
    difference |= expected.charCodeAt(index) ^ mac.charCodeAt(index);
  }
  return difference === 0 ? subscriberId : null;
}
