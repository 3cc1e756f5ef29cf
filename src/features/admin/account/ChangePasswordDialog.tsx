import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/forms/fields.tsx';
import { applyServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useSubmitFocus } from '../../../components/forms/use-submit-focus.ts';
import { PasswordChangeFormSchema } from '../../../lib/forms/password-change.ts';
import { showToast } from '../../toast/toast-store.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceSession } from '../auth-store.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';

type PasswordChangeForm = z.output<typeof PasswordChangeFormSchema>;
const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * "Change password" for whoever is signed in, in a modal dialog. The server ends every other
 * session of theirs and starts a fresh one here, so this browser stays signed in.
 */
export function ChangePasswordDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeForm>({
    resolver: zodResolver(PasswordChangeFormSchema),
    defaultValues: EMPTY,
  });
  const submitRef = useSubmitFocus(isSubmitting);
  const change = useMutation({
    mutationFn: (passwords: { currentPassword: string; newPassword: string }) =>
      apiRequest<unknown>('/api/auth/password', { json: passwords }),
  });

  const close = () => {
    dialogRef.current?.close();
    reset(EMPTY);
  };

  const submit = async ({ currentPassword, newPassword }: PasswordChangeForm) => {
    try {
      const answer = await change.mutateAsync({ currentPassword, newPassword });
      replaceSession(answer);
      close();
      showToast({
        title: 'Password changed',
        description: 'Your other sessions have been signed out.',
      });
    } catch (error) {
      applyServerFieldErrors(error, ['currentPassword', 'newPassword'], setError);
    }
  };

  return (
    <>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        onClick={() => {
          dialogRef.current?.showModal();
        }}
      >
        Change password
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => {
          reset(EMPTY);
        }}
        className="m-auto w-full max-w-md rounded-2xl p-0 shadow-xl backdrop:bg-black/50"
      >
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          className="grid gap-4 p-6"
        >
          <h2 id={titleId} className="text-xl font-bold">
            Change password
          </h2>
          <TextField
            id="change-current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            registration={register('currentPassword')}
          />
          <div>
            <TextField
              id="change-new-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              error={errors.newPassword?.message}
              registration={register('newPassword')}
            />
            <p className="mt-1 text-sm text-stone-700">
              At least 12 characters and not a common password. A short sentence works well.
            </p>
          </div>
          <TextField
            id="change-confirm-password"
            label="New password again"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            registration={register('confirmPassword')}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={SECONDARY_BUTTON} onClick={close}>
              Cancel
            </button>
            <button
              ref={submitRef}
              type="submit"
              disabled={isSubmitting}
              className={PRIMARY_BUTTON}
            >
              {isSubmitting ? 'Changing...' : 'Change password'}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
