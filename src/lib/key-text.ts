// Free text inside store keys (the orders and subscribers lists keep names and emails in keys, so
// a page is read from key listings alone).

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/** How many bytes the text takes in UTF-8. */
export function utf8Length(text: string): number {
  return utf8.encode(text).length;
}

/** The text cut to at most `bytes` UTF-8 bytes, never inside a character. */
export function cutToBytes(text: string, bytes: number): string {
  let used = 0;
  let kept = '';
  for (const character of text) {
    used += utf8Length(character);
    if (used > bytes) break;
    kept += character;
  }
  return kept;
}

/**
 * Free text as key-safe characters. Keys travel in URL paths unencoded, so `%`, `?`, `#` and `/`
 * in a name or an email would break them; base64url has none of those.
 */
export function toKeySafe(text: string): string {
  let binary = '';
  for (const byte of utf8.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The text toKeySafe made; throws on what is not base64url. */
export function fromKeySafe(encoded: string): string {
  const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
  return fromUtf8.decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}
