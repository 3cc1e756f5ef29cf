/**
 * The records derived from an order: each is a function of the saved order alone, recomputed and
 * written whole (never incremented), so running it again, from a retry or from the maintenance
 * job, puts it right whatever an earlier run left. A new derived record is added to this list and
 * nowhere else; no other file calls these syncs (a unit test holds that).
 */
import type { Order } from '../../lib/orders/order.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { syncCreditNoteDays } from '../accounts/credit-note-days.ts';
import { recomputeBoardSection } from '../admin/dashboard-board.ts';
import { syncDayFiguresOfOrder } from '../admin/day-figures.ts';
import { ordersOnBoard } from '../admin/orders-on-board.ts';
import { syncBatchAllocation } from '../batches/allocate.ts';
import { syncCustomerOfOrder } from '../customers/customer-sync.ts';
import { syncMoneyOwed } from './money-owed.ts';
import { syncOrderListRow } from './order-list.ts';
import { runBackfill } from '../maintenance/backfill.ts';
import { syncOrderHolds } from './order-holds.ts';
import { syncOrderSearch } from './order-search.ts';
import { syncPrepDays } from './prep-days.ts';
import { syncRunSheetDays } from './run-sheet-days.ts';
import { getOrder, orders } from './orders.ts';

/** One record kept from an order: its name (for logs and the system check) and its sync. */
export interface OrderDerivedRecord {
  name: string;
  sync: (order: Order) => Promise<void>;
}

/** Every record derived from an order, in no particular order (each stands alone). */
export const ORDER_DERIVED_RECORDS: readonly OrderDerivedRecord[] = [
  { name: 'orders list row', sync: syncOrderListRow },
  { name: 'search words', sync: syncOrderSearch },
  { name: 'customer summary', sync: (order) => syncCustomerOfOrder(order.id) },
  {
    name: 'stock holds and slot packs',
    sync: async (order) => {
      await syncOrderHolds(order);
    },
  },
  { name: 'dashboard day figures', sync: syncDayFiguresOfOrder },
  { name: 'money owed', sync: syncMoneyOwed },
  { name: 'prep list day keys', sync: syncPrepDays },
  { name: 'credit notes by day', sync: syncCreditNoteDays },
  { name: 'run sheet day', sync: syncRunSheetDays },
  {
    // Orders packed before batches were recorded take none (see packedDayOf): no backfill.
    name: 'packs by batch',
    sync: async (order) => {
      await syncBatchAllocation(order);
    },
  },
];

/**
 * Records worked out from the records above across every order (what is owed in all, the next
 * deliveries): synced after those, since they read what those syncs write.
 */
export const ORDER_SUMMARY_RECORDS: readonly OrderDerivedRecord[] = [
  {
    name: 'dashboard board orders',
    sync: async () => {
      await recomputeBoardSection(ordersOnBoard);
    },
  },
];

/**
 * Brings every record derived from the order up to date with it, then the summaries across
 * orders. Each sync runs even when another fails; the first failure is thrown after all have
 * run, so a retry redoes them all.
 */
export async function syncOrderDerived(order: Order): Promise<void> {
  const results = await Promise.allSettled(
    ORDER_DERIVED_RECORDS.map((record) => record.sync(order)),
  );
  const summaries = await Promise.allSettled(
    ORDER_SUMMARY_RECORDS.map((record) => record.sync(order)),
  );
  const failed = [...results, ...summaries].find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Brings every order's derived records up to date once, one order at a time from where it got
 * to, until done or the budget is spent; once done it costs one read. Raise the id when a derived
 * record is added or its keys change, so orders written before are brought up to date. Says how
 * many orders it synced.
 */
export async function backfillOrderDerived(budget?: TimeBudget): Promise<number> {
  const run = await runBackfill({
    // v8: search words follow edits and reschedules (before, they were written at placement only).
    // v9: the dashboard's day figures and money-owed keys, and the customers' kept money; the
    // search's word index (order-words.ts) and the prep list's day keys (prep-days.ts).
    // v10: credit notes by the day they were issued (credit-note-days.ts), for the Xero export;
    // the run sheet's day records (run-sheet-days.ts); word key records written before the
    // settled mark are unsettled, so every key is written again.
    // v11: the day figures' index keys name what the order adds to the day (day-figures.ts).
    id: 'order-list-v11',
    source: 'orders',
    listIds: () => orders.listIds(),
    budget,
    work: async (id) => {
      const order = await getOrder(id);
      if (order) await syncOrderDerived(order);
      return 1;
    },
  });
  return run.handled;
}
