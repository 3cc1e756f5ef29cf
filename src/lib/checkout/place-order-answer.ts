// The success answer of POST /api/orders, apart from order-answers.ts: the cart drawer on every
// page reads that module's refusal reasons and must not load zod with them.
import { z } from 'zod';
import { OrderTotalsSchema } from '../orders/pricing.ts';

/**
 * The success answer of POST /api/orders (201 new, 200 the same key again); a card order also
 * gets Stripe's `paymentUrl`.
 */
export const PlaceOrderAnswerSchema = z.object({
  id: z.string(),
  number: z.string(),
  accessToken: z.string(),
  totals: OrderTotalsSchema,
  confirmationUrl: z.string(),
  paymentUrl: z.string().optional(),
});
export type PlaceOrderAnswer = z.output<typeof PlaceOrderAnswerSchema>;
