import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';
import type { StaffAccount } from '../../lib/admin/areas/users.ts';
import { PermissionsSchema } from '../../lib/admin/permissions.ts';
import { RoleSchema, UsernameSchema, type Role } from '../../lib/forms/users.ts';
import { HttpError } from '../http/errors.ts';
import { enrolAdmin, type AdminRecords } from './admin-roster.ts';
import { hashPassword, passwordProblem } from './passwords.ts';

export { RoleSchema, type Role };

/** A staff member's account as stored; the password hash never leaves the server. */
export const UserSchema = z.object({
  id: z.uuid(),
  username: UsernameSchema,
  role: RoleSchema,
  passwordHash: z.string().min(1),
  disabled: z.boolean(),
  /** What an admin allowed this staff account besides its role; records from before have none. */
  permissions: PermissionsSchema.default([]),
  createdAt: z.iso.datetime(),
  passwordChangedAt: z.iso.datetime(),
});
export type User = z.output<typeof UserSchema>;

/** What API answers may say about a user (the admin contract's staff account). */
export type PublicUser = StaffAccount;

export const users = recordCollection({ prefix: 'users', schema: UserSchema });

/** The unique index from username to user id, written once per username (onlyIfNew). */
const usernames = recordCollection({ prefix: 'usernames', schema: z.object({ userId: z.uuid() }) });

/** A user without secrets, for API answers. */
export function publicUser({
  id,
  username,
  role,
  disabled,
  permissions,
  createdAt,
}: User): PublicUser {
  return { id, username, role, disabled, permissions, createdAt };
}

/** The user with this username (any case), or null. */
export async function findUserByUsername(username: string): Promise<User | null> {
  const parsed = UsernameSchema.safeParse(username);
  if (!parsed.success) return null;
  const entry = await usernames.get(parsed.data);
  return entry ? users.get(entry.userId) : null;
}

/** Whether an account may use everything now: an admin who is not disabled. */
export function isActiveAdmin(user: Pick<User, 'role' | 'disabled'>): boolean {
  return user.role === 'admin' && !user.disabled;
}

/** What the last-admin guard (admin-roster.ts) reads of the user records. */
export const adminRecords: AdminRecords = {
  async listActiveAdminIds() {
    return (await users.list()).filter(isActiveAdmin).map((user) => user.id);
  },
  async isActiveAdminId(userId) {
    const user = await users.get(userId);
    return user !== null && isActiveAdmin(user);
  },
};

/** Whether any account exists yet (the first local run creates one admin). */
export async function anyUserExists(): Promise<boolean> {
  return (await users.listIds()).length > 0;
}

/** Creates an account; refuses taken usernames (409) and weak passwords (400 on `password`). */
export async function createUser(
  input: { username: string; password: string; role: Role },
  now = new Date(),
): Promise<User> {
  const username = UsernameSchema.parse(input.username);
  const problem = passwordProblem(input.password, { username });
  if (problem) throw new HttpError(400, undefined, { errors: { password: problem } });
  const id = randomUUID();
  const { created } = await usernames.createOnce(username, { userId: id });
  if (!created)
    throw new HttpError(409, 'That username is already taken.', {
      errors: { username: 'That username is already taken.' },
    });
  const at = now.toISOString();
  const { record } = await users.createOnce(id, {
    id,
    username,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    disabled: false,
    permissions: [],
    createdAt: at,
    passwordChangedAt: at,
  });
  if (isActiveAdmin(record)) await enrolAdmin(record.id, adminRecords);
  return record;
}
