import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '../../lib/api-client.ts';

/**
 * Puts the field messages of a 400 answer beside the form's own fields (others are left to the
 * toast) and says which fields they were, so a form can tell a spent or wrong maths question. A
 * message about an entry of a list field (`badges.1`) goes beside the list.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): FieldPath<T>[] {
  const messages = Object.entries(fieldErrorsOf(error));
  const messageFor = (field: string) =>
    messages.find(([path]) => path === field || path.startsWith(`${field}.`))?.[1];
  const applied = fields.filter((field) => messageFor(field) !== undefined);
  applied.forEach((field, index) => {
    setError(
      field,
      { type: 'server', message: messageFor(field) ?? '' },
      { shouldFocus: index === 0 },
    );
  });
  return applied;
}
