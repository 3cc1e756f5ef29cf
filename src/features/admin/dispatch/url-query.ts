import { useState } from 'react';
import { nzDateOf } from '../../../lib/delivery/nz-time.ts';

/** Today's date in Papamoa, the day a print screen opens on. */
export function todayInShop(): string {
  return nzDateOf(new Date());
}

/** A value of the address's query string (`?date=…`), or null. */
export function searchParam(name: string): string | null {
  return new URLSearchParams(location.search).get(name);
}

/**
 * A screen's filter kept in the address's query string, so a reload or a shared link opens the
 * same day; changing it replaces the history entry rather than adding one per keystroke.
 */
export function useSearchParam(name: string, fallback: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => searchParam(name) ?? fallback);
  function change(next: string): void {
    setValue(next);
    replaceSearchParam(name, next);
  }
  return [value, change];
}

/** Puts a value in the address's query string ('' removes it) without a new history entry. */
export function replaceSearchParam(name: string, value: string): void {
  const query = new URLSearchParams(location.search);
  if (value === '') query.delete(name);
  else query.set(name, value);
  const search = query.toString();
  history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}`);
}
