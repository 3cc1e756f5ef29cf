import { useId } from 'react';
import { fieldClass, LABEL_CLASS } from '../../../components/forms/fields.tsx';
import { PRIMARY_BUTTON } from '../styles.ts';

/**
 * The page set-up of a print screen: paper size and margins, a white page, nothing of the
 * admin frame (AdminLayout hides its header in print). Rendered inside the screen, so it goes
 * when the screen does.
 */
export function PrintStyles({ page }: { page: string }) {
  return (
    <style>{`@page { size: ${page}; margin: 12mm; } @media print { body { background: #fff; } }`}</style>
  );
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

/** A labelled date input for the day a print screen shows. */
export function DayField({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const id = useId();
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
        className={`${fieldClass(false)} max-w-48`}
      />
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
