import type { Config } from '@netlify/functions';
import { inventoryArea } from '../../src/lib/admin/areas/inventory.ts';
import { areaHandler, created, FileAnswer } from '../../src/server/admin/area-handler.ts';
import { adjustInventory, setInventory } from '../../src/server/inventory/inventory.ts';
import { exportInventoryCsv, listInventory } from '../../src/server/inventory/inventory-table.ts';
import { movementPage } from '../../src/server/inventory/stock-history.ts';

/** Stock (inventoryArea): the table and its export, adjustments, and each product's movements. */
export default areaHandler(inventoryArea, {
  list: () => listInventory(),
  csv: async () => {
    const { csv, fileName } = await exportInventoryCsv();
    return new FileAnswer(csv, fileName);
  },
  set: ({ actor, params, body }) => setInventory(actor, params.productId, body.onHand),
  adjust: async ({ actor, params, body }) =>
    created(await adjustInventory(actor, params.productId, body)),
  movements: ({ params, query }) => movementPage(params.productId, query.cursor),
});

export const config: Config = {
  path: [
    '/api/admin/inventory',
    '/api/admin/inventory.csv',
    '/api/admin/inventory/:productId',
    '/api/admin/inventory/:productId/adjustments',
    '/api/admin/inventory/:productId/movements',
  ],
};
