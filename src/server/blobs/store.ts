import { getStore, type Store } from '@netlify/blobs';

/** The one Blobs store the shop keeps its records in; entities are told apart by key prefix. */
export const SHOP_STORE_NAME = 'shop';

/**
 * Opens a store with strong consistency, because most reads here precede a write. Called per
 * request (never at module top level) so the Functions runtime has set up the Blobs context.
 * `fetch` lets the data layer see every answer the client got (store-calls.ts).
 */
export function openStore(
  name: string = SHOP_STORE_NAME,
  options: { fetch?: typeof globalThis.fetch } = {},
): Store {
  return getStore({
    name,
    consistency: 'strong',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
