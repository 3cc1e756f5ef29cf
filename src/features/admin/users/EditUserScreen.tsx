import { useState } from 'react';
import { usersArea, type StaffAccount } from '../../../lib/admin/areas/users.ts';
import type { Role } from '../../../lib/admin/contract.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { formatShopDateTime } from '../format.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { conflictRefusal, RefusalLine } from '../Refusal.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { DANGER_BUTTON, PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { PermissionSwitches } from './PermissionSwitches.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import { BACK_TO_USERS } from './links.ts';
import { ROLE_LABELS } from './role-labels.ts';

/**
 * /admin/users/{id}/edit: change the role, disable or enable, grant permissions, and reset the
 * password.
 */
export default function EditUserScreen({ params }: ScreenProps<'user-edit'>) {
  const { userId } = params;
  const account = useRouteQuery(usersArea.api.get, { params: { id: userId } });
  return (
    <ScreenFrame title={account.data?.username ?? 'Edit user'} back={BACK_TO_USERS} width="narrow">
      <QueryStatus query={account}>
        {(user) => (
          <>
            <p className="mt-1 text-stone-700">Created {formatShopDateTime(user.createdAt)}</p>
            <AccountSettings user={user} />
            <PermissionSwitches user={user} />
            <ResetPasswordForm user={user} />
          </>
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}

/** Role and access, each saved on its own; the server refuses to remove the last active admin. */
function AccountSettings({ user }: { user: StaffAccount }) {
  const [role, setRole] = useState(user.role);
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useRouteMutation(usersArea.api.update, {
    refreshes: [usersArea.api.get, usersArea.api.list],
  });
  const busy = update.isPending;

  const save = async (change: Partial<Pick<StaffAccount, 'role' | 'disabled'>>, done: string) => {
    setRefusal(null);
    try {
      const saved = await update.mutateAsync({ params: { id: user.id }, body: change });
      setRole(saved.role);
      showToast({ title: 'User updated', description: done });
    } catch (error) {
      // The reason belongs beside the controls, and only there.
      setRefusal(conflictRefusal(error));
    }
  };

  return (
    <div className={`${PANEL} mt-6 grid gap-6`}>
      <fieldset>
        <legend className="text-lg font-bold">Role</legend>
        <div className="mt-2 grid gap-2">
          {(Object.keys(ROLE_LABELS) as Role[]).map((option) => (
            <label key={option} className="flex items-start gap-3">
              <input
                type="radio"
                name="edit-user-role"
                value={option}
                checked={role === option}
                onChange={() => {
                  setRole(option);
                }}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>{ROLE_LABELS[option]}</span>
            </label>
          ))}
        </div>
        <button
          type="button"
          disabled={busy || role === user.role}
          className={`${PRIMARY_BUTTON} mt-3`}
          onClick={() => void save({ role }, `${user.username} is now ${role}.`)}
        >
          Save role
        </button>
      </fieldset>
      <div>
        <h2 className="text-lg font-bold">Access</h2>
        <p className="mt-1">
          {user.disabled
            ? 'This account is disabled and cannot sign in.'
            : 'This account can sign in. Disabling it signs it out everywhere at once.'}
        </p>
        <button
          type="button"
          disabled={busy}
          className={`${user.disabled ? SECONDARY_BUTTON : DANGER_BUTTON} mt-3`}
          onClick={() =>
            void save(
              { disabled: !user.disabled },
              `${user.username} is ${user.disabled ? 'enabled' : 'disabled'}.`,
            )
          }
        >
          {user.disabled ? 'Enable account' : 'Disable account'}
        </button>
      </div>
      <RefusalLine refusal={refusal} />
    </div>
  );
}
