// Editing an order before it is packed: the request (one schema for the form and the server),
// which orders may be edited, the new lines' prices, the stock each product must give or take,
// and the edit in words for the timeline. Pure: the server reads and writes (server/orders).
import { z } from 'zod';
import { formatNZD } from '../money.ts';
import { addressLine, type PostalAddress } from './address.ts';
import { OrderBalanceSchema } from './money-ledger.ts';
import { AdminOrderViewSchema, type Order } from './order.ts';
import type { LineToPrice, OrderLine, OrderTotals } from './pricing.ts';
import { AddressSchema, CustomerSchema, OrderItemsSchema, type Customer } from './request.ts';

/** What staff send to edit an order: the revision they saw, the lines and contact details. */
export const OrderEditRequestSchema = z.object({
  /** The order's revision the form was filled from: an order changed since is refused (409). */
  revision: z.int({ error: 'Reload the order and try again' }).positive(),
  items: OrderItemsSchema,
  customer: CustomerSchema,
  /** The delivery address; only for delivery orders. */
  address: AddressSchema.optional(),
  /** Price the lines the order already has at today's prices (new meals always are). */
  useTodaysPrices: z.boolean({ error: 'Tick the box or leave it' }).default(false),
});
export type OrderEditRequest = z.output<typeof OrderEditRequestSchema>;
/** The form's own values before validation (what the browser holds). */
export type OrderEditInput = z.input<typeof OrderEditRequestSchema>;

/** A meal on sale now, as the edit form offers it: today's price and packs left to sell. */
export const EditableMealSchema = z.object({
  productId: z.string(),
  name: z.string(),
  priceCents: z.int().nonnegative(),
  /** Packs in stock beyond what the order holds already. */
  available: z.int().nonnegative(),
});
export type EditableMeal = z.output<typeof EditableMealSchema>;

/** GET …/edit: the order, the revision an edit must name, and the meals that can be added. */
export const OrderEditFormSchema = z.object({
  order: AdminOrderViewSchema,
  revision: z.int().positive(),
  meals: z.array(EditableMealSchema),
});
export type OrderEditForm = z.output<typeof OrderEditFormSchema>;

/** POST …/edit: the order as saved, its new revision, and what is still due or over-paid. */
export const OrderEditAnswerSchema = z.object({
  order: AdminOrderViewSchema,
  revision: z.int().positive(),
  balance: OrderBalanceSchema,
});
export type OrderEditAnswer = z.output<typeof OrderEditAnswerSchema>;

/** The catalogue as pricing an edit reads it: name and today's price of each meal on sale. */
export type CatalogPrices = ReadonlyMap<string, { name: string; priceCents: number }>;

/** Statuses an order can be edited in: not packed, not cancelled or refunded. */
export const EDITABLE_STATUSES = new Set<Order['status']>(['awaiting_payment', 'paid']);

/** Why an order cannot be edited now, or null when it can. */
export function editRefusal(order: Pick<Order, 'status' | 'paymentMethod'>): string | null {
  if (order.status === 'cancelled') return 'A cancelled order cannot be edited.';
  if (order.status === 'refunded') return 'A refunded order cannot be edited.';
  if (!EDITABLE_STATUSES.has(order.status)) {
    return 'This order has been packed, so it can no longer be edited.';
  }
  if (order.status === 'awaiting_payment' && order.paymentMethod === 'card') {
    return "A card order can be edited once its payment has gone through: the shopper's payment page holds the present total.";
  }
  return null;
}

/**
 * Why an edit cannot keep these lines, or null: a meal with fewer packs than were refunded of it
 * (a refund under way or done counts; a failed one gave nothing back), which would leave more
 * refunded than sold. Checked against the order as it is saved, so a refund made meanwhile counts.
 */
export function refundedBeyondLines(
  refunds: Order['refunds'],
  lines: readonly { productId: string; name: string; quantity: number }[],
): string | null {
  const refunded = new Map<string, number>();
  for (const refund of refunds.filter((one) => one.status !== 'failed')) {
    for (const line of refund.lines ?? []) {
      refunded.set(line.productId, (refunded.get(line.productId) ?? 0) + line.quantity);
    }
  }
  for (const [productId, packs] of refunded) {
    const kept = lines
      .filter((line) => line.productId === productId)
      .reduce((sum, line) => sum + line.quantity, 0);
    if (kept < packs) {
      const name = lines.find((line) => line.productId === productId)?.name ?? productId;
      const refundedPacks =
        packs === 1 ? '1 pack of ' + name + ' was' : `${String(packs)} packs of ${name} were`;
      return `${refundedPacks} refunded, so the order must keep at least ${String(packs)}. Nothing was changed.`;
    }
  }
  return null;
}

/**
 * The lines of the edited order, to price: a meal the order has keeps its own name and price
 * (today's when `todaysPrices` and the meal is still on sale); a new meal takes today's price
 * and must be on sale, else it is listed in `notOnSale`.
 */
export function editedLines(
  current: readonly OrderLine[],
  items: readonly { productId: string; quantity: number }[],
  catalog: CatalogPrices,
  todaysPrices: boolean,
): { lines: LineToPrice[]; notOnSale: string[] } {
  const own = new Map(current.map((line) => [line.productId, line]));
  const lines: LineToPrice[] = [];
  const notOnSale: string[] = [];
  for (const { productId, quantity } of items) {
    const existing = own.get(productId);
    const today = catalog.get(productId);
    if (existing && !(todaysPrices && today)) {
      const { name, unitPriceCents } = existing;
      lines.push({ productId, name, unitPriceCents, quantity });
    } else if (today) {
      lines.push({ productId, name: today.name, unitPriceCents: today.priceCents, quantity });
    } else {
      notOnSale.push(productId);
    }
  }
  return { lines, notOnSale };
}

/** Packs of one product before and after an edit. */
export interface StockChange {
  productId: string;
  from: number;
  to: number;
}

const packsByProduct = (lines: readonly { productId: string; quantity: number }[]) => {
  const packs = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    packs.set(productId, (packs.get(productId) ?? 0) + quantity);
  }
  return packs;
};

/** The products whose packs an edit changes, sorted by id (one fixed order for every writer). */
export function stockChangesOf(
  before: readonly { productId: string; quantity: number }[],
  after: readonly { productId: string; quantity: number }[],
): StockChange[] {
  const from = packsByProduct(before);
  const to = packsByProduct(after);
  const ids = [...new Set([...from.keys(), ...to.keys()])].sort();
  return ids
    .map((productId) => ({ productId, from: from.get(productId) ?? 0, to: to.get(productId) ?? 0 }))
    .filter((change) => change.from !== change.to);
}

/** All the packs of an order's lines: what its delivery slot carries for it. */
export function packsOf(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The parts of an order an edit can change, as describeEdit compares them. */
export interface EditableParts {
  lines: readonly OrderLine[];
  customer: Customer;
  address: PostalAddress | null;
}

function lineChanges(before: readonly OrderLine[], after: readonly OrderLine[]): string[] {
  const old = new Map(before.map((line) => [line.productId, line]));
  const changes: string[] = [];
  for (const line of after) {
    const was = old.get(line.productId);
    if (!was) {
      changes.push(`Added ${String(line.quantity)} × ${line.name}`);
      continue;
    }
    if (was.quantity !== line.quantity) {
      changes.push(`${String(was.quantity)} × ${line.name} → ${String(line.quantity)}`);
    }
    if (was.unitPriceCents !== line.unitPriceCents) {
      changes.push(
        `${line.name} at today's price: ${formatNZD(was.unitPriceCents)} → ${formatNZD(line.unitPriceCents)} each`,
      );
    }
  }
  const kept = new Set(after.map((line) => line.productId));
  for (const line of before) {
    if (!kept.has(line.productId)) changes.push(`Removed ${String(line.quantity)} × ${line.name}`);
  }
  return changes;
}

/** An edit in words for the timeline and the activity log; empty when nothing changed. */
export function describeEdit(before: EditableParts, after: EditableParts): string[] {
  const changes = lineChanges(before.lines, after.lines);
  const was = before.address ? addressLine(before.address) : null;
  const now = after.address ? addressLine(after.address) : null;
  if (was !== now) changes.push(`Address changed: ${was ?? 'none'} → ${now ?? 'none'}`);
  const fields = [
    ['name', 'Name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
  ] as const;
  for (const [field, label] of fields) {
    if (before.customer[field] !== after.customer[field]) {
      changes.push(`${label} changed: ${before.customer[field]} → ${after.customer[field]}`);
    }
  }
  return changes;
}

/** The money an edit changed besides the lines: the delivery fee and the promo discount. */
export function totalsChanges(
  before: Pick<OrderTotals, 'deliveryFeeCents' | 'discountCents'>,
  after: Pick<OrderTotals, 'deliveryFeeCents' | 'discountCents'>,
): string[] {
  const changes: string[] = [];
  if (before.deliveryFeeCents !== after.deliveryFeeCents) {
    changes.push(
      `Delivery fee ${formatNZD(before.deliveryFeeCents)} → ${formatNZD(after.deliveryFeeCents)}`,
    );
  }
  if (before.discountCents !== after.discountCents) {
    changes.push(`Discount ${formatNZD(before.discountCents)} → ${formatNZD(after.discountCents)}`);
  }
  return changes;
}
