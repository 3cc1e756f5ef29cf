import type { Config } from '@netlify/functions';
import { NewZoneRequestSchema, ZoneUpdateRequestSchema } from '../../src/lib/delivery/requests.ts';
import { ALL_ROLES, requireRole } from '../../src/server/auth/guard.ts';
import {
  createZone,
  deleteZone,
  getZone,
  listZones,
  replaceZone,
} from '../../src/server/delivery/admin-zones.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

const notHere = () => new HttpError(405, 'This method is not allowed here.');

/** Delivery zones for admins and staff (staff run delivery); every change is audited. */
export default methodHandler({
  async GET(request, { params }) {
    await requireRole(request, ALL_ROLES);
    return json(params.id === undefined ? await listZones() : await getZone(params.id));
  },
  async POST(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    if (params.id !== undefined) throw notHere();
    return json(await createZone(user, await readJsonBody(request, NewZoneRequestSchema)), 201);
  },
  async PUT(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    if (params.id === undefined) throw notHere();
    const input = await readJsonBody(request, ZoneUpdateRequestSchema);
    return json(await replaceZone(user, params.id, input));
  },
  async DELETE(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    if (params.id === undefined) throw notHere();
    await deleteZone(user, params.id);
    return json({ id: params.id, deleted: true });
  },
});

export const config: Config = {
  path: ['/api/admin/delivery-zones', '/api/admin/delivery-zones/:id'],
};
