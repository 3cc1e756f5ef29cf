import type { SignedIn } from '../../lib/public-api/auth.ts';
import { WithStatus } from '../api/route-kit.ts';
import { sessionCookie } from './sessions.ts';
import type { User } from './users.ts';

/**
 * The answer to starting a session (login, password change): the user (username, role and the
 * permissions an admin granted) with its `authToken`, and the same token as the HttpOnly cookie.
 */
export function signedInAnswer(user: User, token: string): WithStatus<SignedIn> {
  const { id, username, role, permissions } = user;
  return new WithStatus(
    200,
    { id, username, role, permissions, authToken: token },
    { 'Set-Cookie': sessionCookie(token) },
  );
}
