import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  fieldAria,
  FieldFrame,
  fieldClass,
  type FieldProps,
} from '../../../components/forms/fields.tsx';

/** A date or a time of day in the browser's own picker (the value stays `YYYY-MM-DD` / `HH:MM`). */
export function PickerField({
  registration,
  type,
  ...field
}: FieldProps & { registration: UseFormRegisterReturn; type: 'date' | 'time' }) {
  return (
    <FieldFrame {...field}>
      <input
        id={field.id}
        type={type}
        className={`${fieldClass(Boolean(field.error))} max-w-48`}
        {...fieldAria(field)}
        {...registration}
      />
    </FieldFrame>
  );
}
