/**
 * The maintenance job's part that takes batches past their best-before out of sale: each
 * batch in sale whose best-before is before today (NZ) is withdrawn with a 'past best-before'
 * movement, and the shop hears once per batch which packs to take off the shelf.
 */
import { z } from 'zod';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { pastBestBeforeEmail, type ExpiredBatchLine } from '../../lib/emails/past-best-before.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { recordCollection } from '../blobs/records.ts';
import { products } from '../catalog/catalog.ts';
import { sendMail } from '../mail/send-mail.ts';
import { readShopSettings } from '../settings.ts';
import { linkOriginWithoutRequest } from '../system/deploy.ts';
import { batchesInSale, mealsWithBatchesInSale } from './store.ts';
import { withdrawFromSale } from './withdraw.ts';

/** `past-best-before-notices/<batchId>`: the shop was told of this batch (onlyIfNew, once). */
const notices = recordCollection({
  prefix: 'past-best-before-notices',
  schema: z.object({ at: z.iso.datetime() }),
});

/** Withdraws every batch past its best-before, as the budget allows; says which (their codes). */
export async function withdrawPastBestBefore(now: Date, budget: TimeBudget): Promise<string[]> {
  const today = nzDateOf(now);
  const told: ExpiredBatchLine[] = [];
  const withdrawn: string[] = [];
  for (const productId of await mealsWithBatchesInSale()) {
    if (budget.spent()) break;
    const expired = await batchesInSale(productId, '', today);
    if (expired.length === 0) continue;
    const meal = await products.get(productId);
    for (const batch of expired) {
      if (budget.spent()) break;
      const { batch: saved } = await withdrawFromSale(batch.id, 'past_best_before', null, now);
      withdrawn.push(saved.code);
      const { created } = await notices.createOnce(batch.id, { at: now.toISOString() });
      const packs = saved.withdrawals.find((out) => out.reason === 'past_best_before')?.packs ?? 0;
      if (created && packs > 0) {
        told.push({
          code: saved.code,
          mealName: meal?.name ?? productId,
          bestBefore: saved.bestBefore,
          packs,
        });
      }
    }
  }
  if (told.length > 0) {
    const settings = await readShopSettings();
    await sendMail({
      to: settings.orderNotificationEmail,
      ...pastBestBeforeEmail(told, `${linkOriginWithoutRequest()}/admin/batches`),
    });
  }
  return withdrawn;
}
