import { useState } from 'react';

/** A list's filters as the form holds them and the address bar keeps them: '' for any. */
export type ListFilter<Name extends string> = Record<Name, string>;

function filterFromAddress<Name extends string>(names: readonly Name[]): ListFilter<Name> {
  const search = new URLSearchParams(location.search);
  return Object.fromEntries(
    names.map((name) => [name, search.get(name) ?? '']),
  ) as ListFilter<Name>;
}

/** Keeps the filters in the address, so reloading or sharing the link shows the same list. */
function keepInAddress(filter: Readonly<Record<string, string>>): void {
  const search = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ''));
  const query = search.toString();
  history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}`);
}

/**
 * A list's query from the form's text: blank filters are left out, and the server checks the
 * rest with the route's schema (a hand-edited address gets its 400 message on the screen).
 */
function queryOf(filter: Readonly<Record<string, string>>, cursor: string | undefined) {
  return Object.fromEntries(Object.entries({ ...filter, cursor }).filter(([, value]) => value));
}

/**
 * The filters and pages of a back-office list: the filters applied (read from and kept in the
 * address), the form's draft of them, and the cursors of the pages before this one, so Newer
 * goes back. Applying filters starts again at the first page; `onApply` resets what else the
 * screen keeps per list (ticked rows).
 */
export function useListFilters<Name extends string>(
  names: readonly Name[],
  { onApply }: { onApply?: () => void } = {},
) {
  const [filter, setFilter] = useState<ListFilter<Name>>(() => filterFromAddress(names));
  const [draft, setDraft] = useState<ListFilter<Name>>(filter);
  const [cursors, setCursors] = useState<string[]>([]);

  const apply = (next: ListFilter<Name>) => {
    setFilter(next);
    setDraft(next);
    setCursors([]);
    onApply?.();
    keepInAddress(next);
  };
  const edit = (name: Name, value: string) => {
    setDraft({ ...draft, [name]: value });
  };
  const none = Object.fromEntries(names.map((name) => [name, ''])) as ListFilter<Name>;

  return {
    filter,
    draft,
    /** Changes one filter in the form, not yet applied. */
    edit,
    /** One filter's control in the form: its draft value and how it changes. */
    field: (name: Name) => ({
      value: draft[name],
      onChange: (value: string) => {
        edit(name, value);
      },
    }),
    apply,
    applyDraft: () => {
      apply(draft);
    },
    clear: () => {
      apply(none);
    },
    /** The query of the page shown: the filters and its cursor. */
    pageQuery: queryOf(filter, cursors.at(-1)),
    /** The query of the whole filtered list (for its CSV export). */
    listQuery: queryOf(filter, undefined),
    pageNumber: cursors.length + 1,
    /** Back to the page before, or null on the first. */
    onNewer:
      cursors.length > 0
        ? () => {
            setCursors(cursors.slice(0, -1));
          }
        : null,
    /** On to the page `nextCursor` starts, or null when this is the last. */
    olderFrom: (nextCursor: string | null | undefined) =>
      nextCursor
        ? () => {
            setCursors([...cursors, nextCursor]);
          }
        : null,
  };
}
