// A list typed as text: staff type "3118, 3116" or one suburb per line, the form holds the
// array the zod schema checks. A wrong entry's message names it beside the field.
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  fieldAria,
  FieldFrame,
  fieldClass,
  type FieldProps,
} from '../../../components/forms/fields.tsx';

/** The entries of a typed list: split on commas and new lines, trimmed, blanks dropped. */
export function entriesOfList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The first message among an array field's own error and its entries' errors. */
function listErrorMessage(error: unknown, entries: readonly string[]): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  for (const [index, entry] of Object.entries(error as Record<string, unknown>)) {
    const message: unknown =
      typeof entry === 'object' && entry !== null && 'message' in entry ? entry.message : undefined;
    if (typeof message === 'string' && /^\d+$/.test(index)) {
      return `${entries[Number(index)] ?? ''}: ${message}`;
    }
  }
  return undefined;
}

/** A list of short entries, one field of text (a textarea when `rows` is given). */
export function TextListField<T extends FieldValues>({
  control,
  name,
  rows,
  ...field
}: Omit<FieldProps, 'error'> & { control: Control<T>; name: FieldPath<T>; rows?: number }) {
  const {
    field: { ref, onChange, onBlur, value },
    fieldState,
  } = useController({ control, name });
  const held: unknown = value;
  const [text, setText] = useState(() =>
    Array.isArray(held) ? held.join(rows ? '\n' : ', ') : '',
  );
  const entries: unknown = value;
  const error = listErrorMessage(fieldState.error, Array.isArray(entries) ? entries : []);
  const props = {
    id: field.id,
    name,
    value: text,
    className: fieldClass(Boolean(error)),
    ...fieldAria({ ...field, error }),
    onChange: (event: { target: { value: string } }) => {
      setText(event.target.value);
      onChange(entriesOfList(event.target.value));
    },
    onBlur,
  };
  return (
    <FieldFrame {...field} error={error}>
      {rows ? (
        <textarea ref={ref} rows={rows} {...props} />
      ) : (
        <input ref={ref} type="text" autoComplete="off" {...props} />
      )}
    </FieldFrame>
  );
}
