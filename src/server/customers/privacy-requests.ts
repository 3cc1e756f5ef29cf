// Privacy Act requests served from a customer's page: export everything the shop holds about one
// person, correct their contact details, or erase what the law lets the shop erase.
import type {
  CorrectionResult,
  CustomerCorrection,
  ErasureResult,
} from '../../lib/admin/areas/customers.ts';
import { customerFactsOf, type CustomerSummary } from '../../lib/customers/customer.ts';
import { privacyExportCsv } from '../../lib/customers/privacy-export-csv.ts';
import { pastRetention, retentionEndsAt } from '../../lib/customers/privacy.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { HttpError } from '../http/errors.ts';
import { changeOrder } from '../orders/order-changes.ts';
import { standingOrdersOf } from '../standing-orders/standing-orders.ts';
import { customerIdFrom } from './customer-admin.ts';
import { customerIdOf, customerNotes, customerSummaries } from './customer-records.ts';
import {
  notExportedNotes,
  PERSONAL_DATA_FAMILIES,
  type PersonOnRecord,
} from './personal-data-registry.ts';

const NOT_FOUND = 'There is no such customer (they may have been erased).';

/** What the shop may hold about a person that the export does not list record by record, and why. */
export const NOT_SEARCHED = notExportedNotes();

async function summaryOf(id: string): Promise<CustomerSummary> {
  const summary = await customerSummaries.get(id);
  if (!summary) throw new HttpError(404, NOT_FOUND);
  return summary;
}

/** The person the export and erasure work on: their summary and standing orders, read once. */
async function personOf(id: string): Promise<PersonOnRecord> {
  const summary = await summaryOf(id);
  return { id, email: summary.email, summary, standingOrders: await standingOrdersOf(id) };
}

/**
 * Every record held about the customer, by section, as the export's JSON and CSV give them: one
 * section per registered family that is exported (personal-data-registry.ts).
 */
async function recordsOf(id: string): Promise<Record<string, unknown[]>> {
  const person = await personOf(id);
  const sections = await Promise.all(
    PERSONAL_DATA_FAMILIES.flatMap(({ exported }) =>
      exported
        ? [exported.recordsOf(person).then((records) => [exported.section, records] as const)]
        : [],
    ),
  );
  return Object.fromEntries(sections);
}

/** The export's JSON (GET /api/admin/customers/{id}/export.json), audited. */
export async function exportCustomerJson(
  actor: Actor,
  rawId: string,
  now = new Date(),
): Promise<{ json: string; fileName: string }> {
  const id = customerIdFrom(rawId);
  const records = await recordsOf(id);
  await recordAudit(
    {
      actor,
      action: 'customer.export',
      target: `customers/${id}`,
      before: null,
      after: { format: 'json' },
    },
    now,
  );
  const json = JSON.stringify(
    { exportedAt: now.toISOString(), ...records, notSearched: NOT_SEARCHED },
    null,
    2,
  );
  return { json, fileName: `customer-${id.slice(0, 12)}-${nzDateOf(now)}.json` };
}

/** The export as a spreadsheet (GET /api/admin/customers/{id}/export.csv), audited. */
export async function exportCustomerCsv(
  actor: Actor,
  rawId: string,
  now = new Date(),
): Promise<{ csv: string; fileName: string }> {
  const id = customerIdFrom(rawId);
  const records = await recordsOf(id);
  await recordAudit(
    {
      actor,
      action: 'customer.export',
      target: `customers/${id}`,
      before: null,
      after: { format: 'csv' },
    },
    now,
  );
  const csv = privacyExportCsv({ ...records, notSearched: NOT_SEARCHED.map((note) => ({ note })) });
  return { csv, fileName: `customer-${id.slice(0, 12)}-${nzDateOf(now)}.csv` };
}

/** Statuses after which an order is done with; the rest are open. */
const CLOSED = new Set(['delivered', 'collected', 'cancelled', 'refunded']);

/**
 * Corrects a customer's name, email and phone (PUT /api/admin/customers/{id}/contact) on every
 * open order, each change on the order's timeline and in the audit log; orders already done keep
 * the details they were issued with. A new email that is another customer's is refused (409):
 * merging two people is not a correction.
 */
export async function correctCustomer(
  actor: Actor,
  rawId: string,
  contact: CustomerCorrection,
  now = new Date(),
): Promise<CorrectionResult> {
  const id = customerIdFrom(rawId);
  const summary = await summaryOf(id);
  const newId = customerIdOf(contact.email);
  if (newId !== id && (await customerSummaries.get(newId))) {
    throw new HttpError(409, 'Another customer already has this email address.', {
      errors: { email: 'Another customer already has this email address' },
      details: { reason: 'customer_email_taken', id: newId },
    });
  }
  const entries = Object.values(summary.orders);
  const open = entries.filter((entry) => !CLOSED.has(entry.status));
  const note = {
    at: now.toISOString(),
    actor: { kind: 'staff' as const, id: actor.id, name: actor.username },
    text: 'Contact details corrected at the customer’s request (Privacy Act).',
  };
  const changed: string[] = [];
  for (const entry of open) {
    const saved = await changeOrder({
      orderId: entry.orderId,
      kind: 'contact',
      actor: note.actor,
      now,
      apply: (current) => {
        if (CLOSED.has(current.status)) return current;
        return { ...current, customer: contact, staffNotes: [...current.staffNotes, note] };
      },
    });
    if (saved.order.customer.email === contact.email) changed.push(saved.order.number);
  }
  if (newId !== id) await moveNotes(id, newId);
  await recordAudit(
    {
      actor,
      action: 'customer.correct',
      target: `customers/${id}`,
      before: null,
      after: { id: newId, orders: changed },
    },
    now,
  );
  const unchanged = entries
    .map((entry) => entry.number)
    .filter((number) => !changed.includes(number));
  return {
    id: changed.length > 0 ? newId : id,
    changedOrders: changed,
    unchangedOrders: unchanged,
  };
}

/** The notes follow a customer to their corrected address. */
async function moveNotes(from: string, to: string): Promise<void> {
  const notes = await customerNotes.get(from);
  if (!notes) return;
  await customerNotes.update(to, (current) => ({
    notes: [...(current?.notes ?? []), ...notes.notes],
  }));
  await customerNotes.delete(from);
}

/**
 * Erases what the law lets the shop erase (DELETE /api/admin/customers/{id}): every registered
 * family in turn (personal-data-registry.ts): standing orders cancelled and stripped, their cards
 * detached, sign-in codes deleted and every sign-in ended, notes, the newsletter record, contact
 * messages, delivery-area requests, waitlist entries and unsent mail deleted. Orders are tax
 * records kept for 7 years: those younger stay whole, older ones lose the person's details.
 */
export async function eraseCustomer(
  actor: Actor,
  rawId: string,
  now = new Date(),
): Promise<ErasureResult> {
  const id = customerIdFrom(rawId);
  const person = { ...(await personOf(id)), actor, now };
  const erased: string[] = [];
  for (const family of PERSONAL_DATA_FAMILIES) {
    const line = family.erase ? await family.erase(person) : null;
    if (line) erased.push(line);
  }
  const entries = customerFactsOf(person.summary).orders;
  const old = entries.filter((entry) => pastRetention(entry.placedAt, now));
  const kept = entries
    .filter((entry) => !pastRetention(entry.placedAt, now))
    .map((entry) => ({ number: entry.number, keepUntil: retentionEndsAt(entry.placedAt) }));
  await recordAudit(
    {
      actor,
      action: 'customer.erase',
      target: `customers/${id}`,
      before: null,
      after: { erased, kept: kept.length, anonymised: old.length },
    },
    now,
  );
  return {
    erased,
    keptOrders: kept,
    anonymisedOrders: old.map((entry) => entry.number),
    message:
      kept.length > 0
        ? `Erased. ${String(kept.length)} order(s) are kept whole until their 7 years as tax records (GST) have passed; their contact details go then.`
        : 'Erased. No order is younger than 7 years, so none holds their contact details now.',
  };
}
