// The My deliveries routes' sign-in checks: the cookie's customer (401 without one), the
// cookie's Set-Cookie headers (Secure on https), and the page's answer to an emailed sign-in link.
import { HttpError } from '../http/errors.ts';
import { MY_DELIVERIES_PATH, useSignInLink } from './deliveries-link.ts';
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

/**
 * The page's answer to `?link=<token>`: a good, unused link signs this browser in and sends it to
 * the bare page (303), so the token leaves the address bar and is never sent on as a referrer;
 * null when the link is refused (the page then says so and shows the code form).
 */
export async function signInLinkAnswer(
  request: Request,
  now = new Date(),
): Promise<Response | null> {
  const token = new URL(request.url).searchParams.get('link');
  const customerId = token === null ? null : await useSignInLink(token, now);
  if (!customerId) return null;
  return new Response(null, {
    status: 303,
    headers: {
      Location: MY_DELIVERIES_PATH,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      ...(await signInHeaders(request, customerId)),
    },
  });
}
