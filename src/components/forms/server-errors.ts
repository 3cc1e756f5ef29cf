import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '../../lib/api-client.ts';

/**
 * Puts the field messages of a 400 answer beside the form's own fields (others are left to the
 * toast) and says which fields they were, so a form can tell a spent or wrong maths question.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): FieldPath<T>[] {
  const messages = fieldErrorsOf(error);
  const applied = fields.filter((field) => typeof messages[field] === 'string');
  applied.forEach((field, index) => {
    setError(
      field,
      { type: 'server', message: messages[field] ?? '' },
      { shouldFocus: index === 0 },
    );
  });
  return applied;
}
