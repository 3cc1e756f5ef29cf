// The customers list, one customer's page and the notes staff keep (customersArea).
import { randomUUID } from 'node:crypto';
import type {
  CustomerDetail,
  CustomerListPage,
  SessionsEnded,
} from '../../lib/admin/areas/customers.ts';
import { customerFactsOf } from '../../lib/customers/customer.ts';
import {
  byLastOrder,
  CUSTOMER_LIST_PREFIX,
  CustomerIdSchema,
  customerRowFromKey,
  customerRowMatches,
  type CustomerKeyRow,
  type CustomerListRow,
} from '../../lib/customers/customer-list.ts';
import { MOST_NOTES, type CustomerNote } from '../../lib/customers/customer-notes.ts';
import type { CustomerFilter } from '../../lib/customers/customer-list.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { retryingStore } from '../blobs/store-calls.ts';
import { HttpError } from '../http/errors.ts';
import { listedSubscribersById } from '../newsletters/subscribers/subscriber-list.ts';
import { subscribers } from '../newsletters/subscribers/subscriber-records.ts';
import { customerNotes, customerSummaries } from './customer-records.ts';
import { endCustomerSessions, sessionVersionOf } from './customer-sessions.ts';

const NOT_FOUND = 'There is no such customer (they may have been erased).';

/** A customer id from a path, or 404: never a key built from what the address bar says. */
export function customerIdFrom(raw: string): string {
  const parsed = CustomerIdSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(404, NOT_FOUND);
  return parsed.data;
}

/**
 * Every listed customer from one listing of keys, one row each: a customer caught between their
 * new key and the deletion of the old one shows the newer.
 */
async function listedCustomers(): Promise<CustomerKeyRow[]> {
  const prefix = `${CUSTOMER_LIST_PREFIX}/`;
  const { blobs } = await retryingStore().list({ prefix });
  const rows = new Map<string, CustomerKeyRow>();
  for (const { key } of blobs) {
    const row = customerRowFromKey(key.slice(prefix.length));
    const seen = row && rows.get(row.id);
    if (row && (!seen || byLastOrder(row, seen) < 0 || row.orderCount > seen.orderCount)) {
      rows.set(row.id, row);
    }
  }
  return [...rows.values()].sort(byLastOrder);
}

const encodeCursor = (row: CustomerKeyRow) =>
  Buffer.from(JSON.stringify([row.lastOrderAt, row.id])).toString('base64url');

function decodeCursor(cursor: string): CustomerKeyRow {
  try {
    const [lastOrderAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof lastOrderAt === 'string' &&
      typeof id === 'string' &&
      !Number.isNaN(Date.parse(lastOrderAt))
    ) {
      return { lastOrderAt, id } as CustomerKeyRow;
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError(400, 'This page link is not valid; start from the first page.', {
    errors: { cursor: 'This page link is not valid; start from the first page' },
  });
}

/**
 * One page of the customers list (GET /api/admin/customers), newest last order first: the
 * customers' keys and the subscribers' keys, two listings however many orders there are.
 */
export async function listCustomerPage(
  query: CustomerFilter & { cursor?: string | undefined; limit: number },
): Promise<CustomerListPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const [rows, subscribed] = await Promise.all([listedCustomers(), listedSubscribersById()]);
  const matching = rows
    .map((row): CustomerListRow => ({
      ...row,
      newsletter: subscribed.get(row.id)?.status ?? 'none',
    }))
    .filter((row) => customerRowMatches(row, query));
  const rest = after ? matching.filter((row) => byLastOrder(row, after) > 0) : matching;
  const page = rest.slice(0, query.limit);
  const last = page.at(-1);
  return {
    customers: page,
    nextCursor: rest.length > query.limit && last ? encodeCursor(last) : null,
    total: matching.length,
  };
}

/** One customer (GET /api/admin/customers/{id}): three reads at once, whatever the shop's size. */
export async function getCustomer(rawId: string): Promise<CustomerDetail> {
  const id = customerIdFrom(rawId);
  const [summary, notes, subscriber] = await Promise.all([
    customerSummaries.get(id),
    customerNotes.get(id),
    subscribers.get(id),
  ]);
  if (!summary || Object.keys(summary.orders).length === 0) throw new HttpError(404, NOT_FOUND);
  const facts = customerFactsOf(summary);
  return {
    id,
    ...facts,
    notes: notes?.notes ?? [],
    subscriber: subscriber && {
      id,
      status: subscriber.status,
      preferences: subscriber.preferences,
      subscribedAt: subscriber.subscribedAt,
    },
  };
}

/** Staff add a note about a customer (POST /api/admin/customers/{id}/notes). */
export async function addCustomerNote(
  actor: Actor,
  rawId: string,
  text: string,
  now = new Date(),
): Promise<{ notes: CustomerNote[] }> {
  const id = customerIdFrom(rawId);
  if (!(await customerSummaries.get(id))) throw new HttpError(404, NOT_FOUND);
  const note: CustomerNote = { id: randomUUID(), text, by: actor.username, at: now.toISOString() };
  const saved = await customerNotes.update(id, (current) => {
    const notes = current?.notes ?? [];
    if (notes.length >= MOST_NOTES) {
      throw new HttpError(
        409,
        `A customer keeps at most ${String(MOST_NOTES)} notes; edit one instead.`,
      );
    }
    return { notes: [...notes, note] };
  });
  await recordAudit(
    {
      actor,
      action: 'customer.note.add',
      target: `customers/${id}`,
      before: null,
      after: { noteId: note.id },
    },
    now,
  );
  return saved.data;
}

/** Staff change a note's text (PATCH /api/admin/customers/{id}/notes/{noteId}). */
export async function editCustomerNote(
  actor: Actor,
  rawId: string,
  noteId: string,
  text: string,
  now = new Date(),
): Promise<{ notes: CustomerNote[] }> {
  const id = customerIdFrom(rawId);
  const saved = await customerNotes.update(id, (current) => {
    if (!current?.notes.some((note) => note.id === noteId)) {
      throw new HttpError(404, 'There is no such note (someone may have erased it).');
    }
    return {
      notes: current.notes.map((note) =>
        note.id === noteId
          ? { ...note, text, editedAt: now.toISOString(), editedBy: actor.username }
          : note,
      ),
    };
  });
  await recordAudit(
    {
      actor,
      action: 'customer.note.edit',
      target: `customers/${id}`,
      before: null,
      after: { noteId },
    },
    now,
  );
  return saved.data;
}

/**
 * Staff end every My deliveries sign-in of a customer (POST /api/admin/customers/{id}/end-sessions):
 * every cookie and emailed sign-in link made before is refused from now on, on every device.
 */
export async function endSessionsOfCustomer(
  actor: Actor,
  rawId: string,
  now = new Date(),
): Promise<SessionsEnded> {
  const id = customerIdFrom(rawId);
  if (!(await customerSummaries.get(id))) throw new HttpError(404, NOT_FOUND);
  const before = await sessionVersionOf(id);
  const after = await endCustomerSessions(id, 'staff', now);
  await recordAudit(
    {
      actor,
      action: 'customer.sessions.end',
      target: `customers/${id}`,
      before: { sessionVersion: before },
      after: { sessionVersion: after },
    },
    now,
  );
  return {
    endedAt: now.toISOString(),
    message:
      'Every My deliveries sign-in of this customer has ended, on every device. They can sign in again with a code sent to their email.',
  };
}
