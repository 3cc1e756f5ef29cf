import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { invalidInput } from '../../lib/api/domain-error.ts';
import {
  newMathsQuestion,
  WRONG_ANSWER_MESSAGE,
  type MathsQuestion,
} from '../../lib/forms/human-check.ts';
import { recordCollection } from '../blobs/records.ts';
import { signingSecret } from '../secrets.ts';

const AUDIENCE = 'cube-kitchen:maths-challenge';
const ISSUER = 'cube-kitchen';
/** Long enough to write a message at leisure, short enough that a token is not worth hoarding. */
const CHALLENGE_LIFETIME_SECONDS = 2 * 60 * 60;

const ChallengeClaimsSchema = z.object({
  a: z.int().min(1).max(10),
  b: z.int().min(1).max(10),
  jti: z.uuid(),
});

/** Answered challenges, so one token cannot be replayed for a second submission. */
const usedChallenges = recordCollection({
  prefix: 'used-challenges',
  schema: z.object({ usedAt: z.iso.datetime() }),
});

/** A maths question for a form, with the signed token the form sends back with its answer. */
export interface IssuedChallenge extends MathsQuestion {
  token: string;
  expiresAt: string;
}

/** Makes a new question and signs it, so the server can later check the answer without state. */
export async function issueChallenge(now = new Date()): Promise<IssuedChallenge> {
  const question = newMathsQuestion();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + CHALLENGE_LIFETIME_SECONDS;
  const token = await new SignJWT({ a: question.a, b: question.b })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await signingSecret());
  return { ...question, token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/**
 * Checks an answer against its signed question and spends the token. A wrong, expired, forged or
 * reused token is a 400 on `humanVerification`, the field the shopper can fix.
 */
export async function verifyChallengeAnswer(
  token: string,
  answer: string,
  now = new Date(),
): Promise<void> {
  const claims = await readClaims(token, now);
  if (!claims) {
    throw invalidInput({
      humanVerification: 'This question has expired. Please answer the new one.',
    });
  }
  if (Number(answer) !== claims.a + claims.b) {
    throw invalidInput({ humanVerification: WRONG_ANSWER_MESSAGE });
  }
  const { created } = await usedChallenges.createOnce(claims.jti, { usedAt: now.toISOString() });
  if (!created) {
    throw invalidInput({
      humanVerification: 'This question was already used. Please answer the new one.',
    });
  }
}

async function readClaims(
  token: string,
  now: Date,
): Promise<z.output<typeof ChallengeClaimsSchema> | null> {
  try {
    const { payload } = await jwtVerify(token, await signingSecret(), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
      currentDate: now,
    });
    const parsed = ChallengeClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
