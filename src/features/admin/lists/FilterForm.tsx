import type { ReactNode } from 'react';
import { FILTER_FIELD } from '../FilterChoice.tsx';
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';

/**
 * The filter form above a back-office list: a search box, the list's own filters (`children`),
 * and the buttons that apply them or clear them all.
 */
export function FilterForm({
  label,
  search,
  searchPlaceholder,
  onSearchChange,
  submitLabel,
  onApply,
  onClear,
  children,
}: {
  /** The form's accessible name, e.g. "Find orders". */
  label: string;
  search: string;
  searchPlaceholder: string;
  onSearchChange: (search: string) => void;
  submitLabel: string;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className={`${PANEL} mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4`}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <label className="sm:col-span-2">
        <span className="font-semibold">Search</span>
        <input
          type="search"
          value={search}
          placeholder={searchPlaceholder}
          maxLength={100}
          className={FILTER_FIELD}
          onChange={(event) => {
            onSearchChange(event.target.value);
          }}
        />
      </label>
      {children}
      <div className="flex items-end gap-2">
        <button type="submit" className={PRIMARY_BUTTON}>
          {submitLabel}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onClear}>
          Clear
        </button>
      </div>
    </form>
  );
}
