// The routes the confirmation page of a standing order's first order manages that standing order
// by: read it, skip or unskip a delivery, pause, resume, cancel. The order's access token is the
// only proof (its placer made the standing order); it opens nothing else of the email address.
import { ChangeDoneSchema } from '../standing-orders/my-deliveries.ts';
import {
  OrderCancelSchema,
  OrderPauseSchema,
  OrderSkipSchema,
  OrderStandingViewSchema,
  OrderTokenSchema,
} from '../standing-orders/order-standing.ts';
import { defineGroup, PUBLIC } from './group.ts';

const change = <B>(path: string, body: B) =>
  ({
    method: 'POST',
    path: `/api/orders/:id/standing/${path}`,
    roles: PUBLIC,
    body,
    answer: ChangeDoneSchema,
    rateLimit: 'myDeliveries',
  }) as const;

/**
 * A first order's standing order, by the order's access token: 404 for a wrong token, an order
 * that began no standing order, or a later order of one (alike, so nothing is revealed). Writes
 * are same-site only; everything shares My deliveries' per-address rate limit.
 */
export const orderStandingApi = defineGroup({
  id: 'order-standing',
  api: {
    read: {
      method: 'GET',
      path: '/api/orders/:id/standing',
      roles: PUBLIC,
      query: OrderTokenSchema,
      answer: OrderStandingViewSchema,
      rateLimit: 'myDeliveries',
    },
    skip: change('skip', OrderSkipSchema),
    unskip: change('unskip', OrderSkipSchema),
    pause: change('pause', OrderPauseSchema),
    resume: change('resume', OrderTokenSchema),
    cancel: change('cancel', OrderCancelSchema),
  },
  refusals: {
    pastCutoff: 'past_cutoff',
    cancelled: 'cancelled',
  },
});
