import type { UseFormRegisterReturn } from 'react-hook-form';

/** Classes of a text input, select or textarea; red border when its value is invalid. */
export function fieldClass(invalid: boolean): string {
  return `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-ink shadow-sm focus-visible:outline-brand-700 ${
    invalid ? 'border-red-700' : 'border-stone-400'
  }`;
}

/** Classes of a field's label. */
export const LABEL_CLASS = 'block text-sm font-semibold text-ink';

/** The id of a field's error message, for `aria-describedby`. */
export function errorIdFor(fieldId: string): string {
  return `${fieldId}-error`;
}

/** The ARIA attributes that tie a field to its error (and any helper text). */
export function errorAria(fieldId: string, message: string | undefined, ...helperIds: string[]) {
  const describedBy = [...helperIds, ...(message ? [errorIdFor(fieldId)] : [])].join(' ');
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** A field's error message, announced as soon as it appears. */
export function FieldMessage({
  fieldId,
  message,
}: {
  fieldId: string;
  message?: string | undefined;
}) {
  if (!message) return null;
  return (
    <p id={errorIdFor(fieldId)} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** A labelled text input with its error message, tied together for screen readers. */
export function TextField({
  id,
  label,
  type,
  autoComplete,
  error,
  registration,
  autoFocus = false,
}: {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** Marks the field the dialog focuses first. */
  autoFocus?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        className={fieldClass(Boolean(error))}
        {...errorAria(id, error)}
        {...registration}
      />
      <FieldMessage fieldId={id} message={error} />
    </div>
  );
}
