import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useSubmitFocus } from '../../../components/forms/use-submit-focus.ts';
import { usersArea } from '../../../lib/admin/areas/users.ts';
import { NewUserRequestSchema } from '../../../lib/forms/users.ts';
import { showToast } from '../../toast/toast-store.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteMutation } from '../api/hooks.ts';
import { navigate } from '../router.ts';
import { PANEL, PRIMARY_BUTTON } from '../styles.ts';
import { ChoiceGroupField, TextInputField } from '../forms/fields.tsx';
import { ROLE_OPTIONS } from './role-labels.ts';

type NewUserInput = z.input<typeof NewUserRequestSchema>;
type NewUser = z.output<typeof NewUserRequestSchema>;

/** /admin/users/new: creates a staff account with a first password the person changes later. */
export default function NewUserScreen() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewUserInput, unknown, NewUser>({
    resolver: zodResolver(NewUserRequestSchema),
    defaultValues: { username: '', password: '', role: 'staff' },
  });
  const submitRef = useSubmitFocus(isSubmitting);
  const createUser = useRouteMutation(usersArea.api.create, { refreshes: [usersArea.api.list] });

  const create = async (user: NewUser) => {
    try {
      const created = await createUser.mutateAsync({ body: user });
      showToast({ title: 'User created', description: `${created.username} can now sign in.` });
      navigate('/admin/users');
    } catch (error) {
      applyServerFieldErrors(error, ['username', 'password', 'role'], setError);
    }
  };

  return (
    <section aria-labelledby="new-user-title" className="max-w-xl">
      <p>
        <AdminLink href="/admin/users" className="font-semibold text-brand-800 underline">
          Back to users
        </AdminLink>
      </p>
      <h1 id="new-user-title" className="mt-2 text-2xl font-bold">
        Add user
      </h1>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(create)(event)}
        className={`${PANEL} mt-6 grid gap-5`}
      >
        <TextInputField
          id="new-user-username"
          label="Username"
          error={errors.username?.message}
          registration={register('username')}
        />
        <TextInputField
          id="new-user-password"
          label="First password"
          type="password"
          autoComplete="new-password"
          help="At least 12 characters and not a common password. Share it in person; they can change it after signing in."
          error={errors.password?.message}
          registration={register('password')}
        />
        <ChoiceGroupField
          id="new-user-role"
          legend="Role"
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          registration={register('role')}
        />
        <div>
          <button ref={submitRef} type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
            {isSubmitting ? 'Adding...' : 'Add user'}
          </button>
        </div>
      </form>
    </section>
  );
}
