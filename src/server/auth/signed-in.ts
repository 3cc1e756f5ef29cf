import { json } from '../http/respond.ts';
import { sessionCookie } from './sessions.ts';
import type { User } from './users.ts';

/**
 * The answer to starting a session (login, password change): the user (username, role and the
 * permissions an admin granted) with its `authToken`, and the same token as the HttpOnly cookie.
 */
export function signedInResponse(user: User, token: string): Response {
  const { id, username, role, permissions } = user;
  return json({ id, username, role, permissions, authToken: token }, 200, {
    'Set-Cookie': sessionCookie(token),
  });
}
