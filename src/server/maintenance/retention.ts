// What the privacy policy keeps for at most two years goes once its time is up: contact
// messages, "tell me when" requests and the staff action log (src/lib/system/retention.ts);
// the records of used My deliveries sign-in links go a day after their links expired, and
// rate-limit counts a day after their window.
// A maintenance part; a full pass runs once a NZ day, since the requests are read to find
// their age.
import { z } from 'zod';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { shortRetentionCutoff } from '../../lib/system/retention.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { deleteActivityBefore } from '../activity/activity-retention.ts';
import { recordCollection } from '../blobs/records.ts';
import { deleteMessagesReceivedBefore } from '../public-forms/contact-messages.ts';
import { deleteInterestsLastAskedBefore } from '../public-forms/delivery-interest.ts';
import { deleteOldRateWindows } from '../spam/rate-limit.ts';
import { deleteOldSignInLinkUses } from '../standing-orders/deliveries-link.ts';

/** `retention-passes/last`: the NZ day of the last pass that finished. */
const passes = recordCollection({
  prefix: 'retention-passes',
  schema: z.object({ day: z.iso.date() }),
});

/**
 * Deletes the messages, requests and audit entries older than two years, and sign-in link uses
 * and rate-limit windows older than a day, unless today's pass already finished; a pass the budget cuts short carries
 * on next run. Says how many records.
 */
export async function deleteExpiredRecords(now: Date, budget?: TimeBudget): Promise<number> {
  const today = nzDateOf(now);
  if ((await passes.get('last'))?.day === today) return 0;
  const cutoff = shortRetentionCutoff(now);
  const deleted =
    (await deleteMessagesReceivedBefore(cutoff, budget)) +
    (await deleteInterestsLastAskedBefore(cutoff, budget)) +
    (await deleteActivityBefore(cutoff, budget)) +
    (await deleteOldSignInLinkUses(now, budget)) +
    (await deleteOldRateWindows(now, budget));
  if (!budget?.spent()) await passes.update('last', () => ({ day: today }));
  return deleted;
}
