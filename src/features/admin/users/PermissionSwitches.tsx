import { useState } from 'react';
import { usersArea, type StaffAccount } from '../../../lib/admin/areas/users.ts';
import { PERMISSION_LABELS, PERMISSIONS, type Permission } from '../../../lib/admin/permissions.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { RefusalLine } from '../Refusal.tsx';
import { PANEL, PRIMARY_BUTTON } from '../styles.ts';

/**
 * What a staff account may do besides its role, one switch per permission, saved together. An
 * admin account may do everything, so it shows that instead of switches.
 */
export function PermissionSwitches({ user }: { user: StaffAccount }) {
  return (
    <section className={`${PANEL} mt-6`} aria-labelledby="permissions-heading">
      <h2 id="permissions-heading" className="text-lg font-bold">
        Permissions
      </h2>
      {user.role === 'admin' ? (
        <p className="mt-1">
          Admins may always refund orders, change prices, delete products and export customer
          details.
        </p>
      ) : (
        <Switches user={user} />
      )}
    </section>
  );
}

/** A staff account's switches and the button that saves them. */
function Switches({ user }: { user: StaffAccount }) {
  const [granted, setGranted] = useState<readonly Permission[]>(user.permissions);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useRouteMutation(usersArea.api.update, {
    refreshes: [usersArea.api.get, usersArea.api.list],
  });
  const unchanged =
    granted.length === user.permissions.length &&
    granted.every((permission) => user.permissions.includes(permission));

  const save = async () => {
    setProblem(null);
    try {
      const saved = await update.mutateAsync({
        params: { id: user.id },
        body: { permissions: [...granted] },
      });
      setGranted(saved.permissions);
      showToast({ title: 'Permissions saved', description: `For ${user.username}.` });
    } catch (error) {
      setProblem(userMessageFor(error));
    }
  };

  return (
    <>
      <fieldset className="mt-1">
        <legend>
          Staff may do these only when an admin switches them on here. They take effect on the next
          thing {user.username} does.
        </legend>
        <div className="mt-3 grid gap-3">
          {PERMISSIONS.map((permission) => (
            <label key={permission} className="flex items-start gap-3">
              <input
                type="checkbox"
                role="switch"
                checked={granted.includes(permission)}
                onChange={(event) => {
                  const on = event.target.checked;
                  setGranted((current) =>
                    PERMISSIONS.filter((each) =>
                      each === permission ? on : current.includes(each),
                    ),
                  );
                }}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="font-semibold">{PERMISSION_LABELS[permission].label}</span>
                <span className="block text-sm text-stone-700">
                  May {PERMISSION_LABELS[permission].covers}.
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        disabled={update.isPending || unchanged}
        className={`${PRIMARY_BUTTON} mt-4`}
        onClick={() => void save()}
      >
        Save permissions
      </button>
      <RefusalLine refusal={problem} className="mt-3" />
    </>
  );
}
