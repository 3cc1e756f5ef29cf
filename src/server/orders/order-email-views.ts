// How an order looks in its emails (the order's view, the shop's details) and the emails its
// placement owes: read by the placement and by the change door's table of emails alike, so it
// imports neither.
import type { OrderForEmail, ShopForEmail } from '../../lib/emails/order-email.ts';
import { newOrderNoticeEmail } from '../../lib/emails/new-order-notice.ts';
import { orderConfirmationEmail } from '../../lib/emails/order-confirmation.ts';
import type { Settings } from '../../lib/forms/settings.ts';
import type { Order } from '../../lib/orders/order.ts';
import { wasPaid } from '../../lib/orders/status.ts';
import { siteConfig } from '../content/content.ts';
import { pickupZone } from '../delivery/lookup.ts';
import { readShopSettings } from '../settings.ts';
import { myDeliveriesPageUrl } from '../standing-orders/deliveries-link.ts';
import { standingNoteOf } from '../standing-orders/first-order-standing.ts';
import type { OwedEmail } from './placement-emails.ts';

/** The confirmation page of an order, with the token that lets its shopper (only) see it. */
export function confirmationPath(order: Pick<Order, 'id' | 'accessToken'>): string {
  const query = new URLSearchParams({ order: order.id, token: order.accessToken });
  return `/order-confirmation?${query.toString()}`;
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
