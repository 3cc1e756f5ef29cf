import {
  CART_STORAGE_KEY,
  parseSavedCart,
  serializeCart,
  serializeCartMinimal,
  type SavedCartLine,
} from '../../lib/cart/cart.ts';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on merely reading `localStorage` when storage is blocked.
    return undefined;
  }
}

/** True for the errors browsers throw when local storage is full. */
export function isQuotaExceeded(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/** The saved cart's lines; an unreadable or invalid saved cart is removed and gives none. */
export function readSavedLines(): SavedCartLine[] {
  const store = storage();
  if (!store) return [];
  try {
    const raw = store.getItem(CART_STORAGE_KEY);
    const lines = parseSavedCart(raw);
    if (raw !== null && lines.length === 0) store.removeItem(CART_STORAGE_KEY);
    return lines;
  } catch {
    return [];
  }
}

/**
 * Saves the cart's lines (id, quantity, name, price). When storage is full, all local storage
 * is cleared and only ids and quantities are saved. An empty cart saves nothing.
 */
export function saveLines(lines: readonly SavedCartLine[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (lines.length === 0) {
      store.removeItem(CART_STORAGE_KEY);
      return;
    }
    const full = serializeCart(lines);
    if (store.getItem(CART_STORAGE_KEY) === full) return;
    store.setItem(CART_STORAGE_KEY, full);
  } catch (error) {
    if (!isQuotaExceeded(error)) return;
    try {
      store.clear();
      store.setItem(CART_STORAGE_KEY, serializeCartMinimal(lines));
    } catch {
      // Still no room: the cart lives on in memory for this page.
    }
  }
}

/** Calls back with the saved lines whenever another tab changes the saved cart. */
export function watchSavedCart(onChange: (lines: SavedCartLine[]) => void): () => void {
  const store = storage();
  if (!store) return () => undefined;
  const listener = (event: StorageEvent): void => {
    if (event.storageArea !== store) return;
    if (event.key === CART_STORAGE_KEY) onChange(parseSavedCart(event.newValue));
    else if (event.key === null) onChange(readSavedLines());
  };
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener('storage', listener);
  };
}
