import type { Order, OrderEmailRecord } from '../../lib/orders/order.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { recordAudit } from '../audit.ts';
import { HttpError } from '../http/errors.ts';
import { changeOrder } from './order-changes.ts';
import { orders } from './orders.ts';

/** Adds emails sent about an order to its timeline (never fails the sending that called it). */
export async function recordOrderEmails(
  orderId: string,
  sent: Omit<OrderEmailRecord, 'at'>[],
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  try {
    await orders.update(orderId, (current) => {
      if (!current) throw new HttpError(404);
      return {
        ...current,
        emails: [...current.emails, ...sent.map((email) => ({ ...email, at }))],
      };
    });
  } catch (error) {
    console.error(`Emails of order ${orderId} could not be added to its timeline`, error);
  }
}

/** What an order change puts in the audit log besides the order: what was done, before and after. */
export interface OrderAuditChange {
  action: `order.${string}`;
  before: unknown;
  after: unknown;
}

/** Records a change to an order in the audit log, named by its number in the activity log. */
export async function recordOrderAudit(
  order: Pick<Order, 'id' | 'number'>,
  actor: OrderActor,
  change: OrderAuditChange,
  now = new Date(),
): Promise<void> {
  await recordAudit(
    {
      actor: { id: actor.id, username: actor.name },
      target: `orders/${order.id}`,
      label: order.number,
      ...change,
    },
    now,
  );
}

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
