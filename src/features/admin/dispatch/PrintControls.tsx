import { useId } from 'react';
import {
  errorAria,
  fieldClass,
  FieldMessage,
  LABEL_CLASS,
} from '../../../components/forms/fields.tsx';
import { fieldErrorsOf } from '../../../lib/api/api-client.ts';
import { PRIMARY_BUTTON } from '../styles.ts';
import './print.css';

/** The paper a print screen prints on (named pages of print.css). */
export type PaperSize = 'a4' | 'a4-landscape' | 'a5';

/**
 * The page set-up of a print screen: its paper size and margins and a white page, nothing of
 * the admin frame (AdminLayout hides its header in print). A marker the stylesheet finds, so
 * it applies only while the screen is open.
 */
export function PrintStyles({ paper }: { paper: PaperSize }) {
  return <span hidden data-print-page={paper} />;
}

/** The Print button: the browser's print dialog, with the screen's print CSS. */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <button
      type="button"
      className={`${PRIMARY_BUTTON} print:hidden`}
      onClick={() => {
        window.print();
      }}
    >
      {label}
    </button>
  );
}

/**
 * A labelled date input for the day a print screen shows, with the server's message for it
 * beside it (`error` is the screen's failed query, if any).
 */
export function DayField({
  date,
  onChange,
  error,
}: {
  date: string;
  onChange: (date: string) => void;
  error?: unknown;
}) {
  const id = useId();
  const message = fieldErrorsOf(error).date;
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        Delivery date
      </label>
      <input
        id={id}
        type="date"
        required
        value={date}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={`${fieldClass(Boolean(message))} max-w-48`}
        {...errorAria(id, message)}
      />
      <FieldMessage fieldId={id} message={message} />
    </div>
  );
}

/** A labelled select of a print screen's filter. */
export function ChoiceField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={`${fieldClass(false)} max-w-72`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
