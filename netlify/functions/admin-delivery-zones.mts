import type { Config } from '@netlify/functions';
import { deliveryZonesArea } from '../../src/lib/admin/areas/delivery-zones.ts';
import { areaHandler, created } from '../../src/server/admin/area-handler.ts';
import { listDeliveryInterest } from '../../src/server/public-forms/delivery-interest.ts';
import {
  createZone,
  deleteZone,
  getZone,
  listZones,
  replaceZone,
} from '../../src/server/delivery/admin-zones.ts';

/** Delivery zones and pickup points (deliveryZonesArea), and who asked for a new zone. */
export default areaHandler(deliveryZonesArea, {
  list: () => listZones(),
  get: ({ params }) => getZone(params.id),
  create: async ({ actor, body }) => created(await createZone(actor, body)),
  replace: ({ actor, params, body }) => replaceZone(actor, params.id, body),
  remove: async ({ actor, params }) => {
    await deleteZone(actor, params.id);
    return { id: params.id, deleted: true as const };
  },
  interest: () => listDeliveryInterest(),
});

export const config: Config = {
  path: [
    '/api/admin/delivery-zones',
    '/api/admin/delivery-zones/:id',
    '/api/admin/delivery-interest',
  ],
};
