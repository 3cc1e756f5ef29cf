import { HttpError } from '../http/errors.ts';
import { readSession, type ActiveSession } from './sessions.ts';
import type { Role } from './users.ts';

/** Every back-office role; staff may use what lists them, admins may use everything. */
export const ALL_ROLES: readonly Role[] = ['admin', 'staff'];

/**
 * The session behind an admin API request, or an HttpError: 401 without a valid session, 403
 * for a role the route does not allow. Call it first in every `/api/admin/*` handler.
 */
export async function requireRole(
  request: Request,
  allowed: readonly Role[],
): Promise<ActiveSession> {
  const session = await readSession(request);
  if (!session) throw new HttpError(401);
  if (!allowed.includes(session.user.role)) throw new HttpError(403);
  return session;
}
