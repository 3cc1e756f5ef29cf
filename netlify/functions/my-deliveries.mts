import type { Config } from '@netlify/functions';
import { myDeliveriesApi } from '../../src/lib/public-api/my-deliveries.ts';
import { WithStatus } from '../../src/server/api/route-kit.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { DomainError } from '../../src/lib/api/domain-error.ts';
import { endCustomerSessions } from '../../src/server/customers/customer-sessions.ts';
import { deliveryZoneFor } from '../../src/server/delivery/lookup.ts';
import { deliverySlots } from '../../src/server/delivery/store.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import {
  signedInCustomer,
  signInHeaders,
  signOutHeaders,
} from '../../src/server/standing-orders/deliveries-auth.ts';
import {
  CODE_REFUSED_MESSAGE,
  CODE_SENT_MESSAGE,
  requestDeliveriesCode,
  verifyDeliveriesCode,
} from '../../src/server/standing-orders/deliveries-codes.ts';
import { myDeliveryChanges as change } from '../../src/server/standing-orders/my-deliveries-changes.ts';
import {
  myDeliveriesOf,
  weeklyChoices,
} from '../../src/server/standing-orders/my-deliveries-view.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };
const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You are signed out on every device.';

/** /api/my-deliveries/* (myDeliveriesApi): a shopper's standing orders, signed in from their inbox. */
export default publicHandler(myDeliveriesApi, {
  requestCode({ body, context, request }) {
    context.waitUntil(
      requestDeliveriesCode(body.email, publicOrigin(request)).catch((error: unknown) => {
        console.error('A My deliveries code could not be sent', error);
      }),
    );
    return Promise.resolve({ message: CODE_SENT_MESSAGE });
  },
  async signIn({ body, request, context }) {
    const customerId = await verifyDeliveriesCode(body.email, body.code, new Date(), (work) => {
      context.waitUntil(work);
    });
    if (!customerId) throw new DomainError('invalid', { errors: { code: CODE_REFUSED_MESSAGE } });
    return new WithStatus(
      200,
      { message: 'You are signed in.' },
      await signInHeaders(request, customerId),
    );
  },
  signOut({ request }) {
    return Promise.resolve(
      new WithStatus(200, { message: 'You are signed out.' }, signOutHeaders(request)),
    );
  },
  async signOutEverywhere({ request }) {
    // Raising the session version refuses every cookie and sign-in link made before, on every
    // device; this browser's cookie is cleared as well.
    await endCustomerSessions(await signedInCustomer(request), 'customer');
    return new WithStatus(
      200,
      { message: SIGNED_OUT_EVERYWHERE_MESSAGE },
      { ...signOutHeaders(request), ...NO_STORE },
    );
  },
  async read({ request }) {
    const customerId = await signedInCustomer(request);
    return new WithStatus(200, await myDeliveriesOf(customerId), NO_STORE);
  },
  async weeklySlots({ request, query }) {
    await signedInCustomer(request);
    const zone = await deliveryZoneFor(query);
    const slots = zone ? weeklyChoices(await deliverySlots.list(), zone.id) : [];
    return { zone: zone ? { id: zone.id, name: zone.name } : null, slots };
  },
  async skip({ request, params, body }) {
    const message = await change.skip(await signedInCustomer(request), params.id, body.date);
    return { message };
  },
  async unskip({ request, params, body }) {
    const message = await change.unskip(await signedInCustomer(request), params.id, body.date);
    return { message };
  },
  async pause({ request, params, body }) {
    const message = await change.pause(await signedInCustomer(request), params.id, body.until);
    return { message };
  },
  async resume({ request, params }) {
    return { message: await change.resume(await signedInCustomer(request), params.id) };
  },
  async items({ request, params, body }) {
    const message = await change.items(await signedInCustomer(request), params.id, body.items);
    return { message };
  },
  async slot({ request, params, body }) {
    const message = await change.slot(await signedInCustomer(request), params.id, body.slotId);
    return { message };
  },
  async address({ request, params, body }) {
    const customerId = await signedInCustomer(request);
    return { message: await change.address(customerId, params.id, body.address, body.slotId) };
  },
  async reminders({ request, params, body }) {
    const customerId = await signedInCustomer(request);
    return { message: await change.reminders(customerId, params.id, body.reminders) };
  },
  async cancel({ request, params, body }) {
    const message = await change.cancel(await signedInCustomer(request), params.id, body.reason);
    return { message };
  },
});

export const config: Config = {
  path: [
    '/api/my-deliveries',
    '/api/my-deliveries/code',
    '/api/my-deliveries/sign-in',
    '/api/my-deliveries/sign-out',
    '/api/my-deliveries/sign-out-everywhere',
    '/api/my-deliveries/weekly-slots',
    '/api/my-deliveries/:id/skip',
    '/api/my-deliveries/:id/unskip',
    '/api/my-deliveries/:id/pause',
    '/api/my-deliveries/:id/resume',
    '/api/my-deliveries/:id/items',
    '/api/my-deliveries/:id/slot',
    '/api/my-deliveries/:id/address',
    '/api/my-deliveries/:id/reminders',
    '/api/my-deliveries/:id/cancel',
  ],
};
