import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '../../lib/api-client.ts';

const shownBesideFields = new WeakSet<object>();

/**
 * Notes that a refused request's messages are all on screen beside their fields, so the admin
 * app's error toast does not say it a second time (features/admin/api/report-error.ts).
 */
export function markShownBesideFields(error: unknown): void {
  if (typeof error === 'object' && error !== null) shownBesideFields.add(error);
}

/** Whether a screen already shows this error beside its fields (markShownBesideFields). */
export function wasShownBesideFields(error: unknown): boolean {
  return typeof error === 'object' && error !== null && shownBesideFields.has(error);
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
  if (applied.length > 0 && placed) markShownBesideFields(error);
  applied.forEach((field, index) => {
    setError(
      field,
      { type: 'server', message: messageFor(field) ?? '' },
      { shouldFocus: index === 0 },
    );
  });
  return applied;
}
