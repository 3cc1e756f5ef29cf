import type { Config } from '@netlify/functions';
import { inventoryArea } from '../../src/lib/admin/areas/inventory.ts';
import { areaHandler, created } from '../../src/server/admin/area-handler.ts';
import { adjustInventory, setInventory } from '../../src/server/inventory.ts';

/** Stock (inventoryArea): set a counted level, or adjust it with a reason. */
export default areaHandler(inventoryArea, {
  set: ({ actor, params, body }) => setInventory(actor, params.productId, body.onHand),
  adjust: async ({ actor, params, body }) =>
    created(await adjustInventory(actor, params.productId, body)),
});

export const config: Config = {
  path: ['/api/admin/inventory/:productId', '/api/admin/inventory/:productId/adjustments'],
};
