// The signed "My deliveries" link every standing-order email carries: it names the customer (the
// hash of their email) and expires, so a link that is changed or old is refused. Opening it signs
// that browser in to My deliveries (deliveries-session.ts); another device asks for a code.
import { isCurrentSession, sessionVersionOf } from '../customers/customer-sessions.ts';
import { claimsOfCustomerToken, customerToken } from './customer-tokens.ts';

/** How long an emailed link stays good: past the next few deliveries' emails. */
export const DELIVERIES_LINK_DAYS = 30;

const AUDIENCE = 'my-deliveries-link';

/** The path of My deliveries; the link adds `?link=<token>`. */
export const MY_DELIVERIES_PATH = '/my-deliveries';

/** A signed link token for a customer, good for DELIVERIES_LINK_DAYS from `now`. */
export async function deliveriesLinkToken(customerId: string, now = new Date()): Promise<string> {
  const sessionVersion = await sessionVersionOf(customerId);
  return customerToken(
    { customerId, sessionVersion },
    AUDIENCE,
    DELIVERIES_LINK_DAYS * 24 * 60 * 60,
    now,
  );
}

/** The full link for an email: `<origin>/my-deliveries?link=<token>`. */
export async function deliveriesLinkUrl(
  origin: string,
  customerId: string,
  now = new Date(),
): Promise<string> {
  const token = await deliveriesLinkToken(customerId, now);
  return `${origin}${MY_DELIVERIES_PATH}?link=${encodeURIComponent(token)}`;
}

/** The customer a link token names, or null when it is forged, changed or expired. */
export async function customerOfLinkToken(token: string, now = new Date()): Promise<string | null> {
  const claims = await claimsOfCustomerToken(token, AUDIENCE, now);
  if (!claims) return null;
  const current = await isCurrentSession(claims.customerId, claims.sessionVersion);
  return current ? claims.customerId : null;
}
