import type { Config } from '@netlify/functions';
import { systemArea } from '../../src/lib/admin/areas/system.ts';
import { areaHandler } from '../../src/server/admin/area-handler.ts';
import { runSystemCheck } from '../../src/server/system/system-check.ts';

/** The owner's system check (systemArea): admins only. */
export default areaHandler(systemArea, {
  check: () => runSystemCheck(),
});

export const config: Config = { path: '/api/admin/system-check' };
