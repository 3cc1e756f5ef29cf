// The tracing report of a recall: which batches, where their packs went and what is still held.
// Pure: the server reads the affected batches, their orders and allocations through index keys
// (src/server/recall/trace.ts) and hands them here, so the browser, the CSV, the printable page,
// the notice and the drill all describe the same findings.
import { z } from 'zod';
import type { Order } from '../orders/order.ts';
import { addressLine } from '../orders/address.ts';
import { normalisedLot } from '../batches/batch.ts';

/** An ingredient lot as the batch recorded it. */
const LotSchema = z.object({ supplier: z.string(), ingredient: z.string(), lot: z.string() });

/** A batch as the report names it: the cook, its dates and what went in. */
export const TracedBatchSchema = z.object({
  id: z.string(),
  code: z.string(),
  productId: z.string(),
  mealName: z.string(),
  madeOn: z.string(),
  bestBefore: z.string(),
  packsMade: z.int().nonnegative(),
  /** Packs of it packed into orders, as the allocations say. */
  packsDelivered: z.int().nonnegative(),
  /** Packs of it not given to any order: in the freezer, unless recalled already. */
  packsInStock: z.int().nonnegative(),
  /** The ingredient lots as recorded on the batch. */
  lots: z.array(LotSchema),
  /** When its remaining packs were taken out of sale by a recall, if they were. */
  recalledAt: z.string().nullable(),
});
export type TracedBatch = z.output<typeof TracedBatchSchema>;

/** One order's packs of one batch: who got them, where and when. */
export const TracedDeliverySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  batchId: z.string(),
  batchCode: z.string(),
  mealName: z.string(),
  quantity: z.int().positive(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The delivery address on one line; empty for a pickup. */
  address: z.string(),
  method: z.enum(['delivery', 'pickup']),
  /** The day it was (or is to be) handed over. */
  date: z.string(),
  /** When the order was placed. */
  placedAt: z.string(),
});
export type TracedDelivery = z.output<typeof TracedDeliverySchema>;

/** A customer to tell, once however many orders they had: keyed by the lower-cased email. */
export const TracedCustomerSchema = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  orderNumbers: z.array(z.string()),
  packs: z.int().positive(),
});
export type TracedCustomer = z.output<typeof TracedCustomerSchema>;

/** Another batch that shared an ingredient lot with a traced one, and which lots. */
export const LotSharerSchema = z.object({
  id: z.string(),
  code: z.string(),
  mealName: z.string(),
  madeOn: z.string(),
  /** The lots it shares, as this other batch recorded them. */
  sharedLots: z.array(LotSchema),
});
export type LotSharer = z.output<typeof LotSharerSchema>;

/** The whole report: what the Recall screen shows and the CSV and printout hold. */
export const TraceReportSchema = z.object({
  generatedAt: z.iso.datetime(),
  batches: z.array(TracedBatchSchema),
  deliveries: z.array(TracedDeliverySchema),
  customers: z.array(TracedCustomerSchema),
  sharedLots: z.array(LotSharerSchema),
  /** Orders an index named that could not be read (deleted since): listed, never hidden. */
  missingOrderIds: z.array(z.string()),
});
export type TraceReport = z.output<typeof TraceReportSchema>;

/** One order's allocation of packs to batches, as packing recorded it. */
export interface AllocatedPacks {
  orderId: string;
  lines: readonly { batchId: string; quantity: number }[];
}

/** What the report is built from: the traced batches, and the orders that got packs of them. */
export interface TraceInputs {
  batches: readonly TracedBatch[];
  allocations: readonly AllocatedPacks[];
  orders: readonly Order[];
  /** Other batches that share a lot with a traced one, with their lots as recorded. */
  lotCandidates: readonly (Omit<LotSharer, 'sharedLots'> & { lots: LotSharer['sharedLots'] })[];
  missingOrderIds?: readonly string[];
}

/** Every delivery of a traced batch, by order number then batch code. */
function deliveriesOf(inputs: TraceInputs): TracedDelivery[] {
  const byId = new Map(inputs.batches.map((batch) => [batch.id, batch]));
  const orders = new Map(inputs.orders.map((order) => [order.id, order]));
  const rows: TracedDelivery[] = [];
  for (const allocation of inputs.allocations) {
    const order = orders.get(allocation.orderId);
    if (!order) continue;
    const perBatch = new Map<string, number>();
    for (const line of allocation.lines) {
      if (!byId.has(line.batchId) || line.quantity <= 0) continue;
      perBatch.set(line.batchId, (perBatch.get(line.batchId) ?? 0) + line.quantity);
    }
    for (const [batchId, quantity] of perBatch) {
      const batch = byId.get(batchId);
      if (!batch) continue;
      const { fulfilment, customer } = order;
      rows.push({
        orderId: order.id,
        orderNumber: order.number,
        status: order.status,
        batchId,
        batchCode: batch.code,
        mealName: batch.mealName,
        quantity,
        customerName: customer.name,
        email: customer.email,
        phone: customer.phone,
        address: fulfilment.method === 'delivery' ? addressLine(fulfilment.address) : '',
        method: fulfilment.method,
        date: fulfilment.date,
        placedAt: order.placedAt,
      });
    }
  }
  return rows.sort(
    (a, b) =>
      a.orderNumber.localeCompare(b.orderNumber, 'en', { numeric: true }) ||
      a.batchCode.localeCompare(b.batchCode),
  );
}

/** The customers of the deliveries, one per email whatever its case, in first-order order. */
export function customersOf(deliveries: readonly TracedDelivery[]): TracedCustomer[] {
  const byEmail = new Map<string, TracedCustomer>();
  for (const row of deliveries) {
    const key = row.email.trim().toLowerCase();
    const known = byEmail.get(key);
    if (!known) {
      byEmail.set(key, {
        email: row.email,
        name: row.customerName,
        phone: row.phone,
        orderNumbers: [row.orderNumber],
        packs: row.quantity,
      });
      continue;
    }
    known.packs += row.quantity;
    if (!known.orderNumbers.includes(row.orderNumber)) known.orderNumbers.push(row.orderNumber);
  }
  return [...byEmail.values()];
}

/** The other batches that share a lot with a traced one (the traced ones left out). */
function sharersOf(inputs: TraceInputs): LotSharer[] {
  const traced = new Set(inputs.batches.map((batch) => batch.id));
  const lots = new Set(
    inputs.batches.flatMap((batch) => batch.lots.map((lot) => normalisedLot(lot.lot))),
  );
  const found = new Map<string, LotSharer>();
  for (const candidate of inputs.lotCandidates) {
    if (traced.has(candidate.id) || found.has(candidate.id)) continue;
    const sharedLots = candidate.lots.filter((lot) => lots.has(normalisedLot(lot.lot)));
    if (sharedLots.length === 0) continue;
    const { id, code, mealName, madeOn } = candidate;
    found.set(id, { id, code, mealName, madeOn, sharedLots });
  }
  return [...found.values()].sort((a, b) => a.madeOn.localeCompare(b.madeOn));
}

/** The tracing report of the batches, as of `now`. */
export function traceReportOf(inputs: TraceInputs, now: Date): TraceReport {
  const deliveries = deliveriesOf(inputs);
  return {
    generatedAt: now.toISOString(),
    batches: [...inputs.batches].sort(
      (a, b) => a.madeOn.localeCompare(b.madeOn) || a.code.localeCompare(b.code),
    ),
    deliveries,
    customers: customersOf(deliveries),
    sharedLots: sharersOf(inputs),
    missingOrderIds: [...(inputs.missingOrderIds ?? [])].sort(),
  };
}

/** What a report found, in numbers: what a drill records, and no one's personal details. */
export const TraceFindingsSchema = z.object({
  batchCodes: z.array(z.string()),
  orders: z.int().nonnegative(),
  customers: z.int().nonnegative(),
  packsDelivered: z.int().nonnegative(),
  packsInStock: z.int().nonnegative(),
  sharedLotBatches: z.array(z.string()),
});
export type TraceFindings = z.output<typeof TraceFindingsSchema>;

/** The findings of a report, without names, emails or addresses. */
export function findingsOf(report: TraceReport): TraceFindings {
  return {
    batchCodes: report.batches.map((batch) => batch.code),
    orders: new Set(report.deliveries.map((row) => row.orderId)).size,
    customers: report.customers.length,
    packsDelivered: report.deliveries.reduce((sum, row) => sum + row.quantity, 0),
    packsInStock: report.batches.reduce((sum, batch) => sum + batch.packsInStock, 0),
    sharedLotBatches: report.sharedLots.map((batch) => batch.code),
  };
}
