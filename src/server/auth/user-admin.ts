import type { Permission } from '../../lib/admin/permissions.ts';
import { auditedUpdate, recordAudit, type Actor } from '../audit.ts';
import { HttpError } from '../http/errors.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { endAllSessions } from './sessions.ts';
import { enrolAdmin, settleLeaving, withdrawAdmin } from './admin-roster.ts';
import {
  createUser,
  adminRecords,
  isActiveAdmin,
  publicUser,
  users,
  type PublicUser,
  type Role,
  type User,
} from './users.ts';

/** Every account, oldest first, without secrets. */
export async function listUsers(): Promise<PublicUser[]> {
  const all = await users.list();
  return all.map(publicUser).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Creates an account on an admin's behalf and records it in the audit log. */
export async function addUser(
  actor: Actor,
  input: { username: string; password: string; role: Role },
): Promise<PublicUser> {
  const created = publicUser(await createUser(input));
  await recordAudit({
    actor,
    action: 'user.create',
    target: `users/${created.id}`,
    before: null,
    after: created,
  });
  return created;
}

/** One account without secrets, or 404. */
export async function getUser(id: string): Promise<PublicUser> {
  return publicUser(await existingUser(id));
}

async function existingUser(id: string): Promise<User> {
  const user = /^[0-9a-f-]{36}$/.test(id) ? await users.get(id) : null;
  if (!user) throw new HttpError(404);
  return user;
}

/**
 * Changes a user's role or disables/enables them. The last active admin can be neither demoted
 * nor disabled, so the shop can never lock itself out: that rule is decided on the admin roster
 * (admin-roster.ts), which stays correct when two admins change each other at the same moment.
 * Disabling ends the user's sessions. Granted permissions replace the ones before, audited as
 * `user.permissions` (checked on the user's next request: sessions read the record each time).
 */
export async function changeUser(
  actor: Actor,
  id: string,
  change: {
    role?: Role | undefined;
    disabled?: boolean | undefined;
    permissions?: Permission[] | undefined;
  },
): Promise<PublicUser> {
  const before = await existingUser(id);
  const apply = (user: User): User => ({
    ...user,
    role: change.role ?? user.role,
    disabled: change.disabled ?? user.disabled,
    permissions: change.permissions ?? user.permissions,
  });
  const wasAdmin = isActiveAdmin(before);
  const losesAdmin = wasAdmin && !isActiveAdmin(apply(before));
  const leavingMark = losesAdmin ? await withdrawAdmin(id, adminRecords) : undefined;
  let saved: User;
  try {
    saved = (
      await auditedUpdate(
        users,
        id,
        (current) => {
          if (!current) throw new HttpError(404);
          // The roster was decided on the user as read above: refuse rather than act on stale facts.
          if (isActiveAdmin(current) !== wasAdmin) throw new HttpError(409);
          return apply(current);
        },
        {
          actor,
          action: change.permissions ? 'user.permissions' : 'user.update',
          view: (user) => (user ? publicUser(user) : null),
        },
      )
    ).data;
  } finally {
    if (leavingMark) await settleLeaving(id, leavingMark, adminRecords);
  }
  if (!leavingMark && isActiveAdmin(saved)) await enrolAdmin(id, adminRecords);
  if (saved.disabled) await endAllSessions(id);
  return publicUser(saved);
}

/** Sets a new password for a user (a reset by an admin) and ends all of their sessions. */
export async function resetPassword(actor: Actor, id: string, password: string): Promise<void> {
  const before = await existingUser(id);
  const problem = passwordProblem(password, { username: before.username });
  if (problem) throw new HttpError(400, undefined, { errors: { password: problem } });
  const passwordHash = await hashPassword(password);
  await users.update(id, (current) => {
    if (!current) throw new HttpError(404);
    return { ...current, passwordHash, passwordChangedAt: new Date().toISOString() };
  });
  await endAllSessions(id);
  await recordAudit({
    actor,
    action: 'user.password-reset',
    target: `users/${id}`,
    before: null,
    after: null,
  });
}
