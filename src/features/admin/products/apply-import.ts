// Sending reviewed import rows to apply, a batch at a time, so the progress shown is real, and
// keeping what became of each row: imported, or refused with the server's reason.
import { ApiError, fieldErrorsOf } from '../../../lib/api/api-client.ts';
import { productsArea } from '../../../lib/admin/areas/products.ts';
import {
  IMPORT_APPLY_BATCH,
  type ImportApplyResult,
  type ImportApplyRow,
} from '../../../lib/forms/product-import.ts';
import { callRoute } from '../api/route-client.ts';

/** What applying did, with each failed row named (the names as sent). */
export interface AppliedImport extends ImportApplyResult {
  failed: { name: string; message: string }[];
}

/** What became of a row that was sent: imported, or refused with the server's reason. */
export type RowOutcome = { imported: true } | { imported: false; message: string };

/** A ticked row, checked, with its place in the review. */
export interface ChosenRow {
  index: number;
  row: ImportApplyRow;
}

/**
 * Applies the chosen rows in batches, adding to `result` and `outcomes` (by review index) as it
 * goes, so what was saved before an error is known. A batch the server refuses as a whole (400)
 * puts each message beside its field (`fieldError`); its other rows are reported as not sent.
 */
export async function applyInBatches(
  chosen: readonly ChosenRow[],
  result: AppliedImport,
  outcomes: Map<number, RowOutcome>,
  on: {
    progress: (done: number) => void;
    fieldError: (index: number, field: string, message: string) => void;
  },
): Promise<void> {
  for (let start = 0; start < chosen.length; start += IMPORT_APPLY_BATCH) {
    const batch = chosen.slice(start, start + IMPORT_APPLY_BATCH);
    try {
      const answer = await callRoute(productsArea.api.applyImport, {
        body: { rows: batch.map(({ row }) => row) },
      });
      result.created.push(...answer.created);
      result.updated.push(...answer.updated);
      for (const { index } of batch) outcomes.set(index, { imported: true });
      for (const { index, message } of answer.errors) {
        const sent = batch[index];
        if (!sent) continue;
        result.failed.push({ name: sent.row.name, message });
        outcomes.set(sent.index, { imported: false, message });
      }
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      const refused = new Map<number, string>();
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
        const [, offset, field] = /^rows\.(\d+)\.(.+)$/.exec(path) ?? [];
        const sent = batch[Number(offset)];
        if (sent && field) {
          on.fieldError(sent.index, field, message);
          refused.set(Number(offset), message);
        }
      }
      batch.forEach(({ row, index }, offset) => {
        const message =
          refused.get(offset) ?? 'Not imported: a row sent with it was refused. Import it again.';
        result.failed.push({ name: row.name, message });
        outcomes.set(index, { imported: false, message });
      });
    }
    on.progress(Math.min(start + batch.length, chosen.length));
  }
}
