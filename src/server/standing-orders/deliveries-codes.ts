// The 6-digit code a shopper asks for to sign in to My deliveries on a new device: emailed with a
// single-use sign-in link (deliveries-link.ts) that does the same, both good for 15 minutes, kept only as a keyed hash under `deliveries-codes/<customer id>`, used up after
// MAX_CODE_ATTEMPTS wrong tries, and at most MAX_CODES_PER_WINDOW sent per address per window.
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

/** How long an emailed code works. */
export const CODE_MINUTES = 15;
/** Wrong tries a code takes before it is used up. */
export const MAX_CODE_ATTEMPTS = 5;
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
 * Emails a new code and sign-in link (to pages at `origin`) to an address that has standing
 * orders (within the send limit); run after the answer, so the answer takes as long whatever the
 * address.
 */
export async function requestDeliveriesCode(
  email: string,
  origin: string,
  now = new Date(),
): Promise<void> {
  const customerId = customerIdOf(email);
  if ((await standingOrdersOf(customerId)).length === 0) return;
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

/**
 * The customer a right, unexpired code signs in (the code is then used up), or null. A wrong
 * try counts; after MAX_CODE_ATTEMPTS the code no longer works, right or not.
 */
export async function verifyDeliveriesCode(
  email: string,
  code: string,
  now = new Date(),
): Promise<string | null> {
  const customerId = customerIdOf(email);
  const stored = await codes.get(customerId);
  if (!stored || stored.codeHash === '') return null;
  if (Date.parse(stored.expiresAt) <= now.getTime()) return null;
  if (stored.attempts >= MAX_CODE_ATTEMPTS) return null;
  const given = Buffer.from(await hashOf(customerId, code), 'hex');
  const expected = Buffer.from(stored.codeHash, 'hex');
  const right = given.length === expected.length && timingSafeEqual(given, expected);
  const outcome = { accepted: false };
  await codes.update(customerId, (current) => {
    if (current?.codeHash !== stored.codeHash) return current ?? stored;
    if (right && current.attempts < MAX_CODE_ATTEMPTS) {
      outcome.accepted = true;
      return { ...current, codeHash: '', attempts: 0 };
    }
    return { ...current, attempts: current.attempts + 1 };
  });
  return outcome.accepted ? customerId : null;
}
