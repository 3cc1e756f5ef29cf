// Calls the shop makes to its own functions over HTTP or in process (a scheduled job run by our
// own host, the background campaign sender started by the send route) carry a signature made
// with the shop's signing secret, which nobody outside the shop can make.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingSecret } from '../secrets.ts';

/** The signature of an internal call for `purpose` (e.g. `campaign-kick:<id>`). */
export async function internalSignature(purpose: string): Promise<string> {
  return createHmac('sha256', await signingSecret())
    .update(purpose)
    .digest('base64url');
}

/** Whether `signature` is the one an internal call for `purpose` carries (constant time). */
export async function isInternalSignature(
  purpose: string,
  signature: string | null,
): Promise<boolean> {
  const expected = Buffer.from(await internalSignature(purpose));
  const given = Buffer.from(signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
