import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '../../lib/api/api-client.ts';

const shownInPlace = new WeakSet<object>();

/**
 * Notes that a refused request's message is on screen where it belongs (beside its fields, or
 * in the screen's own refusal line or dialog), so the admin app's error toast does not say it a
 * second time (features/admin/api/report-error.ts).
 */
export function markShownInPlace(error: unknown): void {
  if (typeof error === 'object' && error !== null) shownInPlace.add(error);
}

/** Whether a screen already shows this error in place (markShownInPlace). */
export function wasShownInPlace(error: unknown): boolean {
  return typeof error === 'object' && error !== null && shownInPlace.has(error);
}

/**
 * Puts the field messages of a 400 answer beside the form's own fields (others are left to the
 * toast, which leaves the error out when every message found its field) and says which fields they were, so a form can tell a spent or wrong maths question. A
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
  const placed = messages.every(([path]) =>
    fields.some((field) => path === field || path.startsWith(`${field}.`)),
  );
  if (applied.length > 0 && placed) markShownInPlace(error);
  applied.forEach((field, index) => {
    setError(
      field,
      { type: 'server', message: messageFor(field) ?? '' },
      { shouldFocus: index === 0 },
    );
  });
  return applied;
}
