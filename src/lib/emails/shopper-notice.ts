import type { ShopperNotice } from '../orders/shopper-notices.ts';
import { addressLine } from '../orders/address.ts';
import {
  fulfilmentSection,
  myDeliveriesBlocks,
  nzDay,
  type EmailBlock,
  type EmailContent,
  type OrderForEmail,
  type ShopForEmail,
} from './order-email.ts';
import { policyLinksBlock } from './policy-links.ts';
import { renderHtml, renderText } from './render.ts';

/** Who the goods go to: the gift's recipient, else the shopper ("you"). */
function receiver(order: OrderForEmail): string {
  return order.gift ? order.gift.recipientName : 'you';
}

/** The subject and opening paragraphs of each notice; `at` is when staff made the move. */
function opening(
  notice: ShopperNotice,
  order: OrderForEmail,
  shop: ShopForEmail,
  at: string,
): { subject: string; blocks: EmailBlock[] } {
  const { number, fulfilment } = order;
  if (notice === 'out_for_delivery') {
    return {
      subject: `Your ${shop.name} order ${number} is on its way`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Your order ${number} has left our kitchen and is on its way to ${receiver(order)}. It arrives in your delivery window, ${fulfilment.slotLabel}.`,
        },
        fulfilmentSection(order),
        {
          kind: 'paragraph',
          text: 'Please put the cubes in the freezer as soon as they arrive, so they stay frozen.',
        },
      ],
    };
  }
  if (notice === 'delivered') {
    const where = fulfilment.address ? ` to ${addressLine(fulfilment.address)}` : '';
    return {
      subject: `Your ${shop.name} order ${number} has been delivered`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Your order ${number} was delivered${where} on ${nzDay(at)}.`,
        },
        {
          kind: 'paragraph',
          text: 'If the cubes are not in a freezer yet, please put them there now. Something missing or not right? Tell us your order number and we will sort it out.',
        },
      ],
    };
  }
  return {
    subject: `Your ${shop.name} order ${number} is ready for pickup`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Your order ${number} is packed and ready to collect at your pickup time, ${fulfilment.slotLabel}.`,
      },
      fulfilmentSection(order),
      {
        kind: 'paragraph',
        text: `Please give your order number, ${number}, when you collect. We keep the cubes frozen until then; a chilly bin or cool bag keeps them frozen on the way home.`,
      },
    ],
  };
}

/**
 * The email that tells the shopper what happened to their order: out for delivery, delivered,
 * or ready for pickup. `at` is when the move was made (the day a delivery is said to have
 * happened). Links are absolute on the shop's origin, taken from the confirmation link.
 */
export function shopperNoticeEmail(
  notice: ShopperNotice,
  order: OrderForEmail,
  shop: ShopForEmail,
  at: string,
): EmailContent {
  const { subject, blocks } = opening(notice, order, shop, at);
  const all: EmailBlock[] = [
    { kind: 'paragraph', text: `Kia ora ${order.customer.name},` },
    ...blocks,
    { kind: 'items', order },
    { kind: 'link', text: 'See your order online', href: order.confirmationUrl },
    ...myDeliveriesBlocks(order),
    { kind: 'paragraph', text: `Questions? Contact us at ${shop.email} or ${shop.phone}.` },
    policyLinksBlock(new URL(order.confirmationUrl).origin),
  ];
  return { subject, text: renderText(all), html: renderHtml(subject, all) };
}
