import type { Order } from '../../lib/orders/order.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { changeOrder } from './order-changes.ts';

/** Adds a staff note to an order's timeline, and to the activity log, through the one door. */
export async function addStaffNote(
  orderId: string,
  actor: OrderActor,
  text: string,
  now = new Date(),
): Promise<Order> {
  const note = { at: now.toISOString(), actor, text };
  const saved = await changeOrder({
    orderId,
    kind: 'note',
    actor,
    now,
    apply: (current) => ({ ...current, staffNotes: [...current.staffNotes, note] }),
    activity: () => ({ action: 'order.note', before: null, after: { note: text } }),
  });
  return saved.order;
}
