import type { ReactNode } from 'react';
import { FILTER_FIELD } from '../FilterChoice.tsx';
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';

/** What the form needs of a list's filters (useListFilters): a search filter named `q`. */
interface SearchableList {
  draft: { q: string };
  edit: (name: 'q', value: string) => void;
  applyDraft: () => void;
  clear: () => void;
}

/**
 * The filter form above a back-office list: a search box, the list's own filters (`children`),
 * and the buttons that apply them or clear them all.
 */
export function FilterForm({
  list,
  label,
  searchPlaceholder,
  submitLabel,
  children,
}: {
  list: SearchableList;
  /** The form's accessible name, e.g. "Find orders". */
  label: string;
  searchPlaceholder: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className={`${PANEL} mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4`}
      onSubmit={(event) => {
        event.preventDefault();
        list.applyDraft();
      }}
    >
      <label className="sm:col-span-2">
        <span className="font-semibold">Search</span>
        <input
          type="search"
          value={list.draft.q}
          placeholder={searchPlaceholder}
          maxLength={100}
          className={FILTER_FIELD}
          onChange={(event) => {
            list.edit('q', event.target.value);
          }}
        />
      </label>
      {children}
      <div className="flex items-end gap-2">
        <button type="submit" className={PRIMARY_BUTTON}>
          {submitLabel}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={list.clear}>
          Clear
        </button>
      </div>
    </form>
  );
}
