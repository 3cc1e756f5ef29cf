// The emails that tell a shopper what happens to their order once staff move it on: out for
// delivery, delivered, ready for pickup (a pickup order packed). Each goes once per move.
import type { Settings } from '../forms/settings.ts';
import type { OrderStatus, StatusChange } from './status.ts';

/** The shopper notices, as the order's timeline names their emails. */
export const SHOPPER_NOTICES = ['out_for_delivery', 'delivered', 'ready_for_pickup'] as const;
export type ShopperNotice = (typeof SHOPPER_NOTICES)[number];

/** The setting that switches each notice on or off (Settings → Emails to shoppers). */
export const NOTICE_SETTINGS = {
  out_for_delivery: 'notifyOutForDelivery',
  delivered: 'notifyDelivered',
  ready_for_pickup: 'notifyReadyForPickup',
} as const satisfies Record<ShopperNotice, keyof Settings>;

/**
 * How long after a move a repeated request (a retry after the first one died before its email
 * left) still sends that move's notice. Older moves are never announced late.
 */
export const NOTICE_RETRY_WINDOW_MS = 15 * 60 * 1000;

/** The notice a move to `status` calls for, for an order handed over this way, or null. */
export function noticeForStatus(
  status: OrderStatus,
  method: 'delivery' | 'pickup',
): ShopperNotice | null {
  if (method === 'delivery' && status === 'out_for_delivery') return 'out_for_delivery';
  if (method === 'delivery' && status === 'delivered') return 'delivered';
  if (method === 'pickup' && status === 'packed') return 'ready_for_pickup';
  return null;
}

/** What an order's notice needs of it. */
interface NoticeOrder {
  id: string;
  status: OrderStatus;
  fulfilment: { method: 'delivery' | 'pickup' };
  history: readonly StatusChange[];
}

/** A notice to send: which, the move it announces, and the key its one claim is written under. */
export interface DueNotice {
  notice: ShopperNotice;
  move: StatusChange;
  claimKey: string;
}

/**
 * The notice the order's present status calls for, if its move is one to announce now: the
 * request that made the move (`changed`), or a repeat of it within NOTICE_RETRY_WINDOW_MS. The
 * claim key names the move (its place in the history), so a repeat claims the same key, and a
 * second trip out after a failed delivery is announced again.
 */
export function dueNotice(order: NoticeOrder, changed: boolean, now: Date): DueNotice | null {
  const notice = noticeForStatus(order.status, order.fulfilment.method);
  if (!notice) return null;
  const index = order.history.findLastIndex((change) => change.to === order.status);
  const move = order.history[index];
  if (!move) return null;
  if (!changed && now.getTime() - Date.parse(move.at) > NOTICE_RETRY_WINDOW_MS) return null;
  return { notice, move, claimKey: `${order.id}/${notice}-${String(index)}` };
}
