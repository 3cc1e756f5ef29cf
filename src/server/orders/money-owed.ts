// What shoppers still owe, as the dashboard's "awaiting payment" adds it up: one index key per
// order that owes, `money-owed/<orderId>/<cents>` (owedCents of the ledger, money-ledger.ts), and
// their count and sum in one derived record, `money-owed-total/all`, worked out again from a
// listing of the keys after each change, so the dashboard reads one record however many orders
// owe. An order that owes nothing has no key; the keys follow the order through its sync.
import { z } from 'zod';
import { owedCents } from '../../lib/orders/money-ledger.ts';
import type { Order } from '../../lib/orders/order.ts';
import { recordCollection } from '../blobs/records.ts';
import { writeSettled } from '../blobs/settled-write.ts';
import { retryingStore } from '../blobs/store-calls.ts';
import { getOrder } from './orders.ts';

const PREFIX = 'money-owed';
const store = () => retryingStore();

/** The orders that owe and the sum they owe. */
const OwedTotalSchema = z.object({
  count: z.int().nonnegative(),
  totalCents: z.int().nonnegative(),
});
type OwedTotal = z.output<typeof OwedTotalSchema>;

/** `money-owed-total/all`: the money-owed keys added up. */
const owedTotal = recordCollection({ prefix: 'money-owed-total', schema: OwedTotalSchema });
const TOTAL_ID = 'all';
/** Rounds of write-and-check against a change of the same order synced at once. */
const MOST_ROUNDS = 5;

/**
 * Makes the index say what the order owes now: its key written, its older keys deleted; then the
 * order is read again and the keys follow it until they agree, so when two changes sync at once
 * the last to finish leaves them right; then the total is added up again from the keys. Writers
 * reach it only through syncOrderDerived
 * (order-derived.ts); the dashboard bench fills its store with it directly.
 */
export async function syncMoneyOwed(order: Order): Promise<void> {
  await syncOwedKey(order);
  await syncOwedTotal();
}

/** Makes the order's money-owed key say what it owes now (see syncMoneyOwed). */
export async function syncOwedKey(order: Order): Promise<void> {
  let current: Order | null = order;
  for (let round = 0; current && round < MOST_ROUNDS; round += 1) {
    const owed = owedCents(current);
    const wanted = owed > 0 ? `${PREFIX}/${current.id}/${String(owed)}` : null;
    const { blobs } = await store().list({ prefix: `${PREFIX}/${current.id}/` });
    const keys = blobs.map((blob) => blob.key);
    if (keys.length === (wanted ? 1 : 0) && (!wanted || keys[0] === wanted)) break;
    if (wanted && !keys.includes(wanted)) await store().set(wanted, '');
    await Promise.all(keys.filter((key) => key !== wanted).map((key) => store().delete(key)));
    current = await getOrder(order.id);
  }
}

/** Adds the money-owed keys up again into their total (see syncMoneyOwed). */
export async function syncOwedTotal(): Promise<void> {
  await writeSettled(owedTotal, TOTAL_ID, addUpOwedKeys);
}

/**
 * The orders that owe and the sum they owe, from a listing of the index (a page per 1,000). An
 * order caught with two keys (a change between writing its new key and deleting the old) is
 * read to say which.
 */
async function addUpOwedKeys(): Promise<OwedTotal> {
  const { blobs } = await store().list({ prefix: `${PREFIX}/` });
  const byOrder = new Map<string, number[]>();
  for (const { key } of blobs) {
    const [, id = '', cents = ''] = key.split('/');
    if (!z.uuid().safeParse(id).success || !/^\d{1,12}$/.test(cents)) continue;
    byOrder.set(id, [...(byOrder.get(id) ?? []), Number(cents)]);
  }
  const owed = await Promise.all(
    [...byOrder].map(async ([id, amounts]) => {
      if (amounts.length === 1) return amounts[0] ?? 0;
      const order = await getOrder(id);
      return order ? owedCents(order) : 0;
    }),
  );
  const owing = owed.filter((cents) => cents > 0);
  return { count: owing.length, totalCents: owing.reduce((sum, cents) => sum + cents, 0) };
}

/** What is owed, as the dashboard shows it: one read of the derived total (zero before any). */
export async function moneyOwed(): Promise<OwedTotal> {
  return (await owedTotal.get(TOTAL_ID)) ?? { count: 0, totalCents: 0 };
}

/** The ids of the orders that owe money now, from one listing of the index (none is read). */
export async function owingOrderIds(): Promise<string[]> {
  const { blobs } = await store().list({ prefix: `${PREFIX}/` });
  const ids = blobs.map(({ key }) => key.split('/')[1] ?? '');
  return [...new Set(ids.filter((id) => z.uuid().safeParse(id).success))];
}
