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
import { adminOrderView } from '../../lib/orders/order.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { HttpError } from '../http/errors.ts';
import { deleteRestockWaitlistEntry, waitlistEntriesOf } from '../inventory/restock-waitlist.ts';
import { eraseSubscriber } from '../newsletters/subscribers/subscriber-admin.ts';
import { subscribers } from '../newsletters/subscribers/subscriber-records.ts';
import { syncOrderListing } from '../orders/order-list.ts';
import { getOrder, orders } from '../orders/orders.ts';
import { deleteDeliveryInterest, deliveryInterestsOf } from '../public-forms/delivery-interest.ts';
import { customerIdFrom } from './customer-admin.ts';
import {
  customerIdOf,
  customerNotes,
  customerSummaries,
  pendingErasures,
} from './customer-records.ts';
import { eraseOrderContact } from './due-erasures.ts';
import { contactMessagesFrom, deleteContactMessage } from '../public-forms/contact-messages.ts';

const NOT_FOUND = 'There is no such customer (they may have been erased).';

/** What the shop may hold about a person that an export cannot find by key, and why. */
export const NOT_SEARCHED = [
  'Emails in the mail outbox: kept only until sent, keyed by time, not by address.',
  'An order being placed (placements): kept only until the order is announced; the order holds the same.',
  'The audit log: it names customers by their address hash, never their details.',
];

async function summaryOf(id: string): Promise<CustomerSummary> {
  const summary = await customerSummaries.get(id);
  if (!summary) throw new HttpError(404, NOT_FOUND);
  return summary;
}

/** Every record held about the customer, by kind, as the export's JSON and CSV give them. */
async function recordsOf(id: string) {
  const summary = await summaryOf(id);
  const { orders: entries, ...customer } = customerFactsOf(summary);
  const [notes, subscriber, interests, waitlist, messages, fullOrders] = await Promise.all([
    customerNotes.get(id),
    subscribers.get(id),
    deliveryInterestsOf(summary.email),
    waitlistEntriesOf(summary.email),
    contactMessagesFrom(summary.email),
    Promise.all(entries.map((entry) => getOrder(entry.orderId))),
  ]);
  return {
    customer: [{ id, ...customer }],
    notes: notes?.notes ?? [],
    orders: fullOrders.flatMap((order) => (order ? [adminOrderView(order)] : [])),
    subscriber: subscriber ? [subscriber] : [],
    contactMessages: messages.map(({ message }) => message),
    deliveryInterest: interests.map(({ interest }) => interest),
    restockWaitlist: waitlist.map(({ entry }) => entry),
  };
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
    const saved = await orders.update(entry.orderId, (current) => {
      if (!current) throw new HttpError(404);
      if (CLOSED.has(current.status)) return current;
      return { ...current, customer: contact, staffNotes: [...current.staffNotes, note] };
    });
    if (saved.data.customer.email === contact.email) changed.push(saved.data.number);
    await syncOrderListing(saved.data);
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
 * Erases what the law lets the shop erase (DELETE /api/admin/customers/{id}): staff notes, the
 * newsletter record (through the subscribers' own erasure), contact messages, delivery-area
 * requests and restock waitlist entries. Orders are tax records kept for 7 years: those younger
 * stay whole, older ones lose the person's contact details.
 */
export async function eraseCustomer(
  actor: Actor,
  rawId: string,
  now = new Date(),
): Promise<ErasureResult> {
  const id = customerIdFrom(rawId);
  const summary = await summaryOf(id);
  const erased: string[] = [];
  if (await customerNotes.get(id)) {
    await customerNotes.delete(id);
    erased.push('Staff notes');
  }
  if (await subscribers.get(id)) {
    await eraseSubscriber(actor, id, now);
    erased.push('Newsletter subscription and its consent history');
  }
  const [messages, interests, waitlist] = await Promise.all([
    contactMessagesFrom(summary.email),
    deliveryInterestsOf(summary.email),
    waitlistEntriesOf(summary.email),
  ]);
  await Promise.all(messages.map(({ id: messageId }) => deleteContactMessage(messageId)));
  if (messages.length > 0) erased.push(`Contact messages (${String(messages.length)})`);
  await Promise.all(interests.map(({ id: interestId }) => deleteDeliveryInterest(interestId)));
  if (interests.length > 0) erased.push(`Delivery area requests (${String(interests.length)})`);
  await Promise.all(waitlist.map(({ id: entryId }) => deleteRestockWaitlistEntry(entryId)));
  if (waitlist.length > 0) erased.push(`Restock waitlist entries (${String(waitlist.length)})`);
  const entries = customerFactsOf(summary).orders;
  const old = entries.filter((entry) => pastRetention(entry.placedAt, now));
  for (const entry of old) await eraseOrderContact(entry.orderId);
  const kept = entries
    .filter((entry) => !pastRetention(entry.placedAt, now))
    .map((entry) => ({ number: entry.number, keepUntil: retentionEndsAt(entry.placedAt) }));
  // The kept orders lose the person's details as their 7 years pass (the maintenance job).
  if (kept.length > 0) await pendingErasures.update(id, () => ({ requestedAt: now.toISOString() }));
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
