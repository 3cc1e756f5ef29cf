// The figures of a GST return (IRD's GST101A) for the shop's sales: box 5 (total sales and income,
// GST included), box 6 (zero-rated supplies), box 7 (box 5 less box 6) and box 8 (the GST in box
// 7, 3/23 of it), with the refunds of the period (each with its credit note) netted off box 5,
// and the orders and credit notes behind every figure. Every amount comes from the orders' money
// ledger (money-ledger.ts), in integer cents.
import { z } from 'zod';
import { wasPaid } from '../orders/status.ts';
import { gstOfCents, ledgerEntriesOf, paidCents } from '../orders/money-ledger.ts';
import type { Order } from '../orders/order.ts';
import { placedDayOf } from '../admin/day-figures.ts';
import { GST_BASES, type GstBasis, type GstPeriod } from './gst-period.ts';

/** One amount behind the return: a sale (a payment or an invoice) or a refund's credit note. */
export const GstReturnLineSchema = z.object({
  kind: z.enum(['payment', 'invoice', 'refund']),
  orderId: z.uuid(),
  orderNumber: z.string(),
  /** The New Zealand day it counts on: payment received, order placed, or refund made. */
  day: z.iso.date(),
  /** GST-inclusive; a refund's amount is given back, so it is taken off box 5. */
  cents: z.int().nonnegative(),
  /** The GST its receipt or credit note states. */
  gstCents: z.int().nonnegative(),
  /** The refund's credit note number (null while its money is still on its way back). */
  creditNote: z.string().nullable(),
  method: z.enum(['card', 'bank_transfer']).nullable(),
});
/** One amount behind the return. */
export type GstReturnLine = z.output<typeof GstReturnLineSchema>;

/** The return of one period: IRD's boxes, the sums they come from and every line behind them. */
export const GstReturnSchema = z.object({
  basis: z.enum(GST_BASES),
  start: z.iso.date(),
  end: z.iso.date(),
  dueDate: z.iso.date(),
  /** Sales of the period (payments or invoices), before refunds. */
  salesCents: z.int().nonnegative(),
  /** Refunds made in the period (their credit notes), taken off the sales. */
  refundsCents: z.int().nonnegative(),
  box5: z.int(),
  box6: z.int(),
  box7: z.int(),
  box8: z.int(),
  /** The GST the period's receipts state less the GST its credit notes state (may differ from box 8 by a cent a document: each document rounds its own amount). */
  documentsGstCents: z.int(),
  sales: z.array(GstReturnLineSchema),
  refunds: z.array(GstReturnLineSchema),
});
/** The return of one period. */
export type GstReturn = z.output<typeof GstReturnSchema>;

/** What the return reads of an order. */
export type GstOrder = Pick<
  Order,
  | 'id'
  | 'number'
  | 'placedAt'
  | 'paymentMethod'
  | 'status'
  | 'history'
  | 'payment'
  | 'totals'
  | 'edits'
  | 'moves'
  | 'refunds'
>;

/** The GST in a GST-inclusive amount of either sign, 3/23 rounded half away from zero. */
export function gstOfSignedCents(cents: number): number {
  return cents < 0 ? -gstOfCents(-cents) : gstOfCents(cents);
}

/**
 * The sale an order counts as on the invoice basis, or null: its receipt is issued the day it is
 * placed, for what was paid (a paid order) or its total (a bank transfer still awaited, whose
 * order confirmation asks for the money). A card checkout never paid, or an order cancelled
 * before it was paid, was never a supply.
 */
function invoiceOf(order: GstOrder): GstReturnLine | null {
  const paid = wasPaid(order);
  const awaitedTransfer = order.paymentMethod === 'bank_transfer' && order.status !== 'cancelled';
  if (!paid && !awaitedTransfer) return null;
  const cents = paid ? paidCents(order) : order.totals.totalCents;
  return {
    kind: 'invoice',
    orderId: order.id,
    orderNumber: order.number,
    day: placedDayOf(order),
    cents,
    gstCents: gstOfCents(cents),
    creditNote: null,
    method: order.paymentMethod,
  };
}

/** The sales and refunds of one order, each on its own day, whatever the period. */
export function gstLinesOf(
  order: GstOrder,
  basis: GstBasis,
): { sales: GstReturnLine[]; refunds: GstReturnLine[] } {
  const sales: GstReturnLine[] = [];
  const refunds: GstReturnLine[] = [];
  const base = { orderId: order.id, orderNumber: order.number };
  for (const entry of ledgerEntriesOf(order)) {
    if (entry.kind === 'refund') {
      refunds.push({
        ...base,
        kind: 'refund',
        day: entry.day,
        cents: entry.cents,
        gstCents: gstOfCents(entry.cents),
        creditNote: entry.creditNote,
        method: null,
      });
    } else if (basis === 'payments' && entry.cents > 0) {
      sales.push({
        ...base,
        kind: 'payment',
        day: entry.day,
        cents: entry.cents,
        gstCents: gstOfCents(entry.cents),
        creditNote: null,
        method: entry.method,
      });
    }
  }
  const invoice = basis === 'invoice' ? invoiceOf(order) : null;
  if (invoice && invoice.cents > 0) sales.push(invoice);
  return { sales, refunds };
}

const byDayThenNumber = (a: GstReturnLine, b: GstReturnLine) =>
  a.day.localeCompare(b.day) || a.orderNumber.localeCompare(b.orderNumber);
const sum = (lines: readonly GstReturnLine[], pick: (line: GstReturnLine) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

/**
 * The return of a period from the orders that may touch it (others given are left out): box 5 is
 * the period's sales less its refunds; every sale is standard-rated (food sold and delivered in
 * New Zealand), so box 6 is 0 and box 7 equals box 5; box 8 is box 7 × 3/23 to the cent.
 */
export function gstReturnOf(
  orders: readonly GstOrder[],
  period: GstPeriod,
  basis: GstBasis,
): GstReturn {
  const inPeriod = (line: GstReturnLine) => line.day >= period.start && line.day <= period.end;
  const sales: GstReturnLine[] = [];
  const refunds: GstReturnLine[] = [];
  for (const order of orders) {
    const lines = gstLinesOf(order, basis);
    sales.push(...lines.sales.filter(inPeriod));
    refunds.push(...lines.refunds.filter(inPeriod));
  }
  const salesCents = sum(sales, (line) => line.cents);
  const refundsCents = sum(refunds, (line) => line.cents);
  const box5 = salesCents - refundsCents;
  const box6 = 0;
  const box7 = box5 - box6;
  return {
    basis,
    start: period.start,
    end: period.end,
    dueDate: period.dueDate,
    salesCents,
    refundsCents,
    box5,
    box6,
    box7,
    box8: gstOfSignedCents(box7),
    documentsGstCents: sum(sales, (line) => line.gstCents) - sum(refunds, (line) => line.gstCents),
    sales: sales.sort(byDayThenNumber),
    refunds: refunds.sort(byDayThenNumber),
  };
}
