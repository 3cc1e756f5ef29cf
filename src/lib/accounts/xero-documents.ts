// An order's documents for Xero: its sales invoice (as its receipt: the day it was placed, its
// lines, its total and GST) and a credit note for each refund that has one (as printed).
import { nzDateOf } from '../delivery/nz-time.ts';
import { creditNoteOf } from '../orders/credit-note.ts';
import { gstOfCents, ledgerEntriesOf } from '../orders/money-ledger.ts';
import type { Order } from '../orders/order.ts';
import type { ReceiptShop } from '../orders/receipt.ts';
import type { XeroContact, XeroCreditNote, XeroInvoice } from './xero-csv.ts';
import { creditNoteLinesOf, invoiceLinesOf, withLineGst } from './xero-lines.ts';

/** The order's buyer as a Xero contact: the delivery address, none for a pickup. */
export function xeroContactOf(order: Pick<Order, 'customer' | 'fulfilment'>): XeroContact {
  const { fulfilment } = order;
  const address = fulfilment.method === 'delivery' ? fulfilment.address : null;
  return {
    name: order.customer.name,
    email: order.customer.email,
    addressLines: address ? [address.line1, address.line2, address.suburb] : [],
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
    country: address ? 'New Zealand' : '',
  };
}

const PAID_BY: Readonly<Record<Order['paymentMethod'], string>> = {
  card: 'Paid by card',
  bank_transfer: 'Paid by bank transfer',
};

/**
 * The sales invoice of a paid order: dated the day it was placed (the receipt's date), due the
 * day its money came in (never before the invoice), its lines' GST adding up to the receipt's.
 */
export function xeroInvoiceOf(order: Order): XeroInvoice {
  const invoiceDay = nzDateOf(new Date(order.placedAt));
  const paidDay = ledgerEntriesOf(order).find((entry) => entry.kind === 'payment')?.day;
  return {
    contact: xeroContactOf(order),
    number: order.number,
    reference: PAID_BY[order.paymentMethod],
    invoiceDay,
    dueDay: paidDay && paidDay > invoiceDay ? paidDay : invoiceDay,
    lines: withLineGst(invoiceLinesOf(order), gstOfCents(order.totals.totalCents)),
  };
}

/** The credit notes of an order's refunds that have one, each as Xero takes it, oldest first. */
export function xeroCreditNotesOf(
  order: Order,
  shop: Pick<ReceiptShop, 'name' | 'gstNumber'>,
): XeroCreditNote[] {
  return order.refunds.flatMap((refund) => {
    const note = creditNoteOf(order, refund, shop);
    if (!note) return [];
    return [
      {
        contact: xeroContactOf(order),
        number: note.number,
        invoiceNumber: order.number,
        day: nzDateOf(new Date(note.issuedAt)),
        lines: withLineGst(creditNoteLinesOf(note), note.gstCents),
      },
    ];
  });
}
