import type {
  ImportSkipReason,
  SubscriberImportResult,
} from '../../../lib/admin/areas/newsletters.ts';
import type { SubscriberImportRequest } from '../../../lib/forms/subscribers-admin.ts';
import {
  ImportFileError,
  parseSubscriberCsv,
  type ImportRow,
} from '../../../lib/newsletters/subscriber-csv.ts';
import { recordAudit, type Actor } from '../../audit.ts';
import { HttpError } from '../../http/errors.ts';
import {
  subscribedRecord,
  subscriberId,
  subscribers,
  withPreferences,
  type Subscriber,
} from './subscribers.ts';
import { erasedSubscriberIds } from './erased-subscribers.ts';
import { listedSubscribersById, syncSubscriberListing } from './subscriber-list.ts';

/** Rows written at once. */
const WRITES_AT_ONCE = 8;
/** A call stops starting rows after this long and says where to go on, inside a function's time. */
const WORK_BUDGET_MS = 8_000;

interface Planned {
  row: ImportRow;
  id: string;
  action: 'add' | 'update';
}
interface Skipped {
  row: number;
  email: string;
  reason: ImportSkipReason;
}

/** What happens to each row, from the file and the list as it is (two Blobs listings). */
async function planOf(rows: readonly ImportRow[]) {
  const [listed, erased] = await Promise.all([listedSubscribersById(), erasedSubscriberIds()]);
  const seen = new Set<string>();
  const planned: Planned[] = [];
  const skipped: Skipped[] = [];
  for (const row of rows) {
    const skip = (reason: ImportSkipReason) =>
      skipped.push({ row: row.row, email: row.email, reason });
    if (!row.valid) {
      skip('invalid email');
      continue;
    }
    const id = subscriberId(row.email);
    const current = listed.get(id);
    if (seen.has(id)) skip('duplicate in file');
    else if (erased.has(id)) skip('erased');
    else if (current?.status === 'unsubscribed') skip('unsubscribed');
    else if (current && row.preferences.every((p) => current.preferences.includes(p))) {
      skip('already subscribed');
    } else planned.push({ row, id, action: current ? 'update' : 'add' });
    seen.add(id);
  }
  return { planned, skipped };
}

/** The row's change of the record as it is when written; the record itself when nothing changes. */
function importedRecord(
  current: Subscriber | null,
  row: ImportRow,
  note: string,
  at: string,
): Subscriber {
  const consent = { source: 'import', note } as const;
  if (!current) {
    const name = row.name ?? row.email.split('@')[0] ?? row.email;
    return subscribedRecord(
      null,
      { email: row.email, name, preferences: row.preferences },
      consent,
      at,
    );
  }
  // An import never re-subscribes someone who left, nor renames anyone: it only adds topics.
  if (current.status === 'unsubscribed') return current;
  const added = row.preferences.filter((preference) => !current.preferences.includes(preference));
  if (added.length === 0) return current;
  return withPreferences(current, [...current.preferences, ...added], consent, at);
}

/**
 * Imports subscribers from a CSV file (POST /api/admin/subscribers/import). The dry run writes
 * nothing and says what the import would add, update and skip. The import writes each good row
 * as its own record (one atomic write each; bad rows never stop good ones), so a failure leaves
 * every row either in whole or not at all; the same file again adds nothing twice (rows already
 * in are skipped), which is how a failed row is retried. A long file is done a batch per call:
 * `nextRow` says where the next call (`fromRow`) goes on.
 */
export async function importSubscribers(
  actor: Actor,
  request: SubscriberImportRequest,
  now = new Date(),
): Promise<SubscriberImportResult> {
  let parsed: ReturnType<typeof parseSubscriberCsv>;
  try {
    parsed = parseSubscriberCsv(request.csv, request.mapping);
  } catch (error) {
    if (error instanceof ImportFileError) {
      throw new HttpError(400, error.message, { errors: { [error.field]: error.message } });
    }
    throw error;
  }
  const { columns, rows } = parsed;
  const { planned, skipped } = await planOf(rows);
  const from = (entry: { row: number }) => entry.row >= request.fromRow;
  const todo = planned.filter(({ row }) => from(row));
  const result: SubscriberImportResult = {
    dryRun: request.dryRun,
    columns,
    rows: rows.length,
    add: todo.filter((plan) => plan.action === 'add').length,
    update: todo.filter((plan) => plan.action === 'update').length,
    skip: skipped.filter(from),
    failed: [],
    nextRow: null,
  };
  if (request.dryRun) return result;

  const written = await writeRows(todo, request.consentStatement, now, result.failed);
  const nextRow = todo[written.done]?.row.row ?? null;
  const before = (entry: { row: number }) => nextRow === null || entry.row < nextRow;
  const done = todo.slice(0, written.done);
  const answer = {
    ...result,
    add: written.added,
    update: written.updated,
    skip: result.skip.filter(before),
    nextRow,
  };
  if (done.length > 0) {
    await recordAudit({
      actor: { id: actor.id, username: actor.username },
      action: 'subscriber.import',
      target: 'subscribers/import',
      before: null,
      // Counts and the consent statement; never the addresses.
      after: {
        consentStatement: request.consentStatement,
        rows: { from: request.fromRow, to: nextRow ? nextRow - 1 : rows.length },
        added: answer.add,
        updated: answer.update,
        skipped: answer.skip.length,
        failed: answer.failed.length,
      },
    });
  }
  return answer;
}

/** Writes the planned rows, a few at once, until done or out of time. */
async function writeRows(
  todo: readonly Planned[],
  note: string,
  now: Date,
  failed: SubscriberImportResult['failed'],
): Promise<{ done: number; added: number; updated: number }> {
  const started = Date.now();
  const at = now.toISOString();
  let done = 0;
  let added = 0;
  let updated = 0;
  while (done < todo.length && Date.now() - started < WORK_BUDGET_MS) {
    const batch = todo.slice(done, done + WRITES_AT_ONCE);
    await Promise.all(
      batch.map(async ({ row, id }) => {
        try {
          const outcome = { created: false, changed: false };
          const saved = await subscribers.update(id, (current) => {
            const next = importedRecord(current, row, note, at);
            outcome.created = current === null;
            outcome.changed = next !== current;
            return next;
          });
          if (outcome.changed) await syncSubscriberListing(id, saved.data);
          if (outcome.changed && outcome.created) added += 1;
          else if (outcome.changed) updated += 1;
        } catch (error) {
          console.error(`[import] row ${String(row.row)}`, error);
          failed.push({
            row: row.row,
            email: row.email,
            message: 'Could not be saved; import the same file again to retry it',
          });
        }
      }),
    );
    done += batch.length;
  }
  failed.sort((a, b) => a.row - b.row);
  return { done, added, updated };
}
