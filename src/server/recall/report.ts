// The trace as the Recall screen and the tracing CSV give it. Downloading the CSV hands
// customers' details out of the shop, so each download is logged in the activity log.
import type { RecallTrace } from '../../lib/admin/areas/recall.ts';
import { defaultNotice } from '../../lib/recall/recall-notice.ts';
import type { RecallSelection } from '../../lib/recall/selection.ts';
import { traceCsv, traceCsvName } from '../../lib/recall/trace-csv.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { siteConfig } from '../content/content.ts';
import { traceRecall } from './trace.ts';

/** The trace of a selection with the notice text the screen starts from. */
export async function recallTrace(selection: RecallSelection): Promise<RecallTrace> {
  const report = await traceRecall(selection);
  return { ...report, suggestedNotice: defaultNotice(report.batches, siteConfig().name) };
}

/** The tracing report as a CSV file, its download logged (who, which batches, how many rows). */
export async function tracingCsv(
  actor: Actor,
  selection: RecallSelection,
): Promise<{ csv: string; fileName: string }> {
  const report = await traceRecall(selection);
  const codes = report.batches.map((batch) => batch.code);
  await recordAudit({
    actor: { id: actor.id, username: actor.username },
    action: 'recall.trace-export',
    target: `recalls/${codes.join('+').slice(0, 200)}`,
    label: codes.join(', '),
    before: null,
    after: { batchCodes: codes, deliveries: report.deliveries.length },
  });
  return { csv: traceCsv(report), fileName: traceCsvName(report) };
}
