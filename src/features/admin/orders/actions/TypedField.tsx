import {
  FieldFrame,
  fieldAria,
  fieldClass,
  type FieldProps,
} from '../../../../components/forms/fields.tsx';

/** A one-line text input of the action forms, with its label and error (FieldFrame). */
export function TypedField({
  onChange,
  ...props
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  inputMode?: 'decimal';
}) {
  const { id, label, help, error, ...input } = props;
  return (
    <FieldFrame id={id} label={label} help={help} error={error}>
      <input
        id={id}
        className={fieldClass(Boolean(error))}
        {...fieldAria(props)}
        {...input}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </FieldFrame>
  );
}
