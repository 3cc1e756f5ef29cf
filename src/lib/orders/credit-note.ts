// Credit notes: what each refund gave back, numbered from their own sequence, with the GST it
// included, for the shopper's receipt, the order page and the printed copy.
import { z } from 'zod';
import { LineBatchSchema } from '../batches/line-batches.ts';
import { formatNZD } from '../money.ts';
import { gstOfCents } from './money-ledger.ts';
import { needsGstNumber } from './taxable-supply.ts';
import type { ReceiptShop } from './receipt.ts';
import type { AdminOrderView, Refund } from './order.ts';

/** A line of goods as a receipt or a credit note prints it. */
export const PrintedLineSchema = z.object({
  name: z.string(),
  quantity: z.int().positive(),
  unitPriceCents: z.int().nonnegative(),
  lineTotalCents: z.int().nonnegative(),
  /** The batches its packs came from, once packed (a receipt's lines only). */
  batches: z.array(LineBatchSchema).optional(),
});

export type PrintedLine = z.output<typeof PrintedLineSchema>;

/** One credit note: the order it credits, what was given back and how, adding up to its total. */
export const CreditNoteSchema = z.object({
  number: z.string(),
  refundId: z.string(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  /** The date of the original supply: the day the order was placed. */
  orderPlacedAt: z.iso.datetime(),
  issuedAt: z.iso.datetime(),
  shopName: z.string(),
  /** The shop's GST number whenever it is set (a credit note always names it); null otherwise. */
  gstNumber: z.string().nullable(),
  /**
   * Over $200 and the settings have no GST number: the refund stands, but its credit note cannot
   * be issued (the print view says why and where to set it) until an admin sets the number.
   */
  gstNumberMissing: z.boolean(),
  /** How the money went back: to the card through Stripe, or paid back by bank transfer. */
  method: z.enum(['stripe', 'bank']),
  lines: z.array(PrintedLineSchema),
  /** The share of the order's discount the lines carried, taken off them. */
  discountCents: z.int().nonnegative(),
  deliveryFeeCents: z.int().nonnegative(),
  /** An amount refunded without naming lines (the whole of an amount refund). */
  otherCents: z.int().nonnegative(),
  /** Lines − discount + delivery + other. */
  totalCents: z.int().positive(),
  gstCents: z.int().nonnegative(),
  reason: z.string().nullable(),
});
export type CreditNote = z.output<typeof CreditNoteSchema>;

/**
 * The credit note of a refund that has one (null until the money went back): lines at the
 * order's prices, less their discount share, plus the delivery fee refunded; an amount refund
 * shows its amount as one sum. Its total is the refund's amount and its GST 3/23 of that.
 */
export function creditNoteOf(
  order: Pick<AdminOrderView, 'id' | 'number' | 'placedAt'>,
  refund: Refund,
  shop: Pick<ReceiptShop, 'name' | 'gstNumber'>,
): CreditNote | null {
  if (!refund.creditNote || refund.status !== 'done') return null;
  const lines = (refund.lines ?? []).map(({ name, quantity, unitPriceCents, lineTotalCents }) => ({
    name,
    quantity,
    unitPriceCents,
    lineTotalCents,
  }));
  const goods = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = refund.discountCents ?? 0;
  const deliveryFeeCents = refund.deliveryFeeCents ?? 0;
  return {
    number: refund.creditNote.number,
    refundId: refund.id,
    orderId: order.id,
    orderNumber: order.number,
    orderPlacedAt: order.placedAt,
    issuedAt: refund.creditNote.at,
    shopName: shop.name,
    gstNumber: shop.gstNumber === '' ? null : shop.gstNumber,
    gstNumberMissing: shop.gstNumber === '' && needsGstNumber(refund.amountCents),
    method: refund.method,
    lines,
    discountCents,
    deliveryFeeCents,
    otherCents: Math.max(0, refund.amountCents - (goods - discountCents + deliveryFeeCents)),
    totalCents: refund.amountCents,
    gstCents: gstOfCents(refund.amountCents),
    reason: refund.reason ?? null,
  };
}

/** Every credit note of an order, oldest first. */
export function creditNotesOf(
  order: Pick<AdminOrderView, 'id' | 'number' | 'placedAt' | 'refunds'>,
  shop: Pick<ReceiptShop, 'name' | 'gstNumber'>,
): CreditNote[] {
  return order.refunds.flatMap((refund) => creditNoteOf(order, refund, shop) ?? []);
}

/** The credit note's heading. */
export function creditNoteTitle(note: Pick<CreditNote, 'number' | 'orderNumber'>): string {
  return `Credit note ${note.number} for order ${note.orderNumber}`;
}

/**
 * The money rows of a credit note under its lines, each signed as printed ("−" before the
 * discount): the items (when lines were refunded), the discount, the delivery fee and an amount
 * refunded without lines; with the total they add up to.
 */
export function creditNoteRows(note: CreditNote): { label: string; amount: string }[] {
  const goods = note.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const rows: { label: string; amount: string }[] = [];
  if (note.lines.length) rows.push({ label: 'Items', amount: formatNZD(goods) });
  if (note.discountCents) {
    rows.push({ label: "Less the order's discount", amount: `−${formatNZD(note.discountCents)}` });
  }
  if (note.deliveryFeeCents) {
    rows.push({ label: 'Delivery fee', amount: formatNZD(note.deliveryFeeCents) });
  }
  if (note.otherCents) rows.push({ label: 'Amount refunded', amount: formatNZD(note.otherCents) });
  return rows;
}
