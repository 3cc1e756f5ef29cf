// What the confirmation page of a standing order's first order sends and gets when it manages
// that one standing order: each request carries the order's access token (its placer's proof),
// and the answer is that standing order alone, never anything else of the same email address.
import { z } from 'zod';
import {
  CancelSchema,
  DeliveryDateSchema,
  PauseSchema,
  StandingOrderViewSchema,
} from './my-deliveries.ts';

/** The order's access token, as the confirmation page's address carries it. */
export const OrderTokenSchema = z.object({
  token: z
    .string({ error: 'The link is not complete' })
    .regex(/^[\w-]{32,100}$/, 'The link is not complete'),
});

/** Skip or unskip one delivery, with the token. */
export const OrderSkipSchema = OrderTokenSchema.extend(DeliveryDateSchema.shape);

/** Pause until a date, with the token. */
export const OrderPauseSchema = OrderTokenSchema.extend(PauseSchema.shape);

/** Cancel with why, with the token. */
export const OrderCancelSchema = OrderTokenSchema.extend(CancelSchema.shape);

/**
 * The standing order an order began, as its confirmation page shows it: its rhythm, status, meals
 * and next deliveries. No address, card or other orders: those stay in My deliveries.
 */
export const OrderStandingViewSchema = StandingOrderViewSchema.pick({
  id: true,
  status: true,
  scheduleLabel: true,
  items: true,
  upcoming: true,
  pausedUntil: true,
});
export type OrderStandingView = z.output<typeof OrderStandingViewSchema>;
