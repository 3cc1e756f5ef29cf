import type { z } from 'zod';
import { applyServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { usersArea, type StaffAccount } from '../../../lib/admin/areas/users.ts';
import { PasswordResetRequestSchema } from '../../../lib/forms/users.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { PANEL } from '../styles.ts';

type PasswordReset = z.output<typeof PasswordResetRequestSchema>;

/** An admin sets a new password for someone who forgot theirs; their sessions end at once. */
export function ResetPasswordForm({ user }: { user: StaffAccount }) {
  const { form, bind, submitRef } = useSchemaForm<PasswordReset, PasswordReset>(
    PasswordResetRequestSchema,
    { password: '' },
    'reset',
  );
  const resetPassword = useRouteMutation(usersArea.api.resetPassword);

  const submit = async (values: PasswordReset) => {
    try {
      await resetPassword.mutateAsync({ params: { id: user.id }, body: values });
      form.reset();
      showToast({
        title: 'Password reset',
        description: `${user.username} has been signed out and can sign in with the new password.`,
      });
    } catch (error) {
      applyServerFieldErrors(error, ['password'], form.setError);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="reset-password-title"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className={`${PANEL} mt-6 grid gap-4`}
    >
      <h2 id="reset-password-title" className="text-lg font-bold">
        Reset password
      </h2>
      <PasswordField {...bind('password')} label="New password" purpose="new" />
      <div>
        <SubmitButton
          ref={submitRef}
          busy={form.formState.isSubmitting}
          label="Reset password"
          busyLabel="Resetting..."
        />
      </div>
    </form>
  );
}
