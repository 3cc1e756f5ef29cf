// What the exports for Xero recorded. Each export run is one record (`xero-runs/<id>`, with the
// files it made) and one index key whose name carries its summary, so the list of runs and the
// range the next run covers come from one listing. Each invoice and credit note given to Xero
// is claimed once (`xero-invoiced/<orderId>`, `xero-credited/<number>`, onlyIfNew): of two runs
// at once, or a run and a retry, one holds it and the other leaves it out.
import { z } from 'zod';
import {
  XeroExportRunSchema,
  XeroRunSummarySchema,
  type XeroRunSummary,
} from '../../lib/accounts/xero-runs.ts';
import { recordCollection } from '../blobs/records.ts';
import { retryingStore } from '../blobs/store-calls.ts';

/** Which run gave Xero an invoice or a credit note, and when. */
const ExportMarkSchema = z.object({ runId: z.string(), at: z.iso.datetime() });

const invoiceMarks = recordCollection({ prefix: 'xero-invoiced', schema: ExportMarkSchema });
const creditNoteMarks = recordCollection({ prefix: 'xero-credited', schema: ExportMarkSchema });

/** One file of a run: its name and its CSV text. */
export const XeroFileSchema = z.object({ name: z.string(), csv: z.string() });
export type XeroFile = z.output<typeof XeroFileSchema>;

/** A run as stored: what the answer said, its files, and the first day of an order it left waiting. */
const XeroRunRecordSchema = z.object({
  run: XeroExportRunSchema,
  files: z.array(XeroFileSchema),
  waitingFrom: z.iso.date().nullable(),
});
export type XeroRunRecord = z.output<typeof XeroRunRecordSchema>;

const runRecords = recordCollection({ prefix: 'xero-runs', schema: XeroRunRecordSchema });
const INDEX_PREFIX = 'xero-run-index';
const LATEST_MS = 9_999_999_999_999;

/** Claims an order's invoice for a run: true when this run is the first to give it to Xero. */
export async function claimInvoice(orderId: string, runId: string, at: string): Promise<boolean> {
  const { record } = await invoiceMarks.createOnce(orderId, { runId, at });
  return record.runId === runId;
}

/** Claims a credit note for a run: true when this run is the first to give it to Xero. */
export async function claimCreditNote(number: string, runId: string, at: string): Promise<boolean> {
  const { record } = await creditNoteMarks.createOnce(number, { runId, at });
  return record.runId === runId;
}

/** Whether an earlier export already gave Xero this order's invoice. */
export async function invoiceExported(orderId: string): Promise<boolean> {
  return (await invoiceMarks.get(orderId)) !== null;
}

/** Whether an earlier export already gave Xero this credit note. */
export async function creditNoteExported(number: string): Promise<boolean> {
  return (await creditNoteMarks.get(number)) !== null;
}

/** A run's summary in its index key: newest first, every field a plain token. */
function indexKeyOf(summary: XeroRunSummary, waitingFrom: string | null): string {
  const inverted = String(LATEST_MS - Date.parse(summary.at)).padStart(13, '0');
  return [
    inverted,
    summary.id,
    summary.from,
    summary.to,
    summary.chosen ? 'chosen' : 'next',
    String(summary.invoices),
    String(summary.creditNotes),
    String(summary.files),
    waitingFrom ?? 'none',
  ].join('~');
}

/** An index key's run summary and waiting day, or null for a key that is not one. */
function fromIndexKey(key: string): { summary: XeroRunSummary; waitingFrom: string | null } | null {
  const [inverted, id, from, to, kind, invoices, creditNotes, files, waiting] = key.split('~');
  const summary = XeroRunSummarySchema.safeParse({
    id,
    at: new Date(LATEST_MS - Number(inverted)).toISOString(),
    from,
    to,
    chosen: kind === 'chosen',
    invoices: Number(invoices),
    creditNotes: Number(creditNotes),
    files: Number(files),
  });
  if (!summary.success) return null;
  const waitingFrom = waiting && /^\d{4}-\d{2}-\d{2}$/.test(waiting) ? waiting : null;
  return { summary: summary.data, waitingFrom };
}

/** Saves a run: its record first, then its index key (a run is listed once its files are kept). */
export async function saveRun(record: XeroRunRecord): Promise<void> {
  await runRecords.createOnce(record.run.id, record);
  await retryingStore().set(`${INDEX_PREFIX}/${indexKeyOf(record.run, record.waitingFrom)}`, '');
}

/** A run as stored, with its files, or null. */
export function getRun(id: string): Promise<XeroRunRecord | null> {
  return runRecords.get(id);
}

/** Every run, newest first, from one listing of the index keys (no run is read). */
export async function listRuns(): Promise<
  { summary: XeroRunSummary; waitingFrom: string | null }[]
> {
  const { blobs } = await retryingStore().list({ prefix: `${INDEX_PREFIX}/` });
  return blobs
    .map((blob) => fromIndexKey(blob.key.slice(INDEX_PREFIX.length + 1)))
    .filter((run) => run !== null)
    .sort((a, b) => b.summary.at.localeCompare(a.summary.at));
}
