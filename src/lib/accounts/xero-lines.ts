// The lines of a sale and of a credit note as Xero takes them: GST-inclusive integer cents, goods,
// the discount and the delivery fee each a line of their own on its account, adding up to the
// document's total; and the GST of each line, rounded once, adding up to the GST the receipt or
// credit note states (money-ledger.ts), so Xero's GST equals the shop's to the cent.
import type { CreditNote } from '../orders/credit-note.ts';
import { gstOfCents } from '../orders/money-ledger.ts';
import type { Order } from '../orders/order.ts';

/** Which of the shop's Xero accounts a line goes to (the codes are in Settings). */
export type XeroAccount = 'sales' | 'delivery' | 'discounts';

/** One line of an invoice or credit note: GST-inclusive cents; `amountCents` = qty × unit. */
export interface XeroLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  account: XeroAccount;
}

/** A line with the GST it includes. */
export interface XeroTaxedLine extends XeroLine {
  gstCents: number;
}

/**
 * A line of goods: quantity and unit price when they multiply to the line's total, else the
 * total as one (so Xero's quantity × unit amount is always the shop's line total).
 */
function goodsLine(line: {
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}): XeroLine {
  const exact = line.quantity * line.unitPriceCents === line.lineTotalCents;
  return {
    description: exact ? line.name : `${line.name} × ${String(line.quantity)}`,
    quantity: exact ? line.quantity : 1,
    unitCents: exact ? line.unitPriceCents : line.lineTotalCents,
    amountCents: line.lineTotalCents,
    account: 'sales',
  };
}

/** A line of one, such as the delivery fee or the discount (negative: it is taken off). */
function singleLine(description: string, cents: number, account: XeroAccount): XeroLine {
  return { description, quantity: 1, unitCents: cents, amountCents: cents, account };
}

/**
 * The invoice lines of an order, as its receipt lists them: each meal, the discount taken off
 * (its code named), and the delivery fee. They add up to the order's total.
 */
export function invoiceLinesOf(
  order: Pick<Order, 'lines' | 'totals' | 'promoCode' | 'fulfilment'>,
): XeroLine[] {
  const lines = order.lines.map(goodsLine);
  const { discountCents, deliveryFeeCents } = order.totals;
  if (discountCents > 0) {
    const code = order.promoCode ? ` (${order.promoCode})` : '';
    lines.push(singleLine(`Discount${code}`, -discountCents, 'discounts'));
  }
  if (deliveryFeeCents > 0) {
    const zone = order.fulfilment.method === 'delivery' ? ` (${order.fulfilment.zone.name})` : '';
    lines.push(singleLine(`Delivery${zone}`, deliveryFeeCents, 'delivery'));
  }
  return lines;
}

/**
 * The lines of a credit note, as it is printed: the meals refunded, less their share of the
 * order's discount, the delivery fee given back, and an amount refunded without lines. They add
 * up to the refund, a positive amount (the credit note's own sign).
 */
export function creditNoteLinesOf(note: CreditNote): XeroLine[] {
  const lines = note.lines.map(goodsLine);
  if (note.discountCents > 0) {
    lines.push(singleLine("Less the order's discount", -note.discountCents, 'discounts'));
  }
  if (note.deliveryFeeCents > 0) {
    lines.push(singleLine('Delivery fee refunded', note.deliveryFeeCents, 'delivery'));
  }
  if (note.otherCents > 0) {
    const reason = note.reason ? `: ${note.reason}` : '';
    lines.push(singleLine(`Amount refunded${reason}`, note.otherCents, 'sales'));
  }
  return lines;
}

/** The GST in a line's amount, signed as the amount is (a discount's GST is taken off too). */
function signedGst(cents: number): number {
  return cents < 0 ? -gstOfCents(-cents) : gstOfCents(cents);
}

/**
 * The lines with their GST: each line's 3/23 rounded once, and the cent or two by which those
 * differ from the document's GST (what the receipt or credit note states) put on its largest
 * line, so the lines' GST adds up to the document's exactly.
 */
export function withLineGst(lines: readonly XeroLine[], documentGstCents: number): XeroTaxedLine[] {
  const taxed = lines.map((line) => ({ ...line, gstCents: signedGst(line.amountCents) }));
  const difference = documentGstCents - taxed.reduce((sum, line) => sum + line.gstCents, 0);
  const largest = taxed.reduce<XeroTaxedLine | undefined>(
    (best, line) => (!best || line.amountCents > best.amountCents ? line : best),
    undefined,
  );
  if (largest) largest.gstCents += difference;
  return taxed;
}

/** The sum of the lines' amounts: the document's total. */
export function totalOfLines(lines: readonly { amountCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}
