import { formatNZD } from '../money.ts';
import {
  myDeliveriesBlocks,
  nzDay,
  type EmailBlock,
  type EmailContent,
  type OrderForEmail,
  type ShopForEmail,
} from './order-email.ts';
import { renderHtml, renderText } from './render.ts';

/**
 * The shopper's notice that staff cancelled their order: which order, that nothing will come,
 * what happens to money already paid, and who to ask.
 */
export function orderCancelledEmail(
  order: OrderForEmail,
  shop: ShopForEmail,
  reason: string | undefined,
): EmailContent {
  const title = `Your ${shop.name} order ${order.number} is cancelled`;
  const handover = order.fulfilment.method === 'pickup' ? 'pickup' : 'delivery';
  const money =
    order.payment.status === 'paid'
      ? `You paid ${formatNZD(order.totals.totalCents)}; we will refund it and email you when it is on its way.`
      : 'You have not been charged, so there is nothing to pay.';
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: `Kia ora ${order.customer.name},` },
    {
      kind: 'paragraph',
      text: `We have cancelled your order ${order.number}, placed ${nzDay(order.placedAt)}. The ${handover} booked for ${order.fulfilment.slotLabel} will not happen.`,
    },
    ...(reason ? [{ kind: 'section' as const, title: 'Why', lines: [reason] }] : []),
    { kind: 'paragraph', text: money },
    { kind: 'items', order },
    ...myDeliveriesBlocks(order),
    {
      kind: 'paragraph',
      text: `Questions? Contact us at ${shop.email} or ${shop.phone}.`,
    },
  ];
  return { subject: title, text: renderText(blocks), html: renderHtml(title, blocks) };
}
