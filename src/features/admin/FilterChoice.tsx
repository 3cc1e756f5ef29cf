import type { ReactNode } from 'react';

/** The look of a list screen's filter fields (search box, selects). */
export const FILTER_FIELD = 'mt-1 block w-full rounded-lg border-2 border-stone-300 px-3 py-2';

/** A list filter's label above its control. */
function FilterLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label>
      <span className="font-semibold">{label}</span>
      {children}
    </label>
  );
}

/** A select of a list's filters, with "Any" for no filter. */
export function FilterChoice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <FilterLabel label={label}>
      <select
        value={value}
        className={FILTER_FIELD}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value="">Any</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </FilterLabel>
  );
}

/** A date of a list's filters (blank for any). */
export function FilterDate({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterLabel label={label}>
      <input
        type="date"
        value={value}
        className={FILTER_FIELD}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </FilterLabel>
  );
}
