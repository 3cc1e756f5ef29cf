// Tokens that name a shopper by their customer id (the hash of their email), signed with the
// shop's key and timed: the My deliveries link in emails and the sign-in cookie it starts.
import { jwtVerify, SignJWT } from 'jose';
import { signingSecret } from '../secrets.ts';

const ISSUER = 'cube-kitchen';

/** A token for `audience` naming the customer, good for `lifetimeSeconds` from `now`. */
export async function customerToken(
  customerId: string,
  audience: string,
  lifetimeSeconds: number,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(customerId)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(await signingSecret());
}

/** The customer a token for `audience` names, or null when it is forged, changed or expired. */
export async function customerOfToken(
  token: string,
  audience: string,
  now = new Date(),
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await signingSecret(), {
      algorithms: ['HS256'],
      audience,
      issuer: ISSUER,
      currentDate: now,
    });
    return typeof payload.sub === 'string' && payload.sub.length > 0 ? payload.sub : null;
  } catch {
    return null;
  }
}
