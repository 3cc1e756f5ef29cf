// How an email leads a shopper to My deliveries. Only a proof of the inbox opens an account, so:
// - every email about a standing order links to the sign-in page with the address filled in
//   (`?email=`), never a key: an email forwarded, or an order placed in someone else's address,
//   gives nobody a way in;
// - the one key an email carries is the sign-in link in the code email itself: good for
//   SIGN_IN_LINK_MINUTES, at the customer's session version, and used once. Its use is recorded
//   create-once under `deliveries-link-uses/<token id>`, so a second open, even at the same
//   moment from another process, is refused.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { recordCollection } from '../blobs/records.ts';
import { isCurrentSession, sessionVersionOf } from '../customers/customer-sessions.ts';
import { claimsOfCustomerToken, customerToken } from './customer-tokens.ts';

/** How long an emailed sign-in link works: as long as the code it comes with. */
export const SIGN_IN_LINK_MINUTES = 15;

/** A new audience: the 30-day links emailed before sign-in links were single-use open nothing. */
const AUDIENCE = 'my-deliveries-sign-in-link';

/** The path of My deliveries; the sign-in link adds `?link=<token>`, other emails `?email=`. */
export const MY_DELIVERIES_PATH = '/my-deliveries';

/** A token id is ours (randomUUID) or refused: it becomes part of a key. */
const TokenIdSchema = z.uuid();

/** One sign-in link used; names no person, only the token's id and when. */
const linkUses = recordCollection({
  prefix: 'deliveries-link-uses',
  schema: z.object({ usedAt: z.iso.datetime() }),
});

/** The page an email about deliveries links to: the sign-in page, the address filled in. */
export function myDeliveriesPageUrl(origin: string, email: string): string {
  const query = new URLSearchParams({ email });
  return `${origin}${MY_DELIVERIES_PATH}?${query.toString()}`;
}

/** A single-use sign-in link for the code email, good for SIGN_IN_LINK_MINUTES from `now`. */
export async function signInLinkUrl(
  origin: string,
  customerId: string,
  now = new Date(),
): Promise<string> {
  const sessionVersion = await sessionVersionOf(customerId);
  const token = await customerToken(
    { customerId, sessionVersion, tokenId: randomUUID() },
    AUDIENCE,
    SIGN_IN_LINK_MINUTES * 60,
    now,
  );
  return `${origin}${MY_DELIVERIES_PATH}?link=${encodeURIComponent(token)}`;
}

/**
 * The customer a sign-in link signs in, once; null when it is forged, changed, expired, made
 * before the customer's sessions were ended, or already used (here or in another process).
 */
export async function useSignInLink(token: string, now = new Date()): Promise<string | null> {
  const claims = await claimsOfCustomerToken(token, AUDIENCE, now);
  const tokenId = TokenIdSchema.safeParse(claims?.tokenId);
  if (!claims || !tokenId.success) return null;
  if (!(await isCurrentSession(claims.customerId, claims.sessionVersion))) return null;
  const { created } = await linkUses.createOnce(tokenId.data, { usedAt: now.toISOString() });
  return created ? claims.customerId : null;
}

/** A use is kept a day past the longest a link lives: long enough that a used link stays used. */
const USE_KEPT_MS = 24 * 60 * 60 * 1000 + SIGN_IN_LINK_MINUTES * 60 * 1000;

/**
 * Deletes the records of sign-in links used more than a day ago: their links have expired, so
 * the record no longer keeps anything out. A maintenance part; says how many it deleted.
 */
export async function deleteOldSignInLinkUses(now: Date, budget?: TimeBudget): Promise<number> {
  const before = new Date(now.getTime() - USE_KEPT_MS).toISOString();
  let deleted = 0;
  for (const id of await linkUses.listIds()) {
    if (budget?.spent()) break;
    const use = await linkUses.get(id);
    if (use && use.usedAt >= before) continue;
    await linkUses.delete(id);
    deleted += 1;
  }
  return deleted;
}
