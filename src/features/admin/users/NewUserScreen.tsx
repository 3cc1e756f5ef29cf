import type { z } from 'zod';
import { ChoiceGroupField, TextField } from '../../../components/forms/fields.tsx';
import { applyServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { usersArea } from '../../../lib/admin/areas/users.ts';
import { NewUserRequestSchema } from '../../../lib/forms/users.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { navigate } from '../router.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL, PRIMARY_BUTTON } from '../styles.ts';
import { BACK_TO_USERS } from './links.ts';
import { ROLE_OPTIONS } from './role-labels.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

type NewUserInput = z.input<typeof NewUserRequestSchema>;
type NewUser = z.output<typeof NewUserRequestSchema>;

/** /admin/users/new: creates a staff account with a first password the person changes later. */
export default function NewUserScreen() {
  const { form, bind, submitRef } = useSchemaForm<NewUserInput, NewUser>(
    NewUserRequestSchema,
    { username: '', password: '', role: 'staff' },
    'new-user',
  );
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const createUser = useRouteMutation(usersArea.api.create, { refreshes: [usersArea.api.list] });

  const create = async (user: NewUser) => {
    try {
      const created = await createUser.mutateAsync({ body: user });
      showToast({ title: 'User created', description: `${created.username} can now sign in.` });
      navigate(screenHref('users'));
    } catch (error) {
      applyServerFieldErrors(error, ['username', 'password', 'role'], setError);
    }
  };

  return (
    <ScreenFrame title="Add user" back={BACK_TO_USERS} width="narrow">
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(create)(event)}
        className={`${PANEL} mt-6 grid gap-5`}
      >
        <TextField {...bind('username')} label="Username" />
        <TextField
          {...bind('password')}
          label="First password"
          type="password"
          autoComplete="new-password"
          help="At least 12 characters and not a common password. Share it in person; they can change it after signing in."
        />
        <ChoiceGroupField {...bind('role')} label="Role" options={ROLE_OPTIONS} />
        <div>
          <button ref={submitRef} type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
            {isSubmitting ? 'Adding...' : 'Add user'}
          </button>
        </div>
      </form>
    </ScreenFrame>
  );
}
