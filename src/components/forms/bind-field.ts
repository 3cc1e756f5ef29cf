import {
  get,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * Ties fields to a react-hook-form form: `bind(name)` gives a field of forms/fields.tsx its id
 * (`<idPrefix>-<name>`), its current error and its registration, so a field is one line:
 * `<TextField label="Email" type="email" {...bind('email')} />`.
 */
export function fieldBinder<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  idPrefix: string,
) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    id: `${idPrefix}-${name.replaceAll('.', '-')}`,
    error: messageAt(form.formState.errors, name),
    registration: form.register(name, options),
  });
}

/** The message of the error at a field's path (nested fields included), if there is one. */
function messageAt(errors: object, name: string): string | undefined {
  const error: unknown = get(errors, name);
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}
