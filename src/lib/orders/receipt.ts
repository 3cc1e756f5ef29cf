// Receipts that hold IRD's taxable supply information (GST Act 1985, s 19F, from 1 April 2023).
import { z } from 'zod';
import type { LineBatch } from '../batches/line-batches.ts';
import { addressLine } from './address.ts';
import { transferDetails, type BankDetails } from './bank-transfer.ts';
import { CreditNoteSchema, creditNotesOf, PrintedLineSchema } from './credit-note.ts';
import { gstOfCents, owedCents } from './money-ledger.ts';
import { MoneyRowSchema, moneyRowsOf } from './money-rows.ts';
import type { AdminOrderView } from './order.ts';
import { OrderStatusSchema } from './status.ts';
import { BUYER_DETAILS_OVER_CENTS, needsGstNumber } from './taxable-supply.ts';

export { BUYER_DETAILS_OVER_CENTS, GST_NUMBER_OVER_CENTS } from './taxable-supply.ts';

/** What IRD asks a receipt to show beyond the basics, by the supply's GST-inclusive total. */
export interface ReceiptRequirements {
  supplierGstNumber: boolean;
  buyerNameAndAddress: boolean;
}

/**
 * The taxable supply information a total needs. Every supply shows the supplier's name, the
 * date, a description of the goods and the amount paid (we always add the GST it includes);
 * over $200 (not at $200) the supplier's GST number too; over $1,000 the buyer's name and
 * address as well (and quantities, which every receipt shows anyway).
 */
export function receiptRequirements(totalCents: number): ReceiptRequirements {
  return {
    supplierGstNumber: needsGstNumber(totalCents),
    buyerNameAndAddress: totalCents > BUYER_DETAILS_OVER_CENTS,
  };
}

/** A receipt for one order, as the confirmation page and the staff print view show it. */
export const ReceiptSchema = z.object({
  orderId: z.uuid(),
  number: z.string(),
  status: OrderStatusSchema,
  shopName: z.string(),
  /** Shown when IRD asks for it; null otherwise. */
  gstNumber: z.string().nullable(),
  /**
   * IRD asks for the GST number but the settings have none: the receipt cannot be issued (the
   * print view shows why and where to set it, not the receipt) until an admin sets it.
   */
  gstNumberMissing: z.boolean(),
  /** The date of the supply's invoice: the day the order was placed (ISO instant). */
  issuedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  lines: z.array(PrintedLineSchema),
  discountCents: z.int().nonnegative(),
  deliveryFeeCents: z.int().nonnegative(),
  totalCents: z.int().nonnegative(),
  gstCents: z.int().nonnegative(),
  /** Subtotal, discount, delivery or pickup, total, then refunds as credits: they add up. */
  moneyRows: z.array(MoneyRowSchema),
  /** Over $1,000: the buyer's name and address (their email for a pickup); null otherwise. */
  buyer: z.object({ name: z.string(), address: z.string() }).nullable(),
  /** A bank transfer still awaited: where to pay it, how much and the reference; else null. */
  payTo: z
    .object({
      accountName: z.string(),
      accountNumber: z.string(),
      amountCents: z.int().nonnegative(),
      reference: z.string(),
    })
    .nullable(),
  /** A credit note for each refund that gave money back, oldest first. */
  creditNotes: z.array(CreditNoteSchema),
});
export type Receipt = z.output<typeof ReceiptSchema>;

/** The shop's details a receipt prints. `gstNumber` and the bank fields are '' while unset. */
export interface ReceiptShop {
  name: string;
  gstNumber: string;
  bank: BankDetails;
}

/**
 * The receipt of an order: what IRD asks for at its total, and nothing it does not need; with
 * each line's batches and best-before (by meal) once the order is packed.
 */
export function receiptOf(
  order: AdminOrderView,
  shop: ReceiptShop,
  batches: ReadonlyMap<string, LineBatch[]> = new Map(),
): Receipt {
  const { totals, fulfilment } = order;
  const needs = receiptRequirements(totals.totalCents);
  const gstNumber = needs.supplierGstNumber && shop.gstNumber !== '' ? shop.gstNumber : null;
  return {
    orderId: order.id,
    number: order.number,
    status: order.status,
    shopName: shop.name,
    gstNumber,
    gstNumberMissing: needs.supplierGstNumber && gstNumber === null,
    issuedAt: order.placedAt,
    paidAt: order.payment.paidAt ?? null,
    lines: order.lines.map(({ name, quantity, unitPriceCents, lineTotalCents, productId }) => ({
      name,
      quantity,
      unitPriceCents,
      lineTotalCents,
      ...(batches.has(productId) ? { batches: batches.get(productId) } : {}),
    })),
    discountCents: totals.discountCents,
    deliveryFeeCents: totals.deliveryFeeCents,
    totalCents: totals.totalCents,
    gstCents: gstOfCents(totals.totalCents),
    moneyRows: moneyRowsOf(order, 'Total (GST inclusive)'),
    buyer: needs.buyerNameAndAddress
      ? {
          name: order.customer.name,
          address:
            fulfilment.method === 'delivery'
              ? addressLine(fulfilment.address)
              : order.customer.email,
        }
      : null,
    payTo:
      order.paymentMethod === 'bank_transfer' && order.status === 'awaiting_payment'
        ? transferDetails(shop.bank, owedCents(order), order.payment.reference)
        : null,
    creditNotes: creditNotesOf(order, shop),
  };
}

/** The receipt's heading: a tax invoice in all but name ("tax invoice" is no longer required). */
export function receiptTitle(receipt: Pick<Receipt, 'number'>): string {
  return `Receipt for order ${receipt.number}`;
}

/**
 * Whether the shopper's page shows a receipt: not for a cancelled or refunded order, whose
 * goods were not (or no longer) sold. Staff can still print one, marked with its state.
 */
export function shopperReceiptShown(status: Receipt['status']): boolean {
  return status !== 'cancelled' && status !== 'refunded';
}
