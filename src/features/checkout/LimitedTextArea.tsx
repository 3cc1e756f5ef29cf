import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  errorAria,
  FieldMessage,
  fieldClass,
  LABEL_CLASS,
} from '../../components/forms/fields.tsx';

/**
 * Optional free text the shopper cannot type past `maxLength` (order notes, a gift message).
 * With `typed`, a line below says how much of the limit is used. Bind it with fieldBinder.
 */
export default function LimitedTextArea({
  id,
  label,
  error,
  registration,
  maxLength,
  placeholder,
  typed,
  className,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  maxLength: number;
  placeholder?: string;
  /** How many characters are typed, to show the count. */
  typed?: number;
  className?: string;
}) {
  const countId = `${id}-count`;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <textarea
        id={id}
        autoComplete="off"
        rows={3}
        maxLength={maxLength}
        placeholder={placeholder}
        className={fieldClass(Boolean(error))}
        {...errorAria(id, error, ...(typed === undefined ? [] : [countId]))}
        {...registration}
      />
      {typed === undefined ? null : (
        <p id={countId} className="mt-1 text-sm text-stone-700">
          {typed}/{maxLength} characters
        </p>
      )}
      <FieldMessage fieldId={id} message={error} />
    </div>
  );
}
