// The HMAC that signs the links of our newsletter emails (unsubscribe, confirm a signup): Web
// Crypto, so the same code runs in every runtime, cut to a fixed length for short URLs.

/** Characters of base64url MAC a link carries (192 bits). */
export const LINK_MAC_LENGTH = 32;

/** The MAC of `payload` for one purpose: a token made for one purpose never fits another. */
export async function linkMac(key: Uint8Array, purpose: string, payload: string): Promise<string> {
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
    new TextEncoder().encode(`${purpose}:${payload}`),
  );
  return Buffer.from(signed).toString('base64url').slice(0, LINK_MAC_LENGTH);
}

/** Compares two MACs in constant time: a MAC must not be guessable a character at a time. */
export function sameMac(expected: string, given: string): boolean {
  if (given.length !== LINK_MAC_LENGTH || expected.length !== LINK_MAC_LENGTH) return false;
  let difference = 0;
  for (let index = 0; index < LINK_MAC_LENGTH; index += 1) {
    difference |= expected.charCodeAt(index) ^ given.charCodeAt(index);
  }
  return difference === 0;
}
