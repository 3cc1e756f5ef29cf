import { addMonths } from '../../../lib/accounts/gst-period.ts';
import { SECONDARY_BUTTON } from '../styles.ts';

/** Month names for `YYYY-MM`, as an owner reads them ("March 2026"). */
export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleString('en-NZ', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Buttons to the period (or month) before and after the one shown, `step` months apart. */
export function MonthStepper({
  month,
  step,
  label,
  onChange,
}: {
  month: string;
  step: number;
  label: string;
  onChange: (month: string) => void;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={SECONDARY_BUTTON}
        onClick={() => {
          onChange(addMonths(month, -step));
        }}
      >
        Earlier
      </button>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        onClick={() => {
          onChange(addMonths(month, step));
        }}
      >
        Later
      </button>
    </nav>
  );
}
