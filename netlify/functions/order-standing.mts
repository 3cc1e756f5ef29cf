import type { Config } from '@netlify/functions';
import { orderStandingApi } from '../../src/lib/public-api/order-standing.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { orderStanding } from '../../src/server/standing-orders/order-standing.ts';

/**
 * /api/orders/{id}/standing[/skip|unskip|pause|resume|cancel] (orderStandingApi): the confirmation
 * page of a standing order's first order reads and changes that one standing order; the order's
 * access token is the proof (404 when wrong). It sets no cookie and opens no My deliveries.
 */
export default publicHandler(orderStandingApi, {
  read: ({ params, query }) => orderStanding.read(params.id, query.token),
  async skip({ params, body }) {
    return { message: await orderStanding.skip(params.id, body.token, body.date) };
  },
  async unskip({ params, body }) {
    return { message: await orderStanding.unskip(params.id, body.token, body.date) };
  },
  async pause({ params, body }) {
    return { message: await orderStanding.pause(params.id, body.token, body.until) };
  },
  async resume({ params, body }) {
    return { message: await orderStanding.resume(params.id, body.token) };
  },
  async cancel({ params, body }) {
    return { message: await orderStanding.cancel(params.id, body.token, body.reason) };
  },
});

export const config: Config = {
  path: [
    '/api/orders/:id/standing',
    '/api/orders/:id/standing/skip',
    '/api/orders/:id/standing/unskip',
    '/api/orders/:id/standing/pause',
    '/api/orders/:id/standing/resume',
    '/api/orders/:id/standing/cancel',
  ],
};
