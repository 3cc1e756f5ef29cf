// Keeps the customers index right as orders are placed and change: the order's entry in its
// customer's summary (one conditional update), the customer it is counted under, and the
// customer's list key. Called from one place in the order code (syncOrderDerived, order-derived.ts).
import {
  customerEntryOf,
  customerFactsOf,
  withOrderEntry,
  withoutOrder,
  type CustomerSummary,
} from '../../lib/customers/customer.ts';
import { CUSTOMER_LIST_PREFIX, customerListKeyOf } from '../../lib/customers/customer-list.ts';
import { isErasedContact } from '../../lib/customers/privacy.ts';
import type { Order } from '../../lib/orders/order.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { retryingStore } from '../blobs/store-calls.ts';
import { runBackfill } from '../maintenance/backfill.ts';
import { orders } from '../orders/orders.ts';
import { customerIdOf, customerOfOrder, customerSummaries } from './customer-records.ts';

const store = () => retryingStore();

const wantedKeyOf = (id: string, summary: CustomerSummary | null): string | null => {
  const key = summary ? customerListKeyOf(id, customerFactsOf(summary)) : null;
  return key === null ? null : `${CUSTOMER_LIST_PREFIX}/${key}`;
};

/**
 * Makes the list show a customer as their summary is now (or not at all without orders): writes
 * the new key, deletes the others, then reads the summary again and repeats until they agree, so
 * two orders of one customer synced at once from two instances leave the right key.
 */
export async function syncCustomerListing(id: string, known?: CustomerSummary | null) {
  let current = known === undefined ? await customerSummaries.get(id) : known;
  for (let round = 0; round < 5; round += 1) {
    const wanted = wantedKeyOf(id, current);
    const { blobs } = await store().list({ prefix: `${CUSTOMER_LIST_PREFIX}/${id}/` });
    const keys = blobs.map((blob) => blob.key);
    if (wanted && !keys.includes(wanted)) await store().set(wanted, '');
    await Promise.all(keys.filter((key) => key !== wanted).map((key) => store().delete(key)));
    const again = await customerSummaries.get(id);
    if (wantedKeyOf(id, again) === wanted) return;
    current = again;
  }
}

/** Takes an order out of a customer's summary (its email changed, or was erased). */
async function dropFromCustomer(customerId: string, orderId: string): Promise<void> {
  const known = await customerSummaries.get(customerId);
  if (!known || !(orderId in known.orders)) return;
  const saved = await customerSummaries.update(customerId, (current) =>
    withoutOrder(current ?? known, orderId),
  );
  await syncCustomerListing(customerId, saved.data);
}

/**
 * Counts an order, as it is now, under its customer: its entry in the summary (an order counted
 * once however often this runs; an older revision never replaces a newer), its list key, and,
 * when its email changed, its removal from the customer it was counted under before.
 */
export async function syncCustomerOfOrder(orderId: string): Promise<void> {
  const [stored, link] = await Promise.all([
    orders.getRevisioned(orderId),
    customerOfOrder.get(orderId),
  ]);
  if (!stored) return;
  const order: Order = stored.data;
  const id = isErasedContact(order.customer) ? null : customerIdOf(order.customer.email);
  if (id) {
    const entry = customerEntryOf(order, stored.revision);
    const saved = await customerSummaries.update(id, (current) =>
      withOrderEntry(current, order.customer.email, entry),
    );
    await syncCustomerListing(id, saved.data);
  }
  if (link && link.customerId !== id) await dropFromCustomer(link.customerId, orderId);
  if (!id) {
    if (link) await customerOfOrder.delete(orderId);
  } else if (link?.customerId !== id) {
    await customerOfOrder.update(orderId, () => ({ customerId: id }));
  }
}

// Each order's entry is its own, and summaries take concurrent updates.
const BACKFILL_PARALLEL = 8;

/**
 * Counts the orders placed before customers had an index, a few at a time from where it got to,
 * until done or the budget is spent; once done it costs one read. Says how many.
 */
export async function backfillCustomers(budget?: TimeBudget, limit?: number): Promise<number> {
  const run = await runBackfill({
    id: 'customers-v1',
    // Its own snapshot, taken now: the orders one was listed before customers were counted.
    source: 'orders-for-customers',
    listIds: () => orders.listIds(),
    budget,
    limit,
    parallel: BACKFILL_PARALLEL,
    work: async (id) => {
      await syncCustomerOfOrder(id);
      return 1;
    },
  });
  return run.handled;
}
