import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';

/**
 * Card orders waiting for Stripe, one record each (`card-payment-watch/<orderId>`), with when
 * their Checkout session runs out. Stripe's webhook normally settles them; one still awaiting
 * payment after that time means the webhook never came, and the maintenance job asks Stripe.
 */
export const cardPaymentWatch = recordCollection({
  prefix: 'card-payment-watch',
  schema: z.object({ orderId: z.uuid(), expiresAt: z.iso.datetime() }),
});

/** Starts watching a card order whose payment session ends at `expiresAt`. */
export async function watchCardPayment(orderId: string, expiresAt: Date): Promise<void> {
  await cardPaymentWatch.createOnce(orderId, { orderId, expiresAt: expiresAt.toISOString() });
}
