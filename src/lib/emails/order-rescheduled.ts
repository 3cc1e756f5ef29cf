import { formatNZD } from '../money.ts';
import {
  fulfilmentSection,
  myDeliveriesBlocks,
  type EmailBlock,
  type EmailContent,
  type OrderForEmail,
  type ShopForEmail,
} from './order-email.ts';
import { policyLinksBlock } from './policy-links.ts';
import { renderHtml, renderText } from './render.ts';

/** What changed in a move, as the shopper is told: the old time, and the money that follows. */
export interface MoveForEmail {
  fromLabel: string;
  fromMethod: 'delivery' | 'pickup';
  dueCents: number;
  overpaidCents: number;
}

const wayOf = (method: 'delivery' | 'pickup') => (method === 'delivery' ? 'delivery' : 'pickup');

/** The paragraph about money a move changed, or none when nothing is owed either way. */
function moneyBlocks(move: MoveForEmail): EmailBlock[] {
  if (move.dueCents > 0) {
    return [
      {
        kind: 'paragraph',
        text: `With this change your order costs ${formatNZD(move.dueCents)} more than you paid. We will be in touch about paying the difference.`,
      },
    ];
  }
  if (move.overpaidCents > 0) {
    return [
      {
        kind: 'paragraph',
        text: `With this change your order costs ${formatNZD(move.overpaidCents)} less than you paid. We will refund the difference.`,
      },
    ];
  }
  return [];
}

/**
 * The email that tells the shopper their order was moved to another time (or between delivery
 * and pickup) by the shop: the new time first, the old one for reference, and the new total.
 */
export function orderRescheduledEmail(
  order: OrderForEmail,
  shop: ShopForEmail,
  move: MoveForEmail,
): EmailContent {
  const { number, fulfilment } = order;
  const subject = `New ${wayOf(fulfilment.method)} time for your ${shop.name} order ${number}`;
  const changedWay =
    move.fromMethod === fulfilment.method
      ? ''
      : ` Your order is now a ${wayOf(fulfilment.method)} instead of a ${wayOf(move.fromMethod)}.`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: `Kia ora ${order.customer.name},` },
    {
      kind: 'paragraph',
      text: `Your order ${number} has moved to ${fulfilment.slotLabel} (it was ${move.fromLabel}).${changedWay}`,
    },
    fulfilmentSection(order),
    ...moneyBlocks(move),
    { kind: 'items', order },
    { kind: 'totals', order },
    { kind: 'link', text: 'See your order online', href: order.confirmationUrl },
    ...myDeliveriesBlocks(order),
    {
      kind: 'paragraph',
      text: `This time does not suit? Contact us at ${shop.email} or ${shop.phone}.`,
    },
    policyLinksBlock(new URL(order.confirmationUrl).origin),
  ];
  return { subject, text: renderText(blocks), html: renderHtml(subject, blocks) };
}
