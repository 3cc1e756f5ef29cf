import { json } from '../http/respond.ts';
import { sessionCookie } from './sessions.ts';
import type { User } from './users.ts';

/**
 * The answer to starting a session (login, password change): the user (username, role) with its
 * `authToken`, and the same token as the HttpOnly session cookie.
 */
export function signedInResponse(user: User, token: string): Response {
  return json({ id: user.id, username: user.username, role: user.role, authToken: token }, 200, {
    'Set-Cookie': sessionCookie(token),
  });
}
