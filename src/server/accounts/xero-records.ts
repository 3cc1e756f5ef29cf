// What the exports for Xero recorded. Each export run is one record (`xero-runs/<id>`, with the
// documents it holds) and one index key whose name carries its summary, so the list of runs and the
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

/** A document a run holds: the order it comes from and its number (an invoice's is the order's). */
const RunDocumentSchema = z.object({ orderId: z.uuid(), number: z.string() });

/**
 * A run as stored: what its answer said, the documents it holds (its files are made from them
 * when downloaded, so no copy of a customer's details is kept here), and the first day of an
 * order it left waiting for payment.
 */
const XeroRunRecordSchema = z.object({
  run: XeroExportRunSchema,
  invoices: z.array(RunDocumentSchema),
  creditNotes: z.array(RunDocumentSchema),
  waitingFrom: z.iso.date().nullable(),
});
export type XeroRunRecord = z.output<typeof XeroRunRecordSchema>;

const runRecords = recordCollection({ prefix: 'xero-runs', schema: XeroRunRecordSchema });
const INDEX_PREFIX = 'xero-run-index';
const LATEST_MS = 9_999_999_999_999;

type ExportMark = z.output<typeof ExportMarkSchema>;

/** How long a run may take from its first claim to its listed record: its claims are its own. */
const RUN_SAVE_MS = 5 * 60_000;

/** What tells a live claim from one left by a run that died: the runs listed, and the time. */
export interface ClaimHolders {
  listed: ReadonlySet<string>;
  now: Date;
}

/** The holders as of a listing of runs (listRuns) at `now`. */
export function claimHoldersOf(runs: { summary: { id: string } }[], now: Date): ClaimHolders {
  return { listed: new Set(runs.map((run) => run.summary.id)), now };
}

/**
 * Whether a claim still stands: its run is listed (it can be downloaded), or may still be saving.
 * A run that died between its claims and its record gave Xero nothing: its claims are free again.
 */
function standing(mark: ExportMark, holders: ClaimHolders): boolean {
  const age = holders.now.getTime() - Date.parse(mark.at);
  return holders.listed.has(mark.runId) || age < RUN_SAVE_MS;
}

async function claim(
  marks: typeof invoiceMarks,
  key: string,
  runId: string,
  holders: ClaimHolders,
): Promise<boolean> {
  const at = holders.now.toISOString();
  const { record } = await marks.createOnce(key, { runId, at });
  if (record.runId === runId) return true;
  if (standing(record, holders)) return false;
  // Taken over in one conditional write: of two runs doing so at once, one gets it.
  const saved = await marks.update(key, (current) =>
    current && standing(current, holders) ? current : { runId, at },
  );
  return saved.data.runId === runId;
}

/** Claims an order's invoice for a run: true when this run is the first to give it to Xero. */
export function claimInvoice(orderId: string, runId: string, holders: ClaimHolders) {
  return claim(invoiceMarks, orderId, runId, holders);
}

/** Claims a credit note for a run: true when this run is the first to give it to Xero. */
export function claimCreditNote(number: string, runId: string, holders: ClaimHolders) {
  return claim(creditNoteMarks, number, runId, holders);
}

/** Whether an earlier export already gave Xero this order's invoice. */
export async function invoiceExported(orderId: string, holders: ClaimHolders): Promise<boolean> {
  const mark = await invoiceMarks.get(orderId);
  return mark !== null && standing(mark, holders);
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

/** Saves a run: its record first, then its index key (a run is listed once it can be downloaded). */
export async function saveRun(record: XeroRunRecord): Promise<void> {
  await runRecords.createOnce(record.run.id, record);
  await retryingStore().set(`${INDEX_PREFIX}/${indexKeyOf(record.run, record.waitingFrom)}`, '');
}

/** A run as stored, with its documents, or null. */
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
