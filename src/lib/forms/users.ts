import { z } from 'zod';
import { oneLineField } from './plain-text.ts';
import { PermissionsSchema } from '../admin/permissions.ts';

/** The back-office roles: admins do everything; staff run orders, stock and delivery. */
export const RoleSchema = z.enum(['admin', 'staff'], { error: 'Choose admin or staff' });
export type Role = z.output<typeof RoleSchema>;

/** Usernames are short, lower-case and safe to use as keys. */
export const UsernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Username is required')
  .max(64, 'Use at most 64 characters')
  .regex(/^[a-z0-9._-]+$/, 'Use letters, digits, dots, dashes and underscores');

/** A new password as typed; its policy (length, common list) is checked on the server. */
const PasswordFieldSchema = oneLineField(
  z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Use at most 1024 characters.'),
);

/** POST /api/admin/users: a new staff account. */
export const NewUserRequestSchema = z.object({
  username: UsernameSchema,
  password: PasswordFieldSchema,
  role: RoleSchema,
});

/**
 * PATCH /api/admin/users/{id}: a new role, disabling/enabling the account, or the permissions
 * granted to it (the whole set, replacing the one before).
 */
export const UserChangeRequestSchema = z
  .object({
    role: RoleSchema.optional(),
    disabled: z.boolean().optional(),
    permissions: PermissionsSchema.optional(),
  })
  .refine(
    (change) =>
      change.role !== undefined ||
      change.disabled !== undefined ||
      change.permissions !== undefined,
    'Nothing to change',
  );

/** POST /api/admin/users/{id}/password: a password reset by an admin. */
export const PasswordResetRequestSchema = z.object({ password: PasswordFieldSchema });
