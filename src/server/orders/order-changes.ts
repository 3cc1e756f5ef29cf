// The one door for every change to an order. A writer says what changes (a function of the
// order as it is now) and which activity entry the change logs; the door notes the change as
// open, saves the order in one conditional update with the change recorded on it (id, kind,
// when, who, its activity entry), then brings everything derived from the order up to date
// (syncOrderDerived), logs the activity entry once (keyed by the change id) and sends the emails
// the change table owes (src/lib/orders/change-emails.ts), each once (claims keyed by the change
// id). Only then is the open mark removed: a request that dies after its save leaves the mark,
// and the maintenance job finishes the change from the saved order (finishOpenChanges).
import { createHash, randomUUID } from 'node:crypto';
import { activityOwedBy } from '../../lib/orders/change-emails.ts';
import {
  changeOf,
  withChange,
  type ChangeActivity,
  type OrderChange,
  type OrderChangeKind,
} from '../../lib/orders/order-changes.ts';
import type { Order } from '../../lib/orders/order.ts';
import type { OrderActor, OrderStatus } from '../../lib/orders/status.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { recordAudit } from '../audit.ts';
import { HttpError } from '../http/errors.ts';
import { linkOriginWithoutRequest } from '../system/deploy.ts';
import { changeEmailsOf } from './change-emails.ts';
import { closeChange, noteChangeRepaired, openChange, staleOpenChanges } from './open-changes.ts';
import { syncOrderDerived } from './order-derived.ts';
import { getOrder, orders } from './orders.ts';
import { sendOwedEmailsOnce } from './placement-emails.ts';

/** A change a writer asks the door to make. */
export interface OrderChangeRequest {
  orderId: string;
  kind: OrderChangeKind;
  actor: OrderActor;
  /** The change's id; a retry that must find its first attempt passes the same (a refund's). */
  changeId?: string;
  now?: Date;
  /**
   * The order after the change, from the order as it is now (and its revision); may throw to
   * refuse (nothing is written), or return `latest` itself when there is nothing to change.
   */
  apply: (latest: Order, revision: number) => Order;
  /** The activity entry the change logs, from the order before and after; none by default. */
  activity?: (before: Order, after: Order) => ChangeActivity | null;
  /**
   * The caller finishes the change itself later (finishOrderChange), once the rest of its work
   * is done (a refund: after the money went back and its credit note is numbered).
   */
  finishLater?: boolean;
  /** The shop's address for links in emails; this deploy's own when not given. */
  origin?: string | undefined;
  /** A status change: the status it moves the order to. */
  to?: OrderStatus | undefined;
  /**
   * Runs the follow-ups after the answer (Netlify's waitUntil) instead of before it, for a caller
   * that must answer fast (Stripe's webhook); the open mark covers them either way.
   */
  afterAnswer?: ((work: Promise<unknown>) => void) | undefined;
}

/** What the door did: the order as saved, its revision, and the change (null: nothing changed). */
export interface OrderChangeResult {
  order: Order;
  revision: number;
  change: OrderChange | null;
}

/** The activity entry of a change is named by a uuid made from the order and change ids. */
function entryUuidOf(orderId: string, changeId: string): string {
  const hex = createHash('sha256').update(`${orderId}/${changeId}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Logs the change's activity entry under its one id: a second run writes nothing new. */
async function logChangeActivity(order: Order, change: OrderChange): Promise<void> {
  if (!change.activity || !activityOwedBy(order, change)) return;
  const { actor } = change;
  await recordAudit(
    {
      actor: { id: actor.id, username: actor.name },
      target: `orders/${order.id}`,
      label: order.number,
      ...change.activity,
    },
    new Date(change.at),
    entryUuidOf(order.id, change.id),
  );
}

/**
 * Everything that follows a saved change, each step safe to repeat: the derived records, the
 * activity entry, the emails the table owes. Every step runs even when one fails; the first
 * failure is thrown after, so whoever runs it again redoes them all. Says how many emails the
 * change owed (each sent once: a second run sends none again).
 */
export async function followOrderChange(
  order: Order,
  change: OrderChange,
  options: { origin?: string | undefined; now?: Date } = {},
): Promise<number> {
  const origin = options.origin ?? linkOriginWithoutRequest();
  let owed = 0;
  const steps = await Promise.allSettled([
    syncOrderDerived(order),
    logChangeActivity(order, change),
    changeEmailsOf(order, change, origin).then((emails) => {
      owed = emails.length;
      return sendOwedEmailsOnce(order.id, emails, options.now ?? new Date());
    }),
  ]);
  const failed = steps.find((step) => step.status === 'rejected');
  if (failed) throw failed.reason;
  return owed;
}

/**
 * Finishes a saved change and removes its open mark. A failure is logged, not thrown: the
 * change stands, and the maintenance job finishes what is left once the mark is old. Says how
 * many emails the change owed (they are noted on the order, which is then newer than `order`).
 */
export async function finishOrderChange(
  order: Order,
  change: OrderChange,
  options: { origin?: string | undefined; now?: Date } = {},
): Promise<number> {
  try {
    const owed = await followOrderChange(order, change, options);
    await closeChange(order.id, change.id);
    return owed;
  } catch (error) {
    console.error(`Order ${order.number}: change ${change.id} is left for maintenance`, error);
    return 0;
  }
}

/** Removes the open mark of a change that did not reach the order; keeps it when unsure. */
async function closeUnsaved(orderId: string, changeId: string): Promise<void> {
  try {
    const latest = await getOrder(orderId);
    if (!latest || !changeOf(latest, changeId)) await closeChange(orderId, changeId);
  } catch (error) {
    console.error(`Order ${orderId}: change ${changeId} is left for maintenance`, error);
  }
}

/**
 * Changes an order through the one door (see the top of this file). A change the order already
 * records (a retry with the same change id) is not made twice: its follow-ups run again.
 */
export async function changeOrder(request: OrderChangeRequest): Promise<OrderChangeResult> {
  const { orderId, kind, actor } = request;
  const now = request.now ?? new Date();
  const changeId = request.changeId ?? `${kind}-${randomUUID()}`;
  await openChange(orderId, changeId, now);
  let saved: { data: Order; revision: number };
  try {
    saved = await orders.update(orderId, (latest, revision) => {
      if (!latest) throw new HttpError(404);
      if (changeOf(latest, changeId)) return latest;
      const next = request.apply(latest, revision);
      if (next === latest) return latest;
      const activity = request.activity?.(latest, next) ?? null;
      const at = now.toISOString();
      const to = request.to ? { to: request.to } : {};
      return withChange(next, {
        id: changeId,
        kind,
        at,
        actor,
        ...(activity && { activity }),
        ...to,
      });
    });
  } catch (error) {
    // A refusal wrote nothing. A store failure may hide a write that landed: the mark stays
    // when the order has the change (or cannot be read), for the maintenance job to finish.
    await closeUnsaved(orderId, changeId);
    throw error;
  }
  const change = changeOf(saved.data, changeId);
  if (!change) {
    await closeChange(orderId, changeId);
    return { order: saved.data, revision: saved.revision, change: null };
  }
  if (request.finishLater) return { order: saved.data, revision: saved.revision, change };
  const finishing = finishOrderChange(saved.data, change, { origin: request.origin, now });
  if (request.afterAnswer) {
    request.afterAnswer(finishing);
    return { order: saved.data, revision: saved.revision, change };
  }
  // Emails sent are noted on the order: the caller answers with it as it is now (its revision
  // is what staff's next edit must name).
  const latest = (await finishing) > 0 ? await orders.getRevisioned(orderId) : null;
  return latest
    ? { order: latest.data, revision: latest.revision, change }
    : { order: saved.data, revision: saved.revision, change };
}

/**
 * The maintenance job's part: finishes each change whose request died after (or while) saving
 * it, once its open mark is older than the grace period: the order's derived records, its one
 * activity entry and its emails, from the order as saved. A mark whose change never reached the
 * order is removed. Says how many changes it finished (each also kept for the system check).
 */
export async function finishOpenChanges(
  now: Date,
  origin: string,
  budget?: TimeBudget,
): Promise<number> {
  let finished = 0;
  for (const open of await staleOpenChanges(now)) {
    if (budget?.spent()) break;
    try {
      const order = await getOrder(open.orderId);
      const change = order && changeOf(order, open.changeId);
      if (order && change) {
        await followOrderChange(order, change, { origin, now });
        await noteChangeRepaired(open, now);
        finished += 1;
      }
      await closeChange(open.orderId, open.changeId);
    } catch (error) {
      // The mark stays: the next run tries this change again; the others go on.
      console.error(`[maintenance] change ${open.changeId} of order ${open.orderId}`, error);
    }
  }
  return finished;
}
