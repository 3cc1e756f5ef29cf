// The 6-digit code a shopper asks for to sign in to My deliveries on a new device: emailed with a
// single-use sign-in link (deliveries-link.ts) that does the same, both good for 15 minutes; the
// code is kept only as a keyed hash under `deliveries-codes/<customer id>`, used up after
// MAX_CODE_ATTEMPTS wrong tries, and at most MAX_CODES_PER_WINDOW sent per address per window.
// Wrong codes also count per address over a day (deliveries-code-guard.ts, code-guessing.ts).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { renderHtml, renderText } from '../../lib/emails/render.ts';
import type { EmailBlock } from '../../lib/emails/order-email.ts';
import { recordCollection } from '../blobs/records.ts';
import { siteConfig } from '../content/content.ts';
import { customerIdOf } from '../customers/customer-records.ts';
import { sendMail } from '../mail/send-mail.ts';
import { signInLinkUrl } from './deliveries-link.ts';
import { signingSecret } from '../secrets.ts';
import { standingOrdersOf } from './standing-orders.ts';
import {
  judgeCodeTry,
  triesAllowedAt,
  type CodeVerdict,
} from '../../lib/standing-orders/code-guessing.ts';
import type { RequestContext } from '../http/handler.ts';
import { countWrongCode, guessingStageOf } from './deliveries-code-guard.ts';

/** How long an emailed code works. */
export const CODE_MINUTES = 15;
/** Wrong tries a code takes before it is used up (the rule lives in code-guessing.ts). */
export { MAX_CODE_ATTEMPTS } from '../../lib/standing-orders/code-guessing.ts';
/** Codes sent to one address per CODE_MINUTES. */
export const MAX_CODES_PER_WINDOW = 3;

/** The one answer to "email me a code", whether or not the address has deliveries with us. */
export const CODE_SENT_MESSAGE =
  'If that email address has deliveries with us, we have sent it a 6-digit code. It works for 15 minutes.';

/** The refusal of a wrong, expired or used-up code. */
export const CODE_REFUSED_MESSAGE =
  'That code is not right or has expired. Check the latest email, or ask for a new code.';

const DeliveriesCodeSchema = z.object({
  codeHash: z.string(),
  expiresAt: z.iso.datetime(),
  attempts: z.int().nonnegative(),
  /** When codes were sent in the current window, so a burst of requests sends few emails. */
  sentAt: z.array(z.iso.datetime()).max(20),
});

const codes = recordCollection({ prefix: 'deliveries-codes', schema: DeliveriesCodeSchema });

async function hashOf(customerId: string, code: string): Promise<string> {
  const secret = await signingSecret();
  return createHmac('sha256', secret).update(`${customerId}:${code}`).digest('hex');
}

function codeEmail(
  code: string,
  signInUrl: string,
): { subject: string; text: string; html: string } {
  const { name } = siteConfig();
  const subject = `Your ${name} sign-in code: ${code}`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: 'Kia ora,' },
    { kind: 'paragraph', text: `Your code for My deliveries is ${code}.` },
    { kind: 'paragraph', text: 'Or sign in with this link, on this device:' },
    { kind: 'link', text: 'Sign in to My deliveries', href: signInUrl },
    {
      kind: 'paragraph',
      text: `The code and the link work once, for ${String(CODE_MINUTES)} minutes. If you did not ask for them, you can ignore this email.`,
    },
  ];
  return { subject, text: renderText(blocks), html: renderHtml(subject, blocks) };
}

/**
 * Emails a new code and sign-in link (to pages at `origin`) to an address that has an active or
 * paused standing order (within the send limit); run after the answer, so the answer takes as
 * long whatever the address. Cancelled ones do not count: an erased person's are cancelled, and
 * they must get no more mail from us.
 */
export async function requestDeliveriesCode(
  email: string,
  origin: string,
  now = new Date(),
): Promise<void> {
  const customerId = customerIdOf(email);
  const standing = await standingOrdersOf(customerId);
  if (!standing.some((order) => order.status !== 'cancelled')) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashOf(customerId, code);
  const windowStart = now.getTime() - CODE_MINUTES * 60_000;
  const outcome = { send: false };
  await codes.update(customerId, (current) => {
    const recent = (current?.sentAt ?? []).filter((at) => Date.parse(at) > windowStart);
    outcome.send = recent.length < MAX_CODES_PER_WINDOW;
    if (!outcome.send)
      return current ?? { codeHash: '', expiresAt: now.toISOString(), attempts: 0, sentAt: recent };
    return {
      codeHash,
      expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
      attempts: 0,
      sentAt: [...recent, now.toISOString()],
    };
  });
  if (!outcome.send) return;
  const signInUrl = await signInLinkUrl(origin, customerId, now);
  await sendMail({ to: email, ...codeEmail(code, signInUrl) });
}

/** Raised inside a code's write when there is no code record: nothing to judge, nothing to write. */
class NoCodeError extends Error {}

/**
 * Judges a try in the one conditional write that also counts it (code-guessing.ts): the verdict
 * is set afresh on every run of the write, against the code stored at that run, so a rerun after
 * another try's write never keeps an earlier run's verdict.
 */
async function judgeInStore(
  customerId: string,
  givenHash: string,
  triesAllowed: number,
  now: Date,
): Promise<CodeVerdict> {
  const given = Buffer.from(givenHash, 'hex');
  const matches = (codeHash: string) => {
    const expected = Buffer.from(codeHash, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  let verdict: CodeVerdict = 'dead';
  try {
    await codes.update(customerId, (current) => {
      verdict = 'dead';
      if (!current) throw new NoCodeError();
      const judged = judgeCodeTry(current, matches, triesAllowed, now);
      verdict = judged.verdict;
      return judged.next;
    });
  } catch (error) {
    if (error instanceof NoCodeError) return 'dead';
    throw error;
  }
  return verdict;
}

/** Burns whatever code the address holds now (no write if there is none, or it is used). */
async function burnCodesOf(customerId: string): Promise<void> {
  try {
    await codes.update(customerId, (current) => {
      if (!current) throw new NoCodeError();
      return current.codeHash === '' ? current : { ...current, codeHash: '' };
    });
  } catch (error) {
    if (!(error instanceof NoCodeError)) throw error;
  }
}

/**
 * The customer a right, unexpired code signs in (the code is then used up), or null. A wrong
 * try counts against the code (MAX_CODE_ATTEMPTS) and against the address for a day, across
 * every client address (code-guessing.ts); the answer to a refused try is always the same.
 * Work left after the answer (the owner's lock-out email) goes to `afterAnswer`.
 */
export async function verifyDeliveriesCode(
  email: string,
  code: string,
  now = new Date(),
  afterAnswer: RequestContext['waitUntil'] = (work) => {
    void work.catch((error: unknown) => {
      console.error('A My deliveries lock-out email could not be sent', error);
    });
  },
): Promise<string | null> {
  const customerId = customerIdOf(email);
  const stage = await guessingStageOf(customerId, now);
  if (stage === 'refused') {
    await burnCodesOf(customerId);
    return null;
  }
  const givenHash = await hashOf(customerId, code);
  const verdict = await judgeInStore(customerId, givenHash, triesAllowedAt(stage), now);
  if (verdict === 'accepted') return customerId;
  if (verdict === 'wrong') {
    await countWrongCode(customerId, email, now, () => burnCodesOf(customerId), afterAnswer);
  }
  return null;
}

/** Forgets the customer's sign-in code (an erasure); true when there was one. */
export async function forgetDeliveriesCode(customerId: string): Promise<boolean> {
  if (!(await codes.get(customerId))) return false;
  await codes.delete(customerId);
  return true;
}
