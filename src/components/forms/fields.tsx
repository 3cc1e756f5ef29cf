// The form fields of every form, public and back office: each has its label, an optional help
// text and its error beside it, tied together for screen readers. Give them a form value with
// fieldBinder (bind-field.ts); react-hook-form's submit then focuses the first field in error.
import type { ReactNode } from 'react';
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

/** The id of a field's help text, for `aria-describedby`. */
export function helpIdFor(fieldId: string): string {
  return `${fieldId}-help`;
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

/** What every field takes: its id, label, optional help text and error (fieldBinder gives two). */
export interface FieldProps {
  id: string;
  label: string;
  help?: ReactNode;
  error?: string | undefined;
}

/** The ARIA attributes of a field with its error and, when it has one, its help text. */
export function fieldAria(field: FieldProps) {
  return errorAria(field.id, field.error, ...(field.help ? [helpIdFor(field.id)] : []));
}

/** A field's label, help text, control and error message, in that order. */
export function FieldFrame({ children, ...field }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className={LABEL_CLASS}>
        {field.label}
      </label>
      {field.help ? (
        <p id={helpIdFor(field.id)} className="mt-1 text-sm text-stone-700">
          {field.help}
        </p>
      ) : null}
      {children}
      <FieldMessage fieldId={field.id} message={field.error} />
    </div>
  );
}

/** A one-line text input. */
export function TextField({
  registration,
  type = 'text',
  autoComplete = 'off',
  inputMode,
  autoFocus = false,
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  autoComplete?: string;
  /** The on-screen keyboard a phone shows (e.g. 'numeric' for a postcode). */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url' | 'search' | undefined;
  /** Marks the field a dialog focuses first. */
  autoFocus?: boolean;
}) {
  return (
    <FieldFrame {...field}>
      <input
        id={field.id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        className={fieldClass(Boolean(field.error))}
        {...fieldAria(field)}
        {...registration}
      />
    </FieldFrame>
  );
}

/** Several lines of text. */
export function TextAreaField({
  registration,
  rows = 3,
  ...field
}: FieldProps & { registration: UseFormRegisterReturn; rows?: number }) {
  return (
    <FieldFrame {...field}>
      <textarea
        id={field.id}
        rows={rows}
        className={fieldClass(Boolean(field.error))}
        {...fieldAria(field)}
        {...registration}
      />
    </FieldFrame>
  );
}

/** A whole number (bind it with `{ valueAsNumber: true }`). */
export function WholeNumberField({
  registration,
  min,
  max,
  ...field
}: FieldProps & { registration: UseFormRegisterReturn; min?: number; max?: number }) {
  return (
    <FieldFrame {...field}>
      <input
        id={field.id}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        className={`${fieldClass(Boolean(field.error))} max-w-40`}
        {...fieldAria(field)}
        {...registration}
      />
    </FieldFrame>
  );
}

/** One of a few values from a drop-down list, optionally behind a placeholder ('' until chosen). */
export function SelectField({
  registration,
  options,
  placeholder,
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <FieldFrame {...field}>
      <select
        id={field.id}
        className={fieldClass(Boolean(field.error))}
        {...fieldAria(field)}
        {...registration}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A yes-or-no choice; `strong` for one that matters more than the fields around it. */
export function CheckboxField({
  id,
  label,
  registration,
  strong = false,
}: {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  strong?: boolean;
}) {
  return (
    <label htmlFor={id} className="flex items-center gap-3">
      <input id={id} type="checkbox" className="size-5 accent-brand-700" {...registration} />
      <span className={strong ? 'font-semibold' : 'text-sm'}>{label}</span>
    </label>
  );
}

/**
 * A group of options under a legend: radio buttons for one of them, checkboxes for any number
 * (react-hook-form gives the ticked values as an array).
 */
export function ChoiceGroupField({
  registration,
  options,
  multiple = false,
  columns = 1,
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: ReactNode }[];
  multiple?: boolean;
  columns?: 1 | 2;
}) {
  return (
    <fieldset {...fieldAria(field)}>
      <legend className={LABEL_CLASS}>{field.label}</legend>
      {field.help ? (
        <p id={helpIdFor(field.id)} className="mt-1 text-sm text-stone-700">
          {field.help}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-3">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              value={option.value}
              id={`${field.id}-${option.value}`}
              className="mt-1 size-4 accent-brand-700"
              {...registration}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage fieldId={field.id} message={field.error} />
    </fieldset>
  );
}
