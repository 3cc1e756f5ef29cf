// A customer is everyone who ordered with one email address (lower-cased): one summary document
// per address, `customers/<address hash>`, holding one entry per order. Each order keeps its own
// entry, replaced only by a newer revision of that order, so a placement retried or synced twice
// is counted once, and the figures staff see are worked out from the entries here.
import { z } from 'zod';
import { OrderStatusSchema } from '../orders/status.ts';
import { keptCents, refundedCents, totalSpentCents } from '../orders/money-ledger.ts';
import type { Order } from '../orders/order.ts';

/** An address as the customer's email is compared: trimmed and lower-cased. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What a customer's summary keeps of one of their orders. */
export const CustomerOrderEntrySchema = z.object({
  orderId: z.uuid(),
  number: z.string(),
  /** The order record's revision this entry was made from; an older one never replaces it. */
  revision: z.int().nonnegative(),
  placedAt: z.iso.datetime(),
  status: OrderStatusSchema,
  totalCents: z.int().nonnegative(),
  /** Money given back on the order (refunds done or under way); 0 on entries older than this. */
  refundedCents: z.int().nonnegative().default(0),
  /**
   * Money kept from the order: received less refunded (money-ledger.ts). 0 on entries older than
   * this field until the maintenance backfill syncs their order again.
   */
  keptCents: z.int().nonnegative().default(0),
  date: z.string(),
  method: z.enum(['delivery', 'pickup']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The delivery address on one line, or null for a pickup. */
  address: z.string().nullable(),
});
export type CustomerOrderEntry = z.output<typeof CustomerOrderEntrySchema>;

/** `customers/<id>`: one per address, its orders by id. */
export const CustomerSummarySchema = z.object({
  email: z.string(),
  orders: z.record(z.string(), CustomerOrderEntrySchema),
});
export type CustomerSummary = z.output<typeof CustomerSummarySchema>;

/** The one-line text of a delivery address. */
export function addressLine(address: {
  line1: string;
  line2: string;
  suburb: string;
  city: string;
  postcode: string;
}): string {
  return [address.line1, address.line2, address.suburb, `${address.city} ${address.postcode}`]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The entry an order at `revision` gives its customer's summary. */
export function customerEntryOf(order: Order, revision: number): CustomerOrderEntry {
  const { fulfilment } = order;
  return {
    orderId: order.id,
    number: order.number,
    revision,
    placedAt: order.placedAt,
    status: order.status,
    totalCents: order.totals.totalCents,
    refundedCents: refundedCents(order),
    keptCents: keptCents(order),
    date: fulfilment.date,
    method: fulfilment.method,
    name: order.customer.name,
    email: order.customer.email,
    phone: order.customer.phone,
    address: fulfilment.method === 'delivery' ? addressLine(fulfilment.address) : null,
  };
}

/**
 * The summary with the order's entry as `entry` says, unless it already holds a newer revision
 * of that order (then the very summary it was given, so nothing is written).
 */
export function withOrderEntry(
  summary: CustomerSummary | null,
  email: string,
  entry: CustomerOrderEntry,
): CustomerSummary {
  const known = summary?.orders[entry.orderId];
  if (summary && known) {
    if (known.revision > entry.revision) return summary;
    if (JSON.stringify(known) === JSON.stringify(entry)) return summary;
  }
  return {
    email: normalisedEmail(email),
    orders: { ...summary?.orders, [entry.orderId]: entry },
  };
}

/**
 * The summary without an order (its email changed, or was erased); once no order is left it
 * keeps no address either, so nothing about the person stays behind.
 */
export function withoutOrder(summary: CustomerSummary, orderId: string): CustomerSummary {
  if (!(orderId in summary.orders)) return summary;
  const orders = Object.fromEntries(
    Object.entries(summary.orders).filter(([id]) => id !== orderId),
  );
  return { email: Object.keys(orders).length > 0 ? summary.email : '', orders };
}

/** An address a customer used, how often and when last. */
export interface UsedAddress {
  address: string;
  orders: number;
  lastUsedAt: string;
}

/** What staff see of a customer, worked out from their orders' entries. */
export interface CustomerFacts {
  email: string;
  /** Name and phone as on their newest order. */
  name: string;
  phone: string;
  orderCount: number;
  /** The money kept from their orders: received less refunded, in cents (money-ledger.ts). */
  totalSpentCents: number;
  lastOrderAt: string | null;
  lastOrderNumber: string | null;
  addresses: UsedAddress[];
  /** Their orders, newest first. */
  orders: CustomerOrderEntry[];
}

/** The figures of a summary: counts, money, the newest order's contact details, addresses. */
export function customerFactsOf(summary: CustomerSummary): CustomerFacts {
  const orders = Object.values(summary.orders).sort(
    (a, b) => b.placedAt.localeCompare(a.placedAt) || b.number.localeCompare(a.number),
  );
  const newest = orders[0];
  const addresses = new Map<string, UsedAddress>();
  for (const entry of orders) {
    if (!entry.address) continue;
    const used = addresses.get(entry.address);
    if (used) used.orders += 1;
    else
      addresses.set(entry.address, {
        address: entry.address,
        orders: 1,
        lastUsedAt: entry.placedAt,
      });
  }
  return {
    email: summary.email,
    name: newest?.name ?? '',
    phone: newest?.phone ?? '',
    orderCount: orders.length,
    totalSpentCents: totalSpentCents(orders),
    lastOrderAt: newest?.placedAt ?? null,
    lastOrderNumber: newest?.number ?? null,
    addresses: [...addresses.values()],
    orders,
  };
}
