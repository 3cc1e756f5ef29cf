// The open-change markers of the one door (order-changes.ts): `order-changes-open/<orderId>/
// <changeId>` is written before an order is saved and deleted once everything that follows the
// change is done, so a request that died between the two leaves a trace the maintenance job finds
// with one listing. Each change the job finished is kept as `order-change-repairs/<NZ day>/
// <orderId>_<changeId>` (one key each, written once), for the system check to count.
import { z } from 'zod';
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import { recordCollection } from '../blobs/records.ts';

/** A change a request has begun and not yet finished. */
const openChanges = recordCollection({
  prefix: 'order-changes-open',
  schema: z.object({ at: z.iso.datetime() }),
});

/** A change the maintenance job finished for a request that died. */
const changeRepairs = recordCollection({
  prefix: 'order-change-repairs',
  schema: z.object({ at: z.iso.datetime() }),
});

/** How long a change is left to the request that began it before the maintenance job finishes it. */
export const OPEN_CHANGE_GRACE_MS = 5 * 60 * 1000;

/** An open change found by the maintenance job. */
export interface OpenChange {
  orderId: string;
  changeId: string;
  at: string;
}

const markerId = (orderId: string, changeId: string) => `${orderId}/${changeId}`;

/** Notes that a change of this order is about to be saved (before the save). */
export async function openChange(orderId: string, changeId: string, now: Date): Promise<void> {
  await openChanges.createOnce(markerId(orderId, changeId), { at: now.toISOString() });
}

/** Forgets a change whose follow-ups are all done (or that was never saved). */
export async function closeChange(orderId: string, changeId: string): Promise<void> {
  await openChanges.delete(markerId(orderId, changeId));
}

/** The open changes older than the grace period, oldest first. */
export async function staleOpenChanges(now: Date): Promise<OpenChange[]> {
  const cutoff = now.getTime() - OPEN_CHANGE_GRACE_MS;
  const found: OpenChange[] = [];
  for (const id of await openChanges.listIds()) {
    const [orderId = '', changeId = ''] = id.split('/');
    const marker = await openChanges.get(id);
    if (marker && Date.parse(marker.at) <= cutoff) found.push({ orderId, changeId, ...marker });
  }
  return found.sort((a, b) => a.at.localeCompare(b.at));
}

/** Keeps that the maintenance job finished this change (written once, however often it runs). */
export async function noteChangeRepaired(change: OpenChange, now: Date): Promise<void> {
  const id = `${nzDateOf(now)}/${change.orderId}_${change.changeId}`;
  await changeRepairs.createOnce(id, { at: now.toISOString() });
}

/** The days the system check counts repairs over. */
export const REPAIR_DAYS_COUNTED = 7;

/**
 * What the system check says of interrupted changes: how many the maintenance job finished in
 * the last REPAIR_DAYS_COUNTED NZ days, and how many are still open an hour past their start.
 */
export async function changeRepairFacts(now: Date): Promise<{ finished: number; stuck: number }> {
  const today = nzDateOf(now);
  const days = Array.from({ length: REPAIR_DAYS_COUNTED }, (_, back) => addDays(today, -back));
  const counts = await Promise.all(days.map((day) => changeRepairs.listIds(`${day}/`)));
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000 + OPEN_CHANGE_GRACE_MS);
  const stuck = (await staleOpenChanges(hourAgo)).length;
  return { finished: counts.reduce((sum, ids) => sum + ids.length, 0), stuck };
}
