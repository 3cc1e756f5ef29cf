// Wrong My deliveries codes counted per email address, across every client address, under
// `deliveries-code-guards/<customer id>` (times only, no address or code). Past the day's limit
// (code-guessing.ts) the address is locked out: its codes are burnt, and its owner is emailed
// once per lock-out, claimed under `deliveries-code-alerts/<customer id>-<lock-out time>` so two
// instances never both send it. The guesser's answer never changes, so the lock is not revealed.
import { z } from 'zod';
import {
  guessingStage,
  withWrongCode,
  wrongCodesInWindow,
  type GuessingStage,
} from '../../lib/standing-orders/code-guessing.ts';
import { renderHtml, renderText } from '../../lib/emails/render.ts';
import type { EmailBlock } from '../../lib/emails/order-email.ts';
import type { RequestContext } from '../http/handler.ts';
import { recordCollection } from '../blobs/records.ts';
import { siteConfig } from '../content/content.ts';
import { sendMail } from '../mail/send-mail.ts';
import { linkOriginWithoutRequest } from '../system/deploy.ts';
import { MY_DELIVERIES_PATH } from './deliveries-link.ts';

const WrongCodesSchema = z.object({
  wrongAt: z.array(z.iso.datetime()).max(50),
  lockedAt: z.iso.datetime().nullable(),
});

/** Each address's wrong codes in the window; exported for tests, which read what was counted. */
export const codeGuards = recordCollection({
  prefix: 'deliveries-code-guards',
  schema: WrongCodesSchema,
});

/** One claim per lock-out: whoever creates it sends the owner's email. */
const codeAlerts = recordCollection({
  prefix: 'deliveries-code-alerts',
  schema: z.object({ claimedAt: z.iso.datetime() }),
});

/** The stage an address is at now: how many tries a code of it may take (code-guessing.ts). */
export async function guessingStageOf(customerId: string, now: Date): Promise<GuessingStage> {
  const stored = await codeGuards.get(customerId);
  return guessingStage(wrongCodesInWindow(stored?.wrongAt ?? [], now).length);
}

function lockOutEmail(wrongCount: number): { subject: string; text: string; html: string } {
  const { name, email } = siteConfig();
  const subject = `Someone tried to sign in to your ${name} deliveries`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: 'Kia ora,' },
    {
      kind: 'paragraph',
      text: `Someone tried to sign in to My deliveries with your email address, using wrong codes ${String(wrongCount)} times in the last day. We have stopped the codes we sent you from working.`,
    },
    {
      kind: 'paragraph',
      text: 'If this wasn’t you, you don’t need to do anything. Your deliveries are safe: nobody can sign in without a code from your inbox.',
    },
    {
      kind: 'paragraph',
      text: 'To sign in yourself, ask for a new code on the My deliveries page. If codes still don’t work today, the My deliveries link in your delivery emails does.',
    },
    {
      kind: 'link',
      text: 'Open My deliveries',
      href: `${linkOriginWithoutRequest()}${MY_DELIVERIES_PATH}`,
    },
    {
      kind: 'paragraph',
      text: `If it keeps happening, tell us: reply to this email or write to ${email}.`,
    },
  ];
  return { subject, text: renderText(blocks), html: renderHtml(subject, blocks) };
}

/**
 * Counts a wrong code against the address (one conditional write; a rerun recounts from what is
 * stored) and says where that leaves it. Once locked out, `burnCodes` runs on every wrong code
 * (so none current at the lock-out, nor raced in beside it, survives), and the owner's email is
 * claimed once per lock-out and handed to `afterAnswer`, so the guesser's answer takes no longer.
 */
export async function countWrongCode(
  customerId: string,
  email: string,
  now: Date,
  burnCodes: () => Promise<void>,
  afterAnswer: RequestContext['waitUntil'],
): Promise<GuessingStage> {
  const saved = await codeGuards.update(customerId, (current) => withWrongCode(current, now));
  const stage = guessingStage(saved.data.wrongAt.length);
  const { lockedAt } = saved.data;
  if (stage === 'open' || !lockedAt) return stage;
  await burnCodes();
  const claim = `${customerId}-${String(Date.parse(lockedAt))}`;
  const { created } = await codeAlerts.createOnce(claim, { claimedAt: now.toISOString() });
  if (created) {
    afterAnswer(sendMail({ to: email, ...lockOutEmail(saved.data.wrongAt.length) }));
  }
  return stage;
}
