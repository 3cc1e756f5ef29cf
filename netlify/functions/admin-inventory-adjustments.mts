import type { Config } from '@netlify/functions';
import { InventoryAdjustmentRequestSchema } from '../../src/lib/forms/inventory.ts';
import { ALL_ROLES, requireRole } from '../../src/server/auth/guard.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { adjustInventory } from '../../src/server/inventory.ts';

/** POST /api/admin/inventory/{productId}/adjustments: staff add, remove or count stock. */
export default methodHandler({
  async POST(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    const adjustment = await readJsonBody(request, InventoryAdjustmentRequestSchema);
    return json(await adjustInventory(user, params.productId ?? '', adjustment), 201);
  },
});

export const config: Config = { path: '/api/admin/inventory/:productId/adjustments' };
