// The emails a change to an order owes its shopper besides the placement's (the table is
// src/lib/orders/change-emails.ts): the new amount to pay after an edit of an unpaid order, and
// the credit note of a refund.
import { formatNZD } from '../money.ts';
import { creditNoteRows, creditNoteTitle, type CreditNote } from '../orders/credit-note.ts';
import { paymentInstructions } from './order-confirmation.ts';
import {
  myDeliveriesBlocks,
  type EmailBlock,
  type EmailContent,
  type OrderForEmail,
  type ShopForEmail,
} from './order-email.ts';
import { renderHtml, renderText } from './render.ts';

/**
 * Tells the shopper of an unpaid order that staff changed it: the total before and now, and how
 * to pay the new amount with the order's number as the reference (as the confirmation did).
 */
export function orderAmountDueEmail(
  order: OrderForEmail,
  shop: ShopForEmail,
  totalBeforeCents: number,
): EmailContent {
  const title = `Your ${shop.name} order ${order.number} has changed: ${formatNZD(order.totals.totalCents)} to pay`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: `Kia ora ${order.customer.name},` },
    {
      kind: 'paragraph',
      text: `We have changed your order ${order.number} as agreed. Its total was ${formatNZD(totalBeforeCents)} and is now ${formatNZD(order.totals.totalCents)}. Please pay the new amount, not the one in your earlier email.`,
    },
    { kind: 'items', order },
    { kind: 'totals', order },
    { kind: 'section', title: 'Payment', lines: paymentInstructions(order, shop) },
    { kind: 'link', text: 'See your order', href: order.confirmationUrl },
    ...myDeliveriesBlocks(order),
    { kind: 'paragraph', text: `Questions? Contact us at ${shop.email} or ${shop.phone}.` },
  ];
  return { subject: title, text: renderText(blocks), html: renderHtml(title, blocks) };
}

/** Sends the shopper the credit note of a refund: what was given back, how, and its GST. */
export function creditNoteEmail(
  order: OrderForEmail,
  shop: ShopForEmail,
  note: CreditNote,
): EmailContent {
  const title = creditNoteTitle(note);
  const how =
    note.method === 'stripe'
      ? 'It goes back to the card you paid with; banks usually show it within 5 to 10 working days.'
      : 'We pay it back to you by bank transfer.';
  const lines = note.lines.map(
    (line) => `${String(line.quantity)} × ${line.name}: ${formatNZD(line.lineTotalCents)}`,
  );
  const rows = creditNoteRows(note).map((row) => `${row.label}: ${row.amount}`);
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: `Kia ora ${order.customer.name},` },
    {
      kind: 'paragraph',
      text: `We have refunded ${formatNZD(note.totalCents)} of your order ${order.number}. ${how}`,
    },
    {
      kind: 'section',
      title: `Credit note ${note.number}`,
      lines: [
        ...lines,
        ...rows,
        `Total refunded: ${formatNZD(note.totalCents)} (includes ${formatNZD(note.gstCents)} GST)`,
        ...(note.gstNumber ? [`GST number: ${note.gstNumber}`] : []),
        ...(note.reason ? [`Reason: ${note.reason}`] : []),
      ],
    },
    { kind: 'link', text: 'See your order and its credit notes', href: order.confirmationUrl },
    { kind: 'paragraph', text: `Questions? Contact us at ${shop.email} or ${shop.phone}.` },
  ];
  return { subject: title, text: renderText(blocks), html: renderHtml(title, blocks) };
}
