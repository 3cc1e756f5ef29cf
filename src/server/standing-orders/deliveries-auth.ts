// The My deliveries routes' sign-in checks: the cookie's customer (401 without one) and the
// cookie's Set-Cookie headers, Secure on https.
import { HttpError } from '../http/errors.ts';
import {
  clearedDeliveriesCookie,
  deliveriesCookie,
  deliveriesCustomerOf,
  deliveriesSessionToken,
} from './deliveries-session.ts';

/** The signed-in customer of a My deliveries request; 401 without a good cookie. */
export async function signedInCustomer(request: Request): Promise<string> {
  const customerId = await deliveriesCustomerOf(request);
  if (!customerId) throw new HttpError(401, 'Please sign in to My deliveries.');
  return customerId;
}

const isSecure = (request: Request) => new URL(request.url).protocol === 'https:';

/** The Set-Cookie header that signs this browser in as the customer. */
export async function signInHeaders(
  request: Request,
  customerId: string,
): Promise<Record<string, string>> {
  const token = await deliveriesSessionToken(customerId);
  return { 'Set-Cookie': deliveriesCookie(token, isSecure(request)) };
}

/** The Set-Cookie header that signs this browser out. */
export function signOutHeaders(request: Request): Record<string, string> {
  return { 'Set-Cookie': clearedDeliveriesCookie(isSecure(request)) };
}
