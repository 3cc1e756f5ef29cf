import type { Config } from '@netlify/functions';
import { batchesArea } from '../../src/lib/admin/areas/batches.ts';
import { areaHandler, created } from '../../src/server/admin/area-handler.ts';
import {
  allocationView,
  changeAllocation,
  changeMealBatchSettings,
  listBatches,
  listMealBatchSettings,
  viewOfBatch,
} from '../../src/server/batches/batch-views.ts';
import { editBatch, recordBatch } from '../../src/server/batches/record-batch.ts';

/** Batches (batchesArea): record and correct cooks, meals' shelf lives, packs' batches by hand. */
export default areaHandler(batchesArea, {
  list: ({ query }) => listBatches(query),
  record: async ({ actor, body }) => {
    const { batch, created: isNew } = await recordBatch(actor, body);
    const view = await viewOfBatch(batch);
    return isNew ? created(view) : view;
  },
  edit: async ({ actor, params, body }) =>
    viewOfBatch(await editBatch(actor, params.batchId, body)),
  settings: () => listMealBatchSettings(),
  saveSettings: ({ actor, params, body }) => changeMealBatchSettings(actor, params.productId, body),
  allocation: ({ params }) => allocationView(params.orderId),
  allocate: ({ actor, params, body }) => changeAllocation(actor, params.orderId, body.lines),
});

export const config: Config = {
  path: [
    '/api/admin/batches',
    '/api/admin/batches/:batchId',
    '/api/admin/batch-settings',
    '/api/admin/batch-settings/:productId',
    '/api/admin/batch-allocations/:orderId',
  ],
};
