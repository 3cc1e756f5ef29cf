import { getDeployStore, getStore, type Store } from '@netlify/blobs';
import { currentDataScope } from '../system/deploy.ts';
import { deadlineFetch } from './store-deadline.ts';

/** The one Blobs store the shop keeps its records in; entities are told apart by key prefix. */
export const SHOP_STORE_NAME = 'shop';

/**
 * Opens a store with strong consistency, because most reads here precede a write. Production and
 * local runs get the site-wide store; a deploy preview or branch deploy gets the store of that
 * deploy (`getDeployStore`), so it never reads or writes production's stock, orders or staff.
 * Called per request (never at module top level) so the Functions runtime has set up the Blobs
 * context and the request's deploy. `fetch` lets the data layer see every answer the client got
 * (store-calls.ts). Inside a store deadline (store-deadline.ts) each request is bounded by the
 * time left and the client's own retries, with their 5 s waits, are left to ours.
 */
export function openStore(
  name: string = SHOP_STORE_NAME,
  options: { fetch?: typeof globalThis.fetch } = {},
): Store {
  const given = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const bounded = deadlineFetch(given);
  const fetchOption = bounded !== given || options.fetch ? { fetch: bounded } : {};
  const scope = currentDataScope();
  if (scope.kind === 'deploy') {
    return getDeployStore({
      name,
      deployID: scope.deployId,
      consistency: 'strong',
      ...fetchOption,
    });
  }
  return getStore({ name, consistency: 'strong', ...fetchOption });
}

/** Names the store `openStore` uses here, for the owner's system check. */
export function storeInUse(name: string = SHOP_STORE_NAME): string {
  const scope = currentDataScope();
  return scope.kind === 'deploy'
    ? `${name} of deploy ${scope.deployId} (this deploy's own data)`
    : `${name} (site-wide${scope.reason === 'production' ? ', production' : ', local'})`;
}
