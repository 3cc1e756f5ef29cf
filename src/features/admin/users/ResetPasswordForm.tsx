import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useSubmitFocus } from '../../../components/forms/use-submit-focus.ts';
import { usersArea, type StaffAccount } from '../../../lib/admin/areas/users.ts';
import { PasswordResetRequestSchema } from '../../../lib/forms/users.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { TextInputField } from '../forms/fields.tsx';
import { PANEL, PRIMARY_BUTTON } from '../styles.ts';

type PasswordReset = z.output<typeof PasswordResetRequestSchema>;

/** An admin sets a new password for someone who forgot theirs; their sessions end at once. */
export function ResetPasswordForm({ user }: { user: StaffAccount }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordReset>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { password: '' },
  });
  const submitRef = useSubmitFocus(isSubmitting);
  const resetPassword = useRouteMutation(usersArea.api.resetPassword);

  const submit = async (values: PasswordReset) => {
    try {
      await resetPassword.mutateAsync({ params: { id: user.id }, body: values });
      reset();
      showToast({
        title: 'Password reset',
        description: `${user.username} has been signed out and can sign in with the new password.`,
      });
    } catch (error) {
      applyServerFieldErrors(error, ['password'], setError);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="reset-password-title"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className={`${PANEL} mt-6 grid gap-4`}
    >
      <h2 id="reset-password-title" className="text-lg font-bold">
        Reset password
      </h2>
      <TextInputField
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <div>
        <button ref={submitRef} type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
          {isSubmitting ? 'Resetting...' : 'Reset password'}
        </button>
      </div>
    </form>
  );
}
