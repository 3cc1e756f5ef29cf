import { describe, expect, it } from 'vitest';
import {
  PasswordChangeFormSchema,
  PasswordChangeRequestSchema,
} from '../../src/lib/forms/password-change.ts';

describe('PasswordChangeFormSchema', () => {
  const form = {
    currentPassword: 'old-password-here',
    newPassword: 'a-new-long-passphrase',
    confirmPassword: 'a-new-long-passphrase',
  };

  it('accepts a form whose new password is typed the same twice', () => {
    expect(PasswordChangeFormSchema.parse(form)).toEqual(form);
  });

  it('puts a mismatch beside the confirmation field', () => {
    const result = PasswordChangeFormSchema.safeParse({ ...form, confirmPassword: 'a-new-long' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['confirmPassword'],
        message: 'The two new passwords are not the same',
      }),
    ]);
  });

  it('sends only the current and new password to the server', () => {
    expect(PasswordChangeRequestSchema.parse(form)).toEqual({
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
    });
  });

  it('never trims or truncates passwords, and bounds their length', () => {
    const spaced = { currentPassword: ' x ', newPassword: ' spaced  out  password ' };
    expect(PasswordChangeRequestSchema.parse(spaced)).toEqual(spaced);
    const long = PasswordChangeRequestSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'y'.repeat(1025),
    });
    expect(long.error?.issues[0]?.message).toBe('Use at most 1024 characters.');
  });
});
