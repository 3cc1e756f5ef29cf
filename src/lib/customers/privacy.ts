// A Privacy Act request served from a customer's page: what an export holds and how it reads as
// CSV, and what erasing may take. Orders are tax records: the GST rules make the shop keep them
// for 7 years, so they stay; once that time has passed, the person's contact details go.
import type { Customer } from '../orders/request.ts';
import type { Order } from '../orders/order.ts';
import { spreadsheetCsv } from '../csv.ts';

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

/** Every leaf of a value as `path = value` pairs, arrays by index: one CSV row each. */
function leavesOf(value: unknown, path: string, into: [string, string][]): void {
  if (value === null || value === undefined) {
    into.push([path, '']);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    into.push([path, String(value)]);
    return;
  }
  if (typeof value !== 'object') return;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item: unknown, index) => [String(index), item])
    : Object.entries(value);
  if (entries.length === 0) into.push([path, '']);
  for (const [key, item] of entries) leavesOf(item, path ? `${path}.${key}` : key, into);
}

/**
 * The export as a spreadsheet: one row per field of every record, `section, record, field,
 * value`, so nothing the JSON holds is left out, however deep.
 */
export function privacyExportCsv(sections: Readonly<Record<string, readonly unknown[]>>): string {
  const rows: string[][] = [['section', 'record', 'field', 'value']];
  for (const [section, records] of Object.entries(sections)) {
    records.forEach((record, index) => {
      const leaves: [string, string][] = [];
      leavesOf(record, '', leaves);
      for (const [field, value] of leaves) rows.push([section, String(index + 1), field, value]);
    });
  }
  return spreadsheetCsv(rows);
}
