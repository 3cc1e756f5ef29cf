import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';
import { signingSecret } from '../secrets.ts';
import { users, type User } from './users.ts';

const ISSUER = 'cube-kitchen';
const AUDIENCE = 'cube-kitchen:back-office';
/** A staff session lasts one working day at most (the issue allows up to 12 hours). */
export const SESSION_SECONDS = 12 * 60 * 60;
/** The session cookie; HttpOnly so scripts never see it. */
export const SESSION_COOKIE = 'ck_session';

const SessionSchema = z.object({
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().optional(),
});

/** Sessions keyed `<userId>/<sessionId>`, so all of one user's sessions can be listed and ended. */
const sessions = recordCollection({ prefix: 'sessions', schema: SessionSchema });

const ClaimsSchema = z.object({ sub: z.uuid(), sid: z.uuid() });

/** A signed-in staff member and the session they are using. */
export interface ActiveSession {
  user: User;
  sessionId: string;
}

/** Starts a session for `user`: a stored record plus the signed token naming it. */
export async function startSession(
  user: User,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const sessionId = randomUUID();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + SESSION_SECONDS) * 1000);
  await sessions.createOnce(`${user.id}/${sessionId}`, {
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  const token = await new SignJWT({ sid: sessionId, role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await signingSecret());
  return { token, expiresAt };
}

function tokenFrom(request: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (bearer) return bearer;
  const cookies = request.headers.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * The session a request carries (cookie or bearer token), or null. The token must verify as
 * HS256 with our issuer and audience, and its session must still be stored, unexpired and not
 * ended, for a user who is not disabled: so logout and disabling take effect at once.
 */
export async function readSession(
  request: Request,
  now = new Date(),
): Promise<ActiveSession | null> {
  const token = tokenFrom(request);
  if (!token) return null;
  let claims: z.output<typeof ClaimsSchema>;
  try {
    const { payload } = await jwtVerify(token, await signingSecret(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      // A token without an expiry would never run out, whatever the stored session says.
      requiredClaims: ['exp', 'sid', 'sub'],
      currentDate: now,
    });
    claims = ClaimsSchema.parse(payload);
  } catch {
    return null;
  }
  const session = await sessions.get(`${claims.sub}/${claims.sid}`);
  if (!session || session.revokedAt || new Date(session.expiresAt) <= now) return null;
  const user = await users.get(claims.sub);
  if (!user || user.disabled) return null;
  return { user, sessionId: claims.sid };
}

/** Ends one session (logout). */
export async function endSession(
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<void> {
  await sessions.update(`${userId}/${sessionId}`, (current) => {
    if (!current) throw new Error('No such session');
    return { ...current, revokedAt: current.revokedAt ?? now.toISOString() };
  });
}

/** Ends every session of a user (password change, disabling). */
export async function endAllSessions(userId: string, now = new Date()): Promise<void> {
  const ids = await sessions.listIds(`${userId}/`);
  await Promise.all(ids.map((id) => endSession(userId, id.slice(userId.length + 1), now)));
}

/** The Set-Cookie value that keeps the session in the browser. */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_SECONDS}; HttpOnly; Secure; SameSite=Strict`;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
}
