import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage } from '../../../components/forms/fields.tsx';
import type { Role } from '../../../lib/admin/contract.ts';
import { ROLE_LABELS } from './role-labels.ts';

/** The role choice as radio buttons, each saying what the role may do. */
export function RoleField({
  idPrefix,
  registration,
  error,
}: {
  idPrefix: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const roles = Object.keys(ROLE_LABELS) as Role[];
  return (
    <fieldset>
      <legend className="block text-sm font-semibold text-ink">Role</legend>
      <div className="mt-2 grid gap-2">
        {roles.map((role) => (
          <label key={role} className="flex items-start gap-3">
            <input
              type="radio"
              value={role}
              id={`${idPrefix}-${role}`}
              className="mt-1 size-4 accent-brand-700"
              {...registration}
            />
            <span>{ROLE_LABELS[role]}</span>
          </label>
        ))}
      </div>
      <FieldMessage fieldId={`${idPrefix}-role`} message={error} />
    </fieldset>
  );
}
