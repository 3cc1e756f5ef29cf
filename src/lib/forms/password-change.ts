import { z } from 'zod';
import { oneLineField } from './plain-text.ts';

/** Longest password accepted, as on the server (passwords.ts): bounds the hashing cost. */
const MAX_PASSWORD_LENGTH = 1024;

/**
 * POST /api/auth/password: a signed-in user changes their own password. The policy for the new
 * one (length, common passwords) is checked on the server, which holds the list.
 */
export const PasswordChangeRequestSchema = z.object({
  currentPassword: oneLineField(
    z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(MAX_PASSWORD_LENGTH, 'That is not your current password'),
  ),
  newPassword: oneLineField(
    z
      .string({ error: 'Enter a new password' })
      .min(1, 'Enter a new password')
      .max(MAX_PASSWORD_LENGTH, `Use at most ${String(MAX_PASSWORD_LENGTH)} characters.`),
  ),
});
export type PasswordChangeRequest = z.output<typeof PasswordChangeRequestSchema>;

/** The browser form: the request plus the new password typed a second time. */
export const PasswordChangeFormSchema = PasswordChangeRequestSchema.extend({
  confirmPassword: z.string({ error: 'Type the new password again' }),
}).refine((form) => form.confirmPassword === form.newPassword, {
  path: ['confirmPassword'],
  message: 'The two new passwords are not the same',
});
