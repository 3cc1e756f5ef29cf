// The route groups the API reference covers: every public group and every admin area. Vite-only (the areas are found by
// import.meta.glob): the script loads it through Vite's module runner, the tests through Vitest.
import packageJson from '../../../package.json' with { type: 'json' };
import { ADMIN_AREAS } from '../admin/areas.ts';
import { PUBLIC_API_GROUPS } from '../public-api/index.ts';
import type { ReferenceInfo } from './openapi.ts';
import type { RouteGroup } from './route-group.ts';

/** Every group of routes in the reference, in the order the reference lists them. */
export const API_ROUTE_GROUPS: readonly RouteGroup[] = [...PUBLIC_API_GROUPS, ...ADMIN_AREAS];

/** What docs/openapi.json says about itself. */
export const API_REFERENCE_INFO: ReferenceInfo = {
  title: 'Cube Kitchen API',
  version: packageJson.version,
  description:
    'The API of Cube Kitchen’s shop and back office, generated from the route contracts by ' +
    '`npm run docs:api`. docs/api.md has the same routes in short tables.',
};
