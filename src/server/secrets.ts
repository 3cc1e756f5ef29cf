import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { recordCollection } from './blobs/records.ts';

const MIN_SECRET_LENGTH = 32;

const secrets = recordCollection({
  prefix: 'secrets',
  schema: z.object({ value: z.string().min(MIN_SECRET_LENGTH) }),
});

let cached: Promise<Uint8Array> | undefined;

/**
 * The key that signs sessions and form challenges. AUTH_SECRET wins; without it (local dev, a
 * fresh deploy) one is generated once and kept in Blobs, so `npm run dev` needs no set-up.
 */
export function signingSecret(): Promise<Uint8Array> {
  cached ??= loadSecret().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function loadSecret(): Promise<Uint8Array> {
  const fromEnv = process.env.AUTH_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return new TextEncoder().encode(fromEnv);
  }
  const { record } = await secrets.createOnce('signing-key', {
    value: randomBytes(48).toString('base64url'),
  });
  return new TextEncoder().encode(record.value);
}
