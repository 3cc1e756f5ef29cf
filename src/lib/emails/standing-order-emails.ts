// The emails the standing-order job sends a shopper: the reminder before each cut-off, a price
// change before it takes effect, a delivery moved, cut down or skipped, and a card charge that
// failed (with the link to pay) or an order cancelled unpaid. Each carries the My deliveries link.
import { formatNZD } from '../money.ts';
import { dayLabel } from '../delivery/labels.ts';
import {
  itemsSentence,
  priceChangeLine,
  weekdayOfDate,
  weekdayTimeLabel,
  type PriceChange,
} from '../standing-orders/standing-run.ts';
import type { EmailBlock, EmailContent } from './order-email.ts';
import { renderHtml, renderText } from './render.ts';

/** What every standing-order email knows: who, which shop, and the My deliveries link. */
export interface StandingEmailBase {
  shopName: string;
  customerName: string;
  deliveriesUrl: string;
  contact: string;
}

/** A line as the reminder prices it: today's price. */
export interface PricedItem {
  name: string;
  quantity: number;
  unitPriceCents: number;
}

function email(base: StandingEmailBase, subject: string, body: EmailBlock[]): EmailContent {
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: `Kia ora ${base.customerName},` },
    ...body,
    { kind: 'link', text: 'Skip, pause or change it in My deliveries', href: base.deliveriesUrl },
    { kind: 'paragraph', text: `Questions? Contact us at ${base.contact}.` },
  ];
  return { subject, text: renderText(blocks), html: renderHtml(subject, blocks) };
}

function priceSection(items: readonly PricedItem[]): EmailBlock {
  const total = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  return {
    kind: 'section',
    title: 'At today’s prices',
    lines: [
      ...items.map(
        (item) => `${String(item.quantity)} × ${item.name}: ${formatNZD(item.unitPriceCents)} each`,
      ),
      `Meals: ${formatNZD(total)} (delivery and any discount are added when the order is made)`,
    ],
  };
}

function changesSection(changes: readonly PriceChange[]): EmailBlock[] {
  if (changes.length === 0) return [];
  return [
    {
      kind: 'section',
      title: 'Prices that changed since your last order',
      lines: changes.map(priceChangeLine),
    },
  ];
}

/**
 * The reminder before a delivery's cut-off: "Your next delivery on Thursday: 2 × Beef Bolognese,
 * 1 × Super Veg Sauce; change or skip by Wednesday 3:00pm", priced at today's prices.
 */
export function standingReminderEmail(
  base: StandingEmailBase,
  delivery: {
    date: string;
    changeByAt: string;
    items: readonly PricedItem[];
    changes: readonly PriceChange[];
  },
): EmailContent {
  const day = weekdayOfDate(delivery.date);
  return email(base, `Your next ${base.shopName} delivery: ${dayLabel(delivery.date)}`, [
    {
      kind: 'paragraph',
      text: `Your next delivery on ${day}: ${itemsSentence(delivery.items)}; change or skip by ${weekdayTimeLabel(delivery.changeByAt)}.`,
    },
    priceSection(delivery.items),
    ...changesSection(delivery.changes),
    {
      kind: 'paragraph',
      text: 'We make the order at that time, at that day’s prices, and email it to you.',
    },
  ]);
}

/** A price change emailed before the order that pays it is made (sent even with reminders off). */
export function standingPriceChangeEmail(
  base: StandingEmailBase,
  delivery: { date: string; changeByAt: string; changes: readonly PriceChange[] },
): EmailContent {
  return email(base, `A price in your ${base.shopName} standing order has changed`, [
    {
      kind: 'paragraph',
      text: `Some prices changed since your last order. Your delivery on ${dayLabel(delivery.date)} will be charged at the new prices, unless you change or skip it by ${weekdayTimeLabel(delivery.changeByAt)}.`,
    },
    ...changesSection(delivery.changes),
  ]);
}

/** What happened to a delivery that could not go as planned. */
export type DeliveryChange =
  | { kind: 'moved'; date: string; toDate: string; slotLabel: string; reason: string }
  | { kind: 'reduced'; date: string; left: readonly string[]; sent: string }
  | { kind: 'skipped'; date: string; reason: string };

/** Tells the shopper their delivery was moved, cut down or skipped, and why. */
export function standingChangeEmail(base: StandingEmailBase, change: DeliveryChange): EmailContent {
  const on = dayLabel(change.date);
  switch (change.kind) {
    case 'moved':
      return email(base, `Your ${base.shopName} delivery has moved to ${change.slotLabel}`, [
        {
          kind: 'paragraph',
          text: `Your delivery due on ${on} could not go then: ${change.reason}. As you asked, we moved it to the next open time: ${change.slotLabel}.`,
        },
      ]);
    case 'reduced':
      return email(base, `Part of your ${base.shopName} delivery is out of stock`, [
        {
          kind: 'paragraph',
          text: `For your delivery on ${on}, we are out of ${change.left.join(', ')}. As you asked, we are sending what we have: ${change.sent}.`,
        },
      ]);
    case 'skipped':
      return email(base, `Your ${base.shopName} delivery on ${dayLabel(change.date)} is skipped`, [
        {
          kind: 'paragraph',
          text: `Your delivery due on ${on} is skipped this time: ${change.reason}. Nothing is charged, and your next delivery comes as usual.`,
        },
      ]);
  }
}

/** A card charge that failed: the order is held until `payByAt`, and this link pays it. */
export function standingPaymentFailedEmail(
  base: StandingEmailBase,
  order: { number: string; totalCents: number; slotLabel: string; payByAt: string },
  payUrl: string,
  reason: string,
): EmailContent {
  return email(base, `Please pay for your ${base.shopName} order ${order.number}`, [
    {
      kind: 'paragraph',
      text: `We made your order ${order.number} for ${order.slotLabel}, but ${reason}. We are holding it for you until ${weekdayTimeLabel(order.payByAt)}; if it is not paid by then, it is cancelled.`,
    },
    { kind: 'link', text: `Pay ${formatNZD(order.totalCents)} by card`, href: payUrl },
  ]);
}

/** The order of a failed charge, cancelled unpaid at the slot's cut-off. */
export function standingUnpaidCancelledEmail(
  base: StandingEmailBase,
  order: { number: string; slotLabel: string },
): EmailContent {
  return email(base, `Your ${base.shopName} order ${order.number} is cancelled`, [
    {
      kind: 'paragraph',
      text: `Your order ${order.number} for ${order.slotLabel} was not paid by its cut-off, so we have cancelled it. Nothing was charged. Your standing order goes on: your next delivery comes as usual.`,
    },
  ]);
}
