import { formatNZD } from '../money.ts';
import {
  fulfilmentSection,
  giftSection,
  notesSection,
  nzDateTime,
  type EmailBlock,
  type EmailContent,
  type OrderForEmail,
  type ShopForEmail,
} from './order-email.ts';
import { renderHtml, renderText } from './render.ts';

function paymentLine(order: OrderForEmail): string {
  const method = order.payment.method === 'card' ? 'Card (Stripe)' : 'Bank transfer';
  const status =
    order.payment.status === 'paid' ? 'paid' : `awaiting payment, reference ${order.number}`;
  return `${method}, ${status}`;
}

/**
 * The notice the shop's order address gets for a new order: everything packing and delivery
 * need (items, slot, address or pickup, gift, notes) and how to reach the customer.
 */
export function newOrderNoticeEmail(order: OrderForEmail, shop: ShopForEmail): EmailContent {
  const { customer, fulfilment } = order;
  const handover = fulfilment.method === 'pickup' ? 'pickup' : 'delivery';
  const subject = `New order ${order.number}: ${customer.name}, ${handover} ${fulfilment.slotLabel}, ${formatNZD(order.totals.totalCents)}`;
  const title = `New order ${order.number}`;
  const blocks: EmailBlock[] = [
    {
      kind: 'paragraph',
      text: `${customer.name} placed order ${order.number} on the ${shop.name} website, ${nzDateTime(order.placedAt)}.`,
    },
    { kind: 'section', title: 'Payment', lines: [paymentLine(order)] },
    {
      kind: 'section',
      title: 'Customer',
      lines: [`Name: ${customer.name}`, `Email: ${customer.email}`, `Phone: ${customer.phone}`],
    },
    fulfilmentSection(order),
    ...giftSection(order, ['Leave prices off the packing slip.']),
    ...notesSection(order),
    { kind: 'items', order },
    { kind: 'totals', order },
  ];
  return { subject, text: renderText(blocks), html: renderHtml(title, blocks) };
}
