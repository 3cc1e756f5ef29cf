// The standing order records and the keys that find them without reading every record:
// `standing-orders-due/<NZ day>/<id>` (the job reads the days up to today) and
// `standing-orders-of/<customer id>/<id>` (a shopper's "My deliveries"). Every change goes
// through saveStandingOrder, which keeps the keys in step.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { datedSlot } from '../../lib/delivery/availability.ts';
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import type { Slot } from '../../lib/delivery/slots.ts';
import { standingDayKeysOf } from '../../lib/standing-orders/standing-days.ts';
import { staffListKeysOf } from '../../lib/standing-orders/staff-list.ts';
import {
  firstDueOf,
  nextSendingDate,
  StandingOrderSchema,
  type StandingOrder,
} from '../../lib/standing-orders/standing-order.ts';
import { recordCollection, type Revisioned } from '../blobs/records.ts';
import { retryingStore } from '../blobs/store-calls.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { runBackfill } from '../maintenance/backfill.ts';
import { deliverySlots } from '../delivery/store.ts';
import { followStandingSave } from './standing-on-board.ts';
import { followStandingSaveInPlan } from './standing-plan.ts';

/** `standing-orders/<id>`: one record per standing order. */
export const standingOrders = recordCollection({
  prefix: 'standing-orders',
  schema: StandingOrderSchema,
});

export const DUE_PREFIX = 'standing-orders-due';
export const OF_CUSTOMER_PREFIX = 'standing-orders-of';

/** Key families kept for every standing order; the admin list adds its own through `extraKeys`. */
type KeysOf = (order: StandingOrder) => string[];

const baseKeys: KeysOf = (order) => [
  ...(order.dueOn ? [`${DUE_PREFIX}/${order.dueOn}/${order.id}`] : []),
  `${OF_CUSTOMER_PREFIX}/${order.customerId}/${order.id}`,
];

// The staff list's keys (staff-list.ts) are named here, not registered from the admin's code:
// every process that saves (the job, My deliveries) must keep them, or a stale key would stay.
// The due-day keys (standing-days.ts) likewise: the prep list and forecast read them.
const extraKeyFamilies: KeysOf[] = [staffListKeysOf, standingDayKeysOf];

/** Adds a family of index keys (e.g. the staff list's) that every save keeps in step. */
export function registerStandingOrderKeys(keysOf: KeysOf): void {
  extraKeyFamilies.push(keysOf);
}

const keysOf = (order: StandingOrder): string[] => [
  ...baseKeys(order),
  ...extraKeyFamilies.flatMap((family) => family(order)),
];

/**
 * The NZ day the job must first look at the standing order's next delivery: when its reminder
 * is due (from the slot's own cut-off rules); three days before it when the slot is gone.
 */
export function dueDayOf(order: StandingOrder, slots: readonly Slot[]): string | null {
  const date = nextSendingDate(order);
  if (date === null) return null;
  const slot = slots.find((found) => found.id === order.fulfilment.slotId);
  if (!slot) return addDays(date, -3);
  return nzDateOf(new Date(firstDueOf(datedSlot(slot, date).cutoffAt)));
}

/** The record with its `dueOn` worked out again. */
export function withDueDay(order: StandingOrder, slots: readonly Slot[]): StandingOrder {
  return { ...order, dueOn: dueDayOf(order, slots) };
}

/** `standing-keys-of/<id>`: every index key a standing order may have, so none is ever lost. */
export const KEYS_OF_PREFIX = 'standing-keys-of';
const keyRecords = recordCollection({
  prefix: KEYS_OF_PREFIX,
  schema: z.object({ keys: z.array(z.string()) }),
});

const union = (...lists: (readonly string[])[]) => [...new Set(lists.flat())].sort();

/**
 * Writes the keys the record wants and deletes every other key it had: those of `before` and
 * those its key record lists. The record first grows by the keys about to be written, so a
 * process killed part-way leaves each key it may have written listed, and the next sync (a
 * retry, or the maintenance job's) deletes what is stale. The record then shrinks to what is kept.
 */
async function syncKeys(before: StandingOrder | null, after: StandingOrder): Promise<void> {
  const store = retryingStore();
  const wanted = keysOf(after);
  const listed = await keyRecords.update(after.id, (current) => ({
    keys: union(current?.keys ?? [], before ? keysOf(before) : [], wanted),
  }));
  const stale = listed.data.keys.filter((key) => !wanted.includes(key));
  await Promise.all(wanted.map((key) => store.set(key, '')));
  await Promise.all(stale.map((key) => store.delete(key)));
  if (stale.length > 0) {
    await keyRecords.update(after.id, (current) => ({
      keys: (current?.keys ?? []).filter((key) => !stale.includes(key) || wanted.includes(key)),
    }));
  }
  // The dashboard board's section and the forecast's plan follow the saved record.
  await Promise.all([followStandingSave(after), followStandingSaveInPlan(after)]);
}

/**
 * Creates a standing order once (a repeated id keeps the first). Its `dueOn` is worked out here.
 */
export async function createStandingOrder(
  order: Omit<StandingOrder, 'dueOn'> & { dueOn?: string | null },
): Promise<{ created: boolean; record: StandingOrder }> {
  const slots = await deliverySlots.list();
  const value = withDueDay({ ...order, dueOn: null }, slots);
  const result = await standingOrders.createOnce(value.id, value);
  await syncKeys(null, result.record);
  return result;
}

/**
 * Changes a standing order (a conditional write, retried against other writers): `change` gets
 * the record as it is and may throw to refuse. Its `dueOn` and index keys follow; when another
 * change landed meanwhile, the keys are synced again from the record as it stands.
 */
export async function saveStandingOrder(
  id: string,
  change: (current: StandingOrder, revision: number) => StandingOrder,
): Promise<Revisioned<StandingOrder>> {
  const slots = await deliverySlots.list();
  let before: StandingOrder | null = null;
  const saved = await standingOrders.update(id, (current, revision) => {
    if (!current) throw new StandingOrderNotFoundError(id);
    before = current;
    const changed = change(current, revision);
    return changed === current ? current : withDueDay(changed, slots);
  });
  await syncKeys(before, saved.data);
  const again = await standingOrders.getRevisioned(id);
  if (again && again.revision !== saved.revision) await syncKeys(saved.data, again.data);
  return saved;
}

export class StandingOrderNotFoundError extends Error {
  constructor(id: string) {
    super(`No standing order ${id}`);
    this.name = 'StandingOrderNotFoundError';
  }
}

/**
 * Writes every key the standing order's record wants, as it is now: for records saved before a
 * key family was added (the maintenance backfill). Keys of older states are never left behind
 * by a save, so only missing keys are written. Says whether there was a record.
 */
export async function rewriteStandingOrderKeys(id: string): Promise<boolean> {
  const order = await standingOrders.get(id);
  if (order) await syncKeys(null, order);
  return order !== null;
}

/**
 * Gives every standing order the keys of the families added since it was saved (the due-day
 * keys), one record at a time from where it got to, until done or the budget is spent; once done
 * it costs one read. Raise the id when a key family is added. Says how many it handled.
 */
export async function backfillStandingOrderKeys(budget?: TimeBudget): Promise<number> {
  const run = await runBackfill({
    id: 'standing-days-v1',
    source: 'standing-orders',
    listIds: () => standingOrders.listIds(),
    budget,
    work: async (id) => ((await rewriteStandingOrderKeys(id)) ? 1 : 0),
  });
  return run.handled;
}

/** `maintenance-cursors/standing-keys`: the last standing order whose keys a repair checked. */
const repairCursors = recordCollection({
  prefix: 'maintenance-cursors',
  schema: z.object({ after: z.string() }),
});
/** Standing orders whose keys one maintenance run checks (a few hundred go round in an hour). */
const KEYS_CHECKED_PER_RUN = 25;

/**
 * Checks the keys of the next few standing orders, in id order from where the last run stopped:
 * where the key record does not list exactly the keys the order wants (a save whose process died
 * before its keys followed), the keys are synced, the stale ones deleted. Says how many it fixed.
 */
export async function repairStandingOrderKeys(budget?: TimeBudget): Promise<number> {
  const ids = (await standingOrders.listIds()).sort();
  const after = (await repairCursors.get('standing-keys'))?.after ?? '';
  const ahead = ids.filter((id) => id > after);
  const turn = (ahead.length > 0 ? ahead : ids).slice(0, KEYS_CHECKED_PER_RUN);
  let fixed = 0;
  let last: string | null = null;
  for (const id of turn) {
    if (budget?.spent()) break;
    const [order, listed] = await Promise.all([standingOrders.get(id), keyRecords.get(id)]);
    last = id;
    if (!order) continue;
    const wanted = union(keysOf(order));
    if (JSON.stringify(listed?.keys ?? []) === JSON.stringify(wanted)) continue;
    await syncKeys(null, order);
    fixed += 1;
  }
  if (last !== null) {
    const checked = last;
    await repairCursors.update('standing-keys', () => ({ after: checked }));
  }
  return fixed;
}

/** A new standing order id. */
export const newStandingOrderId = (): string => randomUUID();

/** Ids of the standing orders due on NZ days up to and including `day` (oldest day first). */
export async function dueStandingOrderIds(day: string): Promise<string[]> {
  const store = retryingStore();
  const { directories } = await store.list({ prefix: `${DUE_PREFIX}/`, directories: true });
  const days = directories
    .map((folder) => folder.slice(DUE_PREFIX.length + 1))
    .filter((folder) => folder <= day)
    .sort();
  const ids: string[] = [];
  for (const folder of days) {
    const { blobs } = await store.list({ prefix: `${DUE_PREFIX}/${folder}/` });
    ids.push(...blobs.map((blob) => blob.key.slice(blob.key.lastIndexOf('/') + 1)));
  }
  return [...new Set(ids)];
}

/** A customer's standing orders (any status), newest first. */
export async function standingOrdersOf(customerId: string): Promise<StandingOrder[]> {
  const { blobs } = await retryingStore().list({ prefix: `${OF_CUSTOMER_PREFIX}/${customerId}/` });
  const found = await Promise.all(
    blobs.map((blob) => standingOrders.get(blob.key.slice(blob.key.lastIndexOf('/') + 1))),
  );
  return found
    .filter((order): order is StandingOrder => order !== null && order.customerId === customerId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
