import type { Config } from '@netlify/functions';
import { SlotRequestSchema } from '../../src/lib/delivery/requests.ts';
import { ALL_ROLES, requireRole } from '../../src/server/auth/guard.ts';
import {
  createSlot,
  deleteSlot,
  getSlot,
  listSlots,
  replaceSlot,
} from '../../src/server/delivery/admin-zones.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

const notHere = () => new HttpError(405, 'This method is not allowed here.');

/** Weekly delivery and pickup slots for admins and staff (`?zoneId=` narrows the list). */
export default methodHandler({
  async GET(request, { params }) {
    await requireRole(request, ALL_ROLES);
    if (params.id !== undefined) return json(await getSlot(params.id));
    const zoneId = new URL(request.url).searchParams.get('zoneId') ?? undefined;
    return json(await listSlots(zoneId));
  },
  async POST(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    if (params.id !== undefined) throw notHere();
    return json(await createSlot(user, await readJsonBody(request, SlotRequestSchema)), 201);
  },
  async PUT(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    if (params.id === undefined) throw notHere();
    const input = await readJsonBody(request, SlotRequestSchema);
    return json(await replaceSlot(user, params.id, input));
  },
  async DELETE(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    if (params.id === undefined) throw notHere();
    await deleteSlot(user, params.id);
    return json({ id: params.id, deleted: true });
  },
});

export const config: Config = {
  path: ['/api/admin/delivery-slots', '/api/admin/delivery-slots/:id'],
};
