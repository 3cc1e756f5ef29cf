// Netlify reads a function's `config.path` from its source, so each admin function states its
// paths itself; this keeps them equal to its area's contract, the one source of the routes.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS } from '../../src/lib/admin/areas.ts';
import { areaPaths } from '../../src/server/admin/area-handler.ts';

const adminFunctions = readdirSync('netlify/functions')
  .filter((file) => file.startsWith('admin-') && file.endsWith('.mts'))
  .map((file) => file.slice('admin-'.length, -'.mts'.length));

describe('admin functions', () => {
  it('are one per area, named after it (netlify/functions/admin-<area>.mts)', () => {
    expect(adminFunctions.sort()).toEqual(ADMIN_AREAS.map((area) => area.id).sort());
  });

  it.each(ADMIN_AREAS.map((area) => [area.id, area] as const))(
    '%s serves exactly the paths of its contract',
    async (id, area) => {
      const module = (await import(`../../netlify/functions/admin-${id}.mts`)) as {
        config: { path: string | string[] };
      };
      expect([module.config.path].flat().sort()).toEqual(areaPaths(area).sort());
    },
  );
});
