// Fields whose text is not their value: money typed in dollars and kept as integer cents, and a
// date and time typed on Papamoa clocks and kept as an instant (ISO). What cannot be read is
// kept as NaN or '' so the form's zod schema refuses it with its own message beside the field.
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  fieldAria,
  FieldFrame,
  fieldClass,
  type FieldProps,
} from '../../../components/forms/fields.tsx';
import { instantOfNzDateTimeInput, nzDateTimeInputValue } from '../../../lib/delivery/nz-time.ts';
import { centsFromDollars, dollarsForInput } from '../../../lib/money.ts';

interface ControlledProps<T extends FieldValues> extends Omit<FieldProps, 'error'> {
  control: Control<T>;
  name: FieldPath<T>;
}

/**
 * An amount of money: staff type dollars ("12.50"), the form holds integer cents (1250). With
 * `blankIsNull`, an empty field holds null (e.g. "no free-delivery threshold"); `disabled` keeps
 * the amount as it is (say why in `help`).
 */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  blankIsNull = false,
  disabled = false,
  ...field
}: ControlledProps<T> & { blankIsNull?: boolean; disabled?: boolean }) {
  const {
    field: { ref, onChange, onBlur, value: cents },
    fieldState,
  } = useController({ control, name });
  const [text, setText] = useState(() => {
    const held: unknown = cents;
    return typeof held === 'number' && Number.isInteger(held) ? dollarsForInput(held) : '';
  });
  const error = fieldState.error?.message;
  return (
    <FieldFrame {...field} error={error}>
      <div className="relative mt-1 max-w-48">
        <span aria-hidden="true" className="absolute inset-y-0 left-3 flex items-center">
          $
        </span>
        <input
          id={field.id}
          ref={ref}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          className={`${fieldClass(Boolean(error))} mt-0 pl-7 disabled:bg-stone-100`}
          {...fieldAria({ ...field, error })}
          onChange={(event) => {
            setText(event.target.value);
            const blank = event.target.value.trim() === '';
            onChange(
              blank && blankIsNull ? null : (centsFromDollars(event.target.value) ?? Number.NaN),
            );
          }}
          onBlur={() => {
            const read = centsFromDollars(text);
            if (read !== null) setText(dollarsForInput(read));
            onBlur();
          }}
        />
      </div>
    </FieldFrame>
  );
}

/** A date and time on Papamoa clocks; the form holds the instant as an ISO string. */
export function NzDateTimeField<T extends FieldValues>({
  control,
  name,
  ...field
}: ControlledProps<T>) {
  const {
    field: { ref, onChange, onBlur, value: instant },
    fieldState,
  } = useController({ control, name });
  const [text, setText] = useState(() =>
    typeof instant === 'string' && instant !== '' ? nzDateTimeInputValue(new Date(instant)) : '',
  );
  const error = fieldState.error?.message;
  return (
    <FieldFrame {...field} error={error}>
      <input
        id={field.id}
        ref={ref}
        name={name}
        type="datetime-local"
        value={text}
        className={`${fieldClass(Boolean(error))} max-w-64`}
        {...fieldAria({ ...field, error })}
        onChange={(event) => {
          setText(event.target.value);
          onChange(instantOfNzDateTimeInput(event.target.value)?.toISOString() ?? '');
        }}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
