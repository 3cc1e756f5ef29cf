import type { PasswordChangeRequest } from '../../lib/forms/password-change.ts';
import { recordAudit } from '../audit.ts';
import { HttpError, invalidFields } from '../http/errors.ts';
import { confirmOwnPassword } from './login.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { endAllSessions, startSession, type ActiveSession } from './sessions.ts';
import { users, type User } from './users.ts';

/** Shown beside the current-password field when it does not match. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'That is not your current password';

/**
 * Changes the signed-in user's own password: the current one must match (throttled like login)
 * and the new one pass the policy. Every session of the user ends, a fresh one starts for this
 * browser, and the change is audit-logged (without any password material).
 */
export async function changeOwnPassword(
  { user }: ActiveSession,
  { currentPassword, newPassword }: PasswordChangeRequest,
  ip: string,
  now = new Date(),
): Promise<{ user: User; token: string }> {
  if (!(await confirmOwnPassword(user, currentPassword, ip, now))) {
    throw invalidFields({ currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
  }
  const problem =
    passwordProblem(newPassword, { username: user.username }) ??
    (newPassword === currentPassword ? 'Choose a password you have not been using.' : undefined);
  if (problem) throw invalidFields({ newPassword: problem });
  const passwordHash = await hashPassword(newPassword);
  const saved = await users.update(user.id, (current) => {
    if (!current || current.disabled) throw new HttpError(401);
    return { ...current, passwordHash, passwordChangedAt: now.toISOString() };
  });
  await endAllSessions(user.id, now);
  const { token } = await startSession(saved.data, now);
  await recordAudit(
    {
      actor: { id: user.id, username: user.username },
      action: 'user.password-change',
      target: `users/${user.id}`,
      before: { passwordChangedAt: user.passwordChangedAt },
      after: { passwordChangedAt: saved.data.passwordChangedAt },
    },
    now,
  );
  return { user: saved.data, token };
}
