import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import type { z } from 'zod';
import { applyServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { PasswordChangeFormSchema } from '../../../lib/forms/password-change.ts';
import { showToast } from '../../toast/toast-store.ts';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { replaceSession } from '../auth-store.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { SECONDARY_BUTTON } from '../styles.ts';

type PasswordChangeForm = z.output<typeof PasswordChangeFormSchema>;
const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * "Change password" for whoever is signed in, in a modal dialog that opens as it mounts and
 * tells `onClosed` when it closes. The server ends every other session of theirs and starts a
 * fresh one here, so this browser stays signed in.
 */
export function ChangePasswordDialog({ onClosed }: { onClosed: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { form, bind, submitRef } = useSchemaForm<PasswordChangeForm, PasswordChangeForm>(
    PasswordChangeFormSchema,
    EMPTY,
    'change',
  );
  const change = useMutation({
    mutationFn: (passwords: { currentPassword: string; newPassword: string }) =>
      apiRequest<unknown>('/api/auth/password', { json: passwords }),
  });

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);

  const close = () => {
    dialogRef.current?.close();
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
      applyServerFieldErrors(error, ['currentPassword', 'newPassword'], form.setError);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClosed}
      className="m-auto w-full max-w-md rounded-2xl p-0 shadow-xl backdrop:bg-black/50"
    >
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="grid gap-4 p-6"
      >
        <h2 id={titleId} className="text-xl font-bold">
          Change password
        </h2>
        <PasswordField {...bind('currentPassword')} label="Current password" purpose="current" />
        <PasswordField
          {...bind('newPassword')}
          label="New password"
          purpose="new"
          help="At least 12 characters and not a common password. A short sentence works well."
        />
        <PasswordField {...bind('confirmPassword')} label="New password again" purpose="new" />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={SECONDARY_BUTTON} onClick={close}>
            Cancel
          </button>
          <SubmitButton
            ref={submitRef}
            busy={form.formState.isSubmitting}
            label="Change password"
            busyLabel="Changing..."
          />
        </div>
      </form>
    </dialog>
  );
}
