import type { Config } from '@netlify/functions';
import { InventoryChangeRequestSchema } from '../../src/lib/forms/inventory.ts';
import { ALL_ROLES, requireRole } from '../../src/server/auth/guard.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { setInventory } from '../../src/server/inventory.ts';

/** PUT /api/admin/inventory/{productId} `{onHand}`: staff set a product's stock level. */
export default methodHandler({
  async PUT(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    const { onHand } = await readJsonBody(request, InventoryChangeRequestSchema);
    return json(await setInventory(user, params.productId ?? '', onHand));
  },
});

export const config: Config = { path: '/api/admin/inventory/:productId' };
