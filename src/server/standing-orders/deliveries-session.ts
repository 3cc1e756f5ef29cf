// A shopper's sign-in to My deliveries, with no password: a signed emailed link or a 15-minute
// emailed code starts it, and an HttpOnly cookie naming their customer id keeps it for 30 days,
// while the customer's session version stays the one it was made at (customer-sessions.ts).
import { isCurrentSession, sessionVersionOf } from '../customers/customer-sessions.ts';
import { claimsOfCustomerToken, customerToken } from './customer-tokens.ts';

/** The cookie of a My deliveries sign-in; HttpOnly, SameSite=Lax, only on its paths. */
export const DELIVERIES_COOKIE = 'ck_deliveries';

/** How long a sign-in lasts on one device. */
export const DELIVERIES_SESSION_DAYS = 30;

const AUDIENCE = 'my-deliveries-session';

/** A signed session token for a customer, at their current session version. */
export async function deliveriesSessionToken(
  customerId: string,
  now = new Date(),
): Promise<string> {
  const sessionVersion = await sessionVersionOf(customerId);
  return customerToken(
    { customerId, sessionVersion },
    AUDIENCE,
    DELIVERIES_SESSION_DAYS * 24 * 60 * 60,
    now,
  );
}

/** The Set-Cookie value that signs this browser in (`secure` off only for http:// hosts). */
export function deliveriesCookie(token: string, secure: boolean): string {
  const maxAge = DELIVERIES_SESSION_DAYS * 24 * 60 * 60;
  return `${DELIVERIES_COOKIE}=${token}; Path=/; Max-Age=${String(maxAge)}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie value that signs this browser out. */
export function clearedDeliveriesCookie(secure: boolean): string {
  return `${DELIVERIES_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function cookieFrom(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DELIVERIES_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * The customer id a request's My deliveries cookie names, or null: none, forged, expired, or made
 * before the customer's sessions were last ended.
 */
export async function deliveriesCustomerOf(
  request: Request,
  now = new Date(),
): Promise<string | null> {
  const token = cookieFrom(request);
  const claims = token ? await claimsOfCustomerToken(token, AUDIENCE, now) : null;
  if (!claims) return null;
  const current = await isCurrentSession(claims.customerId, claims.sessionVersion);
  return current ? claims.customerId : null;
}
