import { DomainError } from '../../lib/api/domain-error.ts';
import { cancelledPaymentPath } from '../../lib/checkout/cancelled-payment.ts';
import type { OrderForEmail, ShopForEmail } from '../../lib/emails/order-email.ts';
import { newOrderNoticeEmail } from '../../lib/emails/new-order-notice.ts';
import { orderConfirmationEmail } from '../../lib/emails/order-confirmation.ts';
import type { Order } from '../../lib/orders/order.ts';
import { placementChangeOf } from '../../lib/orders/order-changes.ts';
import { CHECKOUT_ACTOR } from '../../lib/orders/order.ts';
import { wasPaid } from '../../lib/orders/status.ts';
import { siteConfig } from '../content/content.ts';
import { pickupZone } from '../delivery/lookup.ts';
import { noteRestockOrder } from '../marketing/restock-reminders.ts';
import { createCheckoutSession, sessionExpiry } from '../payments/checkout-session.ts';
import { readShopSettings } from '../settings.ts';
import { standingNoteOf } from '../standing-orders/first-order-standing.ts';
import type { Settings } from '../../lib/forms/settings.ts';
import { myDeliveriesPageUrl } from '../standing-orders/deliveries-link.ts';
import { watchCardPayment } from './card-payment-watch.ts';
import { followOrderChange } from './order-changes.ts';
import { indexOrder, orders } from './orders.ts';
import type { OwedEmail } from './placement-emails.ts';
import { closePlacement } from './placements.ts';
import { changeOrderStatus } from './status-change.ts';

/** The confirmation page of an order, with the token that lets its shopper (only) see it. */
export function confirmationPath(order: Pick<Order, 'id' | 'accessToken'>): string {
  const query = new URLSearchParams({ order: order.id, token: order.accessToken });
  return `/order-confirmation?${query.toString()}`;
}

/**
 * Starts a Stripe Checkout payment for a card order and keeps its session id on the order (the
 * webhook only accepts that session). Stripe's cancel link leads back to the checkout, which then
 * gives the order back (cancel-card-payment.ts). If Stripe cannot be reached the order is
 * cancelled, which gives its stock, slot and promo use back, and the shopper is told to pay by
 * bank transfer.
 */
export async function startCardPayment(
  order: Order,
  origin: string,
  now = new Date(),
): Promise<string> {
  try {
    const session = await createCheckoutSession(
      order,
      {
        successUrl: `${origin}${confirmationPath(order)}`,
        cancelUrl: `${origin}${cancelledPaymentPath(order)}`,
      },
      now,
    );
    // Part of placing the order, before the shopper's answer: its follow-ups are the
    // placement's (finishPlacement, through the door), so no change of its own is recorded.
    await orders.update(order.id, (current) => {
      if (!current) throw new Error(`Order ${order.id} vanished`);
      return { ...current, payment: { ...current.payment, stripeSessionId: session.sessionId } };
    });
    await watchCardPayment(order.id, sessionExpiry(now));
    return session.url;
  } catch (error) {
    console.error(`Card payment for order ${order.number} could not be started`, error);
    await changeOrderStatus(order.id, 'cancelled', CHECKOUT_ACTOR, {
      note: 'Card payment could not be started',
    });
    throw new DomainError('upstream', {
      message: 'Card payments are not available right now. Please choose bank transfer.',
    });
  }
}

/** An order as its emails show it; `paid` when it was ever paid (a cancelled order may have been). */
export async function emailView(order: Order, origin: string): Promise<OrderForEmail> {
  const { fulfilment } = order;
  const pickupAddress =
    fulfilment.method === 'pickup' ? (await pickupZone())?.pickupAddress : undefined;
  return {
    ...order,
    fulfilment: {
      method: fulfilment.method,
      slotLabel: fulfilment.slotLabel,
      address: fulfilment.method === 'delivery' ? fulfilment.address : undefined,
      pickupAddress,
    },
    payment: {
      method: order.payment.method,
      status: wasPaid(order) ? 'paid' : 'awaiting_payment',
    },
    confirmationUrl: `${origin}${confirmationPath(order)}`,
    // The first order tells of the standing order it began; later ones link to the sign-in page
    // of My deliveries with the address filled in, never a key: only the inbox's code opens it.
    standing: await standingNoteOf(order, origin),
    myDeliveriesUrl: myDeliveriesPageUrl(origin, order.customer.email),
    ...(order.standingOrder &&
      order.standingOrder.id !== order.id && {
        deliveriesUrl: myDeliveriesPageUrl(origin, order.customer.email),
      }),
  };
}

/** The shopper's confirmation and the shop's new-order notice of an order, ready to send. */
export async function orderEmailsOf(order: Order, origin: string): Promise<OwedEmail[]> {
  const [settings, view] = await Promise.all([readShopSettings(), emailView(order, origin)]);
  const shop = shopForEmail(settings);
  return [
    {
      kind: 'confirmation',
      message: { to: order.customer.email, ...orderConfirmationEmail(view, shop) },
    },
    {
      kind: 'new_order_notice',
      message: {
        to: settings.orderNotificationEmail,
        replyTo: order.customer.email,
        ...newOrderNoticeEmail(view, shop),
      },
    },
  ];
}

/** The shop's details every order email prints. */
export function shopForEmail(settings: Settings): ShopForEmail {
  const site = siteConfig();
  return {
    name: site.name,
    email: site.email,
    phone: site.phone,
    bankAccountName: settings.bankAccountName,
    bankAccountNumber: settings.bankAccountNumber,
    gstNumber: settings.gstNumber,
  };
}

/**
 * What follows a new order once the shopper has their answer: it joins staff's lists, a
 * bank-transfer order is announced by email, each email once (a card order is announced when
 * paid), then its placement is closed. If this never finishes, the maintenance job finds the
 * placement and finishes it (`now` is its clock, by which a dead sender's claim is taken over).
 */
export async function finishPlacement(
  order: Order,
  origin: string,
  now = new Date(),
): Promise<void> {
  await indexOrder(order);
  await noteRestockOrder(order);
  // The placement's follow-ups go through the one door: derived records, and the emails the
  // change table owes a placement, each once (also when the maintenance job finishes it). The
  // open placement is its mark: it stays until they are done.
  await followOrderChange(order, placementChangeOf(order, CHECKOUT_ACTOR), { origin, now });
  await closePlacement(order.id);
}
