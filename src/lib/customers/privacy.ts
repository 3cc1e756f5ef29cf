// A Privacy Act request served from a customer's page: what erasing may take. Orders are tax
// records: the GST rules make the shop keep them for 7 years, so they stay; once that time has
// passed, the person's contact details go. (The export's CSV is privacy-export-csv.ts, apart so
// the admin screen loads no CSV writer.)
import type { Address, Customer } from '../orders/request.ts';
import type { Order } from '../orders/order.ts';
import type { OrderActor } from '../orders/status.ts';
import type { StandingOrder } from '../standing-orders/standing-order.ts';

/** Years an order is kept as a tax record (Goods and Services Tax Act 1985, s 75). */
export const RETENTION_YEARS = 7;

/** What an order's contact details become once erased: valid, and never anyone's. */
export const ERASED_CONTACT: Customer = {
  name: 'Erased',
  email: 'erased@erased.invalid',
  phone: '0000000',
};

/** What an erased delivery address becomes: valid, and nobody's. */
export const ERASED_ADDRESS: Address = {
  line1: 'Erased',
  line2: '',
  suburb: 'Erased',
  city: 'Erased',
  postcode: '0000',
};

/** The customer id an erased standing order is filed under: no address hashes to it. */
export const ERASED_CUSTOMER_ID = 'erased';

/** Whether an order's contact details were erased (it then belongs to no customer). */
export function isErasedContact(customer: Pick<Customer, 'email'>): boolean {
  return customer.email.trim().toLowerCase() === ERASED_CONTACT.email;
}

/** The day an order stops being a record the shop must keep. */
export function retentionEndsAt(placedAt: string): string {
  const end = new Date(placedAt);
  end.setUTCFullYear(end.getUTCFullYear() + RETENTION_YEARS);
  return end.toISOString();
}

/** Whether the order's 7 years have passed, so its contact details may be erased. */
export function pastRetention(placedAt: string, now: Date): boolean {
  return retentionEndsAt(placedAt) <= now.toISOString();
}

/**
 * The order with the person taken out: name, email, phone, address, gift recipient and the
 * shopper's notes; what was bought, paid and when stays, as the tax record needs.
 */
export function withContactErased(order: Order): Order {
  const { fulfilment } = order;
  return {
    ...order,
    customer: ERASED_CONTACT,
    gift: null,
    notes: '',
    fulfilment:
      fulfilment.method === 'delivery' ? { ...fulfilment, address: ERASED_ADDRESS } : fulfilment,
  };
}

/** Who a cancellation by an erased shopper is put down to. */
const ERASED_SHOPPER: OrderActor = { kind: 'shopper', id: 'erased', name: 'Erased' };

/** The reason an erased person's standing orders give for being cancelled. */
export const ERASURE_CANCEL_REASON = 'The customer asked to be erased (Privacy Act).';

/**
 * A standing order with its person taken out and cancelled, so it makes nothing more: name,
 * email, phone, address and notes go; what was ordered, how often and the orders it made stay
 * (those orders are tax records). The saved card stays until Stripe has detached it.
 */
export function withStandingContactErased(
  order: StandingOrder,
  actor: OrderActor,
  now: Date,
): StandingOrder {
  const { fulfilment } = order;
  return {
    ...order,
    status: 'cancelled',
    customer: ERASED_CONTACT,
    notes: '',
    reminders: false,
    fulfilment:
      fulfilment.method === 'delivery' ? { ...fulfilment, address: ERASED_ADDRESS } : fulfilment,
    // A shopper who cancelled it themselves is named on it: that name goes too.
    cancelled: order.cancelled
      ? {
          ...order.cancelled,
          actor: order.cancelled.actor.kind === 'shopper' ? ERASED_SHOPPER : order.cancelled.actor,
        }
      : { at: now.toISOString(), actor, reason: ERASURE_CANCEL_REASON },
  };
}

/** The same standing order, its card reference forgotten and no longer filed under the person. */
export function withStandingCardForgotten(order: StandingOrder): StandingOrder {
  const forgotten: StandingOrder = { ...order, customerId: ERASED_CUSTOMER_ID };
  delete forgotten.card;
  return forgotten;
}
