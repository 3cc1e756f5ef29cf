import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MIN_AUTH_SECRET } from '../lib/system/system-report.ts';
import { recordCollection } from './blobs/records.ts';
import { HttpError } from './http/errors.ts';
import { currentDataScope } from './system/deploy.ts';
import { keptInInstance } from './system/instance-memory.ts';

const MIN_SECRET_LENGTH = MIN_AUTH_SECRET;

const secrets = recordCollection({
  prefix: 'secrets',
  schema: z.object({ value: z.string().min(MIN_SECRET_LENGTH) }),
});

/** What is wrong with an AUTH_SECRET value, or null when it is fine (pure, for the system check). */
export function authSecretProblem(value: string | undefined): 'missing' | 'too_short' | null {
  if (value === undefined || value === '') return 'missing';
  return value.length < MIN_SECRET_LENGTH ? 'too_short' : null;
}

/** What the owner must do when AUTH_SECRET is not right; logged and answered with a 503. */
export function authSecretInstruction(problem: 'missing' | 'too_short'): string {
  const what =
    problem === 'missing'
      ? 'AUTH_SECRET is not set'
      : `AUTH_SECRET is shorter than ${String(MIN_SECRET_LENGTH)} characters`;
  return (
    `The shop is not fully set up: ${what}, so it cannot sign anyone in or check forms. ` +
    'Set AUTH_SECRET (at least 32 random characters, e.g. from “openssl rand -base64 32”) in ' +
    'Netlify → Site configuration → Environment variables, scope Functions, then redeploy.'
  );
}

// Per data scope (production, local, one preview): an instance on Netlify only ever has one.
const cached = new Map<string, Promise<Uint8Array>>();
keptInInstance(() => {
  cached.clear();
});

/**
 * The key that signs sessions and form challenges. AUTH_SECRET wins. Production must have it: a
 * missing or short one is logged and answered 503 naming the variable, never replaced. Elsewhere
 * (local dev, a preview) one is generated once and kept in that deploy's Blobs, so `npm run dev`
 * needs no set-up.
 */
export function signingSecret(): Promise<Uint8Array> {
  const scope = currentDataScope();
  const key = scope.kind === 'deploy' ? scope.deployId : scope.reason;
  let secret = cached.get(key);
  if (!secret) {
    secret = loadSecret(scope.kind === 'site' && scope.reason === 'production').catch(
      (error: unknown) => {
        cached.delete(key);
        throw error;
      },
    );
    cached.set(key, secret);
  }
  return secret;
}

async function loadSecret(production: boolean): Promise<Uint8Array> {
  const fromEnv = process.env.AUTH_SECRET;
  const problem = authSecretProblem(fromEnv);
  if (problem === 'too_short' || (problem === 'missing' && production)) {
    const instruction = authSecretInstruction(problem);
    console.error(`[config] ${instruction}`);
    throw new HttpError(503, instruction);
  }
  if (fromEnv && problem === null) return new TextEncoder().encode(fromEnv);
  const { record } = await secrets.createOnce('signing-key', {
    value: randomBytes(48).toString('base64url'),
  });
  return new TextEncoder().encode(record.value);
}
