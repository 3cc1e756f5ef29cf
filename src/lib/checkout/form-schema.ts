// The checkout form's validation: the server's own POST /api/orders schema applied to the details
// the fields stand for, so every message and path in the browser is the one the server would give.
import { z } from 'zod';
import { PlaceOrderRequestSchema } from '../orders/request.ts';
import { detailsCandidate, type CheckoutFormValues } from './form.ts';

/** The request's shape without what the page adds itself (the key and the cart's items). */
const OrderDetailsSchema = PlaceOrderRequestSchema.omit({
  idempotencyKey: true,
  items: true,
  source: true,
});

/** The order details the form produces once valid. */
export type CheckoutDetails = z.output<typeof OrderDetailsSchema>;

/** The form's resolver schema: the details candidate checked by the request's own schema. */
export const CheckoutFormSchema = z.preprocess(
  (values: CheckoutFormValues) => detailsCandidate(values),
  OrderDetailsSchema,
);
