import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while React renders on the server (and while it hydrates that HTML), true in the browser
 * afterwards: what a component shows before it can know the browser's own state (storage, a
 * click handler) without a hydration mismatch.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(neverChanges, inBrowser, onServer);
}
