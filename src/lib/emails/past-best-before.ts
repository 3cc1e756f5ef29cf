import { emailDocument, paragraph } from './html.ts';
import type { EmailContent } from './order-email.ts';

/** One batch the maintenance job took out of sale, as the shop's notice names it. */
export interface ExpiredBatchLine {
  code: string;
  mealName: string;
  bestBefore: string;
  packs: number;
}

/** The shop's notice that batches went past their best-before and their packs left sale. */
export function pastBestBeforeEmail(
  expired: readonly ExpiredBatchLine[],
  batchesUrl: string,
): EmailContent {
  const packs = expired.reduce((sum, batch) => sum + batch.packs, 0);
  const subject = `Past best-before: ${String(packs)} packs taken out of sale`;
  const lines = [
    'These batches are past their best-before date; their packs left on the shelf no longer count as stock for sale:',
    ...expired.map(
      (batch) =>
        `${batch.code} (${batch.mealName}), best before ${batch.bestBefore}: ${String(batch.packs)} packs`,
    ),
    `Take them off the shelf and see the batches in the back office: ${batchesUrl}`,
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: emailDocument(subject, lines.map(paragraph).join('')),
  };
}
