// The two reads the checkout makes as it opens: the ways to pay (with whether the store takes
// orders) and the delivery options. Their answers are zod/mini schemas and this module imports
// nothing else with zod, so the page's first script carries mini's small core and not zod's full
// build (about 17 KB compressed); the checkout's other routes (checkout.ts) load when used.
import { z } from 'zod/mini';
import { PUBLIC } from '../api/contract.ts';
import { DeliveryOptionsSchema } from '../delivery/options-schema.ts';

/** GET /api/checkout/config: which ways to pay are offered and whether the store takes orders. */
export const CheckoutConfigSchema = z.object({
  cardPayments: z.boolean(),
  /** False while Settings hold no bank account to pay into. */
  bankTransfer: z.boolean(),
  storeOpen: z.boolean(),
  storeMessage: z.string(),
});
export type CheckoutConfig = z.output<typeof CheckoutConfigSchema>;

/** The config route, whole: the checkout group (checkout.ts) lists this very object. */
export const checkoutConfigRoute = {
  method: 'GET',
  path: '/api/checkout/config',
  roles: PUBLIC,
  answer: CheckoutConfigSchema,
} as const;

/**
 * The delivery options route without its query schema, which the server alone reads (with
 * DeliveryOptionsQuerySchema, added in checkout.ts): the browser only sends the query.
 */
export const deliveryOptionsRead = {
  method: 'GET',
  path: '/api/delivery/options',
  roles: PUBLIC,
  answer: DeliveryOptionsSchema,
} as const;
