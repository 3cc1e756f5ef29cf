// A Privacy Act request served from a customer's page: what erasing may take. Orders are tax
// records: the GST rules make the shop keep them for 7 years, so they stay; once that time has
// passed, the person's contact details go. (The export's CSV is privacy-export-csv.ts, apart so
// the admin screen loads no CSV writer.)
import type { Customer } from '../orders/request.ts';
import type { Order } from '../orders/order.ts';

/** Years an order is kept as a tax record (Goods and Services Tax Act 1985, s 75). */
export const RETENTION_YEARS = 7;

/** What an order's contact details become once erased: valid, and never anyone's. */
export const ERASED_CONTACT: Customer = {
  name: 'Erased',
  email: 'erased@erased.invalid',
  phone: '0000000',
};

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
      fulfilment.method === 'delivery'
        ? {
            ...fulfilment,
            address: {
              line1: 'Erased',
              line2: '',
              suburb: 'Erased',
              city: 'Erased',
              postcode: '0000',
            },
          }
        : fulfilment,
  };
}
