// The trace a Recall screen shows, kept in the address's query string (`?batches=…`,
// `?meal=…&from=…&to=…` or `?lot=…`), so a reload, the printable page and a link from a batch
// open the same trace.

/** The query parameters a trace is named by. */
export const TRACE_PARAMS = ['batches', 'meal', 'from', 'to', 'lot'] as const;

/** A trace's query as the address holds it: only the parameters it names. */
export type TracedQuery = Partial<Record<(typeof TRACE_PARAMS)[number], string>>;

/** The trace named by the address, or null when it names none. */
export function tracedQueryFromAddress(): TracedQuery | null {
  const search = new URLSearchParams(location.search);
  const query: TracedQuery = {};
  for (const name of TRACE_PARAMS) {
    const value = search.get(name);
    if (value) query[name] = value;
  }
  return Object.keys(query).length > 0 ? query : null;
}

/** Puts a trace's query in the address without adding a history entry. */
export function showTracedQuery(query: TracedQuery): void {
  const search = new URLSearchParams(query).toString();
  history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}`);
}
