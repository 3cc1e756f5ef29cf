// What My deliveries' page hands its island when it is opened signed in: the same answer
// GET /api/my-deliveries gives, read while the page renders, so the browser shows the shopper's
// deliveries without a second request and without the schema library at first paint.
import { MyDeliveriesSchema, type MyDeliveries } from '../../lib/standing-orders/my-deliveries.ts';
import { HttpError } from '../http/errors.ts';
import { enforceRateLimit } from '../spam/rate-limit.ts';
import { myDeliveriesOf } from './my-deliveries-view.ts';

/**
 * The signed-in customer's deliveries for the page, parsed with the route's answer schema (what
 * the API would send), or null when this address is over the My deliveries rate limit: the read
 * counts against the same limit as the API's, so reloading the page reads no more than the
 * route allows, and the island then asks the API itself and shows its refusal.
 */
export async function myDeliveriesForPage(
  customerId: string,
  clientAddress: string,
): Promise<MyDeliveries | null> {
  try {
    await enforceRateLimit('myDeliveries', clientAddress);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return null;
    throw error;
  }
  return MyDeliveriesSchema.parse(await myDeliveriesOf(customerId));
}
