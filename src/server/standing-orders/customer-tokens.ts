// Tokens that name a shopper by their customer id (the hash of their email), signed with the
// shop's key and timed: the sign-in cookie of My deliveries and the short links that start it.
// Each carries the customer's session version (customer-sessions.ts): ending a customer's
// sessions raises it, which refuses every token made before, on every device, at once.
import { jwtVerify, SignJWT } from 'jose';
import { signingSecret } from '../secrets.ts';

const ISSUER = 'cube-kitchen';

/** What a good token says: whose it is, the session version it was made at, and its own id. */
export interface CustomerTokenClaims {
  customerId: string;
  sessionVersion: number;
  /** The token's own id (jti), so a single-use token can be marked used. */
  tokenId: string | null;
}

/** A token for `audience` naming the customer at `sessionVersion`, good for `lifetimeSeconds`. */
export async function customerToken(
  claims: { customerId: string; sessionVersion: number; tokenId?: string },
  audience: string,
  lifetimeSeconds: number,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const jwt = new SignJWT({ sv: claims.sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.customerId)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds);
  if (claims.tokenId) jwt.setJti(claims.tokenId);
  return jwt.sign(await signingSecret());
}

/**
 * The claims of a token for `audience`, or null when it is forged, changed, expired or made
 * before session versions (no `sv`). The caller still compares the version with the store's.
 */
export async function claimsOfCustomerToken(
  token: string,
  audience: string,
  now = new Date(),
): Promise<CustomerTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingSecret(), {
      algorithms: ['HS256'],
      audience,
      issuer: ISSUER,
      currentDate: now,
    });
    const { sub, sv, jti } = payload;
    if (typeof sub !== 'string' || sub.length === 0) return null;
    if (typeof sv !== 'number' || !Number.isInteger(sv) || sv < 0) return null;
    return { customerId: sub, sessionVersion: sv, tokenId: typeof jti === 'string' ? jti : null };
  } catch {
    return null;
  }
}
