// An export for Xero: the paid orders placed in a range of NZ days (as sales invoices) and the
// credit notes issued in it. Without a range it continues from where the last export ended and
// holds only what no export holds yet; with one it holds the range's documents, naming those
// Xero already has. What it holds is recorded; its files are made when downloaded.
import { randomBytes } from 'node:crypto';
import {
  furthestRun,
  nextExportRange,
  type XeroExportRequest,
  type XeroExportRun,
} from '../../lib/accounts/xero-runs.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import type { Order } from '../../lib/orders/order.ts';
import { wasPaid } from '../../lib/orders/status.ts';
import { accountsArea } from '../../lib/admin/areas/accounts.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { HttpError } from '../http/errors.ts';
import { getOrder } from '../orders/orders.ts';
import { creditNotesIssuedBetween } from './credit-note-days.ts';
import { rangeOrders } from './xero-candidates.ts';
import {
  claimCreditNote,
  claimHoldersOf,
  claimInvoice,
  listRuns,
  saveRun,
  type XeroRunRecord,
} from './xero-records.ts';
import { filesOfRun } from './xero-files.ts';

/** The most orders one export reads: a function's time; a longer range must be split. */
export const MOST_ORDERS_PER_RUN = 2000;
/** Orders read at once. */
const READS_AT_ONCE = 16;

/** The orders with these ids, read a few at a time; missing ones are left out. */
async function readOrders(ids: readonly string[]): Promise<Map<string, Order>> {
  const found = new Map<string, Order>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += READS_AT_ONCE) {
    const batch = await Promise.all(unique.slice(start, start + READS_AT_ONCE).map(getOrder));
    for (const order of batch) if (order) found.set(order.id, order);
  }
  return found;
}

/** The range an export covers: the one staff chose (up to today), or the next one. */
function rangeOf(
  request: XeroExportRequest,
  today: string,
  runs: Awaited<ReturnType<typeof listRuns>>,
): { from: string; to: string; chosen: boolean } {
  if (request.from && request.to) {
    if (request.to > today) {
      throw new HttpError(400, 'Choose a last day no later than today.', {
        errors: { to: 'Choose a last day no later than today' },
      });
    }
    return { from: request.from, to: request.to, chosen: true };
  }
  const next = nextExportRange(runs, today);
  if (!next) {
    throw new HttpError(409, 'Nothing new to export: the last export reached yesterday.', {
      details: { reason: accountsArea.refusals.nothingToExport },
    });
  }
  return { ...next, chosen: false };
}

/** A run id: its time first (so ids sort by it), then random letters. */
function newRunId(now: Date): string {
  return `${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(6).toString('hex')}`;
}

/**
 * Makes an export run: reads the range's paid orders and credit notes, claims each for this run
 * (a claim is made once, so no two default runs give Xero the same document), records what it
 * holds, and says what staff should know before importing it.
 */
export async function runXeroExport(
  actor: Actor,
  request: XeroExportRequest,
  now = new Date(),
): Promise<XeroExportRun> {
  const runs = await listRuns();
  const { from, to, chosen } = rangeOf(request, nzDateOf(now), runs);
  const holders = claimHoldersOf(runs, now);
  const rows = await rangeOrders(from, to, holders);
  const candidates = [...rows.unexported, ...(chosen ? rows.exported : []), ...rows.waiting];
  if (candidates.length > MOST_ORDERS_PER_RUN) {
    throw new HttpError(
      400,
      `One export holds at most ${String(MOST_ORDERS_PER_RUN)} orders; choose a shorter range.`,
    );
  }
  const notes = await creditNotesIssuedBetween(from, to);
  const orders = await readOrders([
    ...candidates.map((row) => row.id),
    ...notes.map((n) => n.orderId),
  ]);
  const id = newRunId(now);
  const at = now.toISOString();
  const alreadyInXero: string[] = [];
  const invoices: XeroRunRecord['invoices'] = [];
  const waiting: Order[] = [];
  for (const row of candidates) {
    const order = orders.get(row.id);
    if (!order) continue;
    if (!wasPaid(order)) {
      if (order.status === 'awaiting_payment') waiting.push(order);
      continue;
    }
    const first = await claimInvoice(order.id, id, holders);
    if (!first && chosen) alreadyInXero.push(order.number);
    if (first || chosen) invoices.push({ orderId: order.id, number: order.number });
  }
  const creditNotes: XeroRunRecord['creditNotes'] = [];
  for (const note of notes) {
    if (!orders.has(note.orderId)) continue;
    const first = await claimCreditNote(note.number, id, holders);
    if (!first && chosen) alreadyInXero.push(note.number);
    if (first || chosen) creditNotes.push({ orderId: note.orderId, number: note.number });
  }
  invoices.sort((a, b) => a.number.localeCompare(b.number));
  // An order the last run left waiting before this range stays waiting: the next run starts there.
  const carried = furthestRun(runs)?.waitingFrom;
  const waitingDays = [
    ...waiting.map((order) => nzDateOf(new Date(order.placedAt))),
    ...(carried && carried < from ? [carried] : []),
  ].sort();
  const record: XeroRunRecord = {
    run: {
      id,
      at,
      by: actor.username,
      from,
      to,
      chosen,
      invoices: invoices.length,
      creditNotes: creditNotes.length,
      files: 0,
      alreadyInXero: alreadyInXero.sort(),
      waitingForPayment: waiting.map((order) => order.number).sort(),
    },
    invoices,
    creditNotes,
    waitingFrom: waitingDays[0] ?? null,
  };
  record.run.files = filesOfRun(record).length;
  await saveRun(record);
  await recordAudit(
    {
      actor: { id: actor.id, username: actor.username },
      action: 'xero-export.create',
      target: `xero-exports/${id}`,
      label: `${from} to ${to}`,
      before: null,
      after: record.run,
    },
    now,
  );
  return record.run;
}
