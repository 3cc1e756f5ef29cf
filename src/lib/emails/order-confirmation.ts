import { formatNZD } from '../money.ts';
import {
  TRANSFER_DETAILS_MISSING,
  transferDetailRows,
  transferDetails,
} from '../orders/bank-transfer.ts';
import {
  fulfilmentSection,
  giftSection,
  myDeliveriesBlocks,
  notesSection,
  nzDateTime,
  nzDay,
  type EmailBlock,
  type EmailContent,
  type OrderForEmail,
  type ShopForEmail,
} from './order-email.ts';
import { standingTermsFor } from '../standing-orders/standing-labels.ts';
import { policyLinksBlock } from './policy-links.ts';
import { renderHtml, renderText } from './render.ts';

/**
 * What the shopper is told about paying. Only facts: account, amount and reference for a transfer,
 * and a deadline only when the order carries one (the shop sets the rule, not this email).
 */
export function paymentInstructions(order: OrderForEmail, shop: ShopForEmail): string[] {
  const { payment, number } = order;
  const contact = `${shop.email} or ${shop.phone}`;
  if (payment.status === 'paid') {
    return [
      payment.method === 'card' ? 'Paid by card. Thank you.' : 'Paid by bank transfer. Thank you.',
    ];
  }
  if (payment.method === 'card') {
    return [
      `We have not received your card payment yet. If you need help paying, contact us at ${contact}.`,
    ];
  }
  const deadline = payment.payBy
    ? [`Please pay by ${nzDay(payment.payBy)}; unpaid orders may be cancelled after that.`]
    : [];
  const afterPayment = 'We start packing your order once your payment has arrived.';
  const bank = { accountName: shop.bankAccountName, accountNumber: shop.bankAccountNumber };
  const details = transferDetails(bank, order.totals.totalCents, number);
  if (!details) {
    return [
      `Please pay ${formatNZD(order.totals.totalCents)} by bank transfer with your order number ${number} as the reference.`,
      TRANSFER_DETAILS_MISSING,
      ...deadline,
      afterPayment,
    ];
  }
  return [
    'Please pay by bank transfer to this account, with your order number as the reference so we can match your payment:',
    ...transferDetailRows(details).map(([label, value]) => `${label}: ${value}`),
    ...deadline,
    afterPayment,
  ];
}

/**
 * A later order of a standing order says so, with the My deliveries link to skip, pause or change
 * the next deliveries (and, paying by card, to save or change the card they are charged on).
 */
function standingOrderBlocks(order: OrderForEmail): EmailBlock[] {
  if (!order.deliveriesUrl) return [];
  const card =
    order.payment.method === 'card'
      ? ' Each one is charged to the card saved for your standing order.'
      : ' Each next order is emailed to you with its amount and reference to pay.';
  return [
    {
      kind: 'paragraph',
      text: `This order is part of your standing order: we make the next ones for you.${card}`,
    },
    { kind: 'link', text: 'Skip, pause or change it in My deliveries', href: order.deliveriesUrl },
  ];
}

/**
 * A standing order's first order: that it repeats, and My deliveries' sign-in page with the
 * address filled in (a code sent to this inbox signs in; the link itself opens nothing).
 */
function standingSection(order: OrderForEmail): EmailBlock[] {
  const { standing } = order;
  if (!standing) return [];
  return [
    {
      kind: 'section',
      title: 'Standing order',
      lines: [
        `This is the first order of your standing order: ${standing.schedule}, with the same meals.`,
        `When a time is full or a meal is out of stock: ${standing.whenUnavailable}.`,
        standingTermsFor(order.payment.method),
      ],
    },
    {
      kind: 'paragraph',
      text: 'To skip, pause or change your deliveries, sign in to My deliveries with this email address.',
    },
    { kind: 'link', text: 'Sign in to My deliveries', href: standing.signInUrl },
  ];
}

/** The order confirmation the shopper gets: what they bought, when it comes, how to pay. */
export function orderConfirmationEmail(order: OrderForEmail, shop: ShopForEmail): EmailContent {
  const title = `Your ${shop.name} order ${order.number}`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: `Kia ora ${order.customer.name},` },
    {
      kind: 'paragraph',
      text: `Thank you for your order. Your order number is ${order.number}, placed ${nzDateTime(order.placedAt)}.`,
    },
    { kind: 'section', title: 'Payment', lines: paymentInstructions(order, shop) },
    { kind: 'items', order },
    { kind: 'totals', order },
    fulfilmentSection(order),
    ...giftSection(order),
    ...notesSection(order),
    ...standingSection(order),
    { kind: 'link', text: 'See your order online', href: order.confirmationUrl },
    ...standingOrderBlocks(order),
    ...myDeliveriesBlocks(order),
    { kind: 'paragraph', text: `Questions? Contact us at ${shop.email} or ${shop.phone}.` },
  ];
  if (shop.gstNumber) {
    blocks.push({ kind: 'paragraph', text: `${shop.name}, GST number ${shop.gstNumber}` });
  }
  // The confirmation link is absolute on the shop's origin, so the policy links share it.
  blocks.push(policyLinksBlock(new URL(order.confirmationUrl).origin));
  return { subject: title, text: renderText(blocks), html: renderHtml(title, blocks) };
}
