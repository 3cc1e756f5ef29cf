// The back office's form fields, used by every area's forms: each has its label, an optional help
// text and its error beside it, tied together for screen readers. They register with
// react-hook-form, whose submit puts the focus on the first field with an error.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  errorAria,
  FieldMessage,
  fieldClass,
  LABEL_CLASS,
} from '../../../components/forms/fields.tsx';

/** What every field takes: its id, its label, an optional help text and its error. */
export interface FieldProps {
  id: string;
  label: string;
  help?: ReactNode;
  error?: string | undefined;
}

const helpIdOf = (id: string) => `${id}-help`;

/** The ARIA attributes of a field: its error, and its help text when it has one. */
export function fieldAria(id: string, error: string | undefined, help: ReactNode) {
  return errorAria(id, error, ...(help ? [helpIdOf(id)] : []));
}

/** A field's label, help text, control and error message, in that order. */
export function FieldFrame({
  id,
  label,
  help,
  error,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      {help ? (
        <p id={helpIdOf(id)} className="mt-1 text-sm text-stone-700">
          {help}
        </p>
      ) : null}
      {children}
      <FieldMessage fieldId={id} message={error} />
    </div>
  );
}

/** A one-line text input (text, email, search, password). */
export function TextInputField({
  registration,
  type = 'text',
  autoComplete = 'off',
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'search' | 'password' | 'tel' | 'url';
  autoComplete?: string;
}) {
  return (
    <FieldFrame {...field}>
      <input
        id={field.id}
        type={type}
        autoComplete={autoComplete}
        className={fieldClass(Boolean(field.error))}
        {...fieldAria(field.id, field.error, field.help)}
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
        {...fieldAria(field.id, field.error, field.help)}
        {...registration}
      />
    </FieldFrame>
  );
}

/** A whole number (register it with `valueAsNumber: true`). */
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
        {...fieldAria(field.id, field.error, field.help)}
        {...registration}
      />
    </FieldFrame>
  );
}

/** One of a few values, from a drop-down list. */
export function SelectField({
  registration,
  options,
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FieldFrame {...field}>
      <select
        id={field.id}
        className={fieldClass(Boolean(field.error))}
        {...fieldAria(field.id, field.error, field.help)}
        {...registration}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A yes-or-no choice. */
export function CheckboxField({
  id,
  label,
  registration,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <label htmlFor={id} className="flex items-center gap-3">
      <input id={id} type="checkbox" className="size-5 accent-brand-700" {...registration} />
      <span className="font-semibold">{label}</span>
    </label>
  );
}

/**
 * A group of options under a legend: radio buttons for one of them, checkboxes for any number
 * (react-hook-form gives the ticked values as an array).
 */
export function ChoiceGroupField({
  id,
  legend,
  help,
  error,
  registration,
  options,
  multiple = false,
}: {
  id: string;
  legend: string;
  help?: ReactNode;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: ReactNode }[];
  multiple?: boolean;
}) {
  return (
    <fieldset {...fieldAria(id, error, help)}>
      <legend className={LABEL_CLASS}>{legend}</legend>
      {help ? (
        <p id={helpIdOf(id)} className="mt-1 text-sm text-stone-700">
          {help}
        </p>
      ) : null}
      <div className="mt-2 grid gap-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-3">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              value={option.value}
              id={`${id}-${option.value}`}
              className="mt-1 size-4 accent-brand-700"
              {...registration}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage fieldId={id} message={error} />
    </fieldset>
  );
}
