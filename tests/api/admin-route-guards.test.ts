// The guard of every admin API route, generated from the contracts (src/lib/admin/areas/): no
// session is a 401, a staff session a 403 where the route is for admins or needs a permission
// staff lack, and a write from another site a 403 whoever sends it. Each route is called through
// its area's function in-process, with parameters that look real; what a route does once let in
// is its own file's to test (admin-<area>.test.ts), and a permission needed only for some
// requests (`permission.when`) is admin-permissions.test.ts's.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AREAS } from '../../src/lib/admin/areas.ts';
import { fillPath, type ApiRoute } from '../../src/lib/admin/contract.ts';
import { messageForStatus } from '../../src/lib/api/api-errors.ts';
import {
  permissionRefusal,
  PERMISSION_REFUSAL_REASON,
  type Permission,
} from '../../src/lib/admin/permissions.ts';
import type { RequestContext } from '../../src/server/http/handler.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { CROSS_SITE, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
// One admin and one staff session for the whole file: creating an account hashes a password.
const team = signedInTeam();

type Handler = (request: Request, context: RequestContext) => Promise<Response>;

/** Each area's Netlify Function, as Netlify runs it: netlify/functions/admin-<area>.mts. */
const functions = new Map<string, Handler>();
beforeAll(async () => {
  for (const area of ADMIN_AREAS) {
    const module = (await import(`../../netlify/functions/admin-${area.id}.mts`)) as {
      default: Handler;
    };
    functions.set(area.id, module.default);
  }
});

const UUID = '9b2f7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

/** A value that looks real for each path parameter the contracts name. */
const PARAMETERS: Readonly<Record<string, string>> = {
  id: UUID,
  uploadId: UUID,
  noteId: UUID,
  productId: 'beef-bolognese',
  slotId: 'papamoa-tue-1600',
  date: '2026-12-24',
  code: 'WINTER10',
  batchId: UUID,
  orderId: UUID,
};

/**
 * Where a route's `:id` is not a UUID: a product's slug, a zone's or a slot's name, a
 * subscriber's or a customer's id (a hash of the address).
 */
const NAMED_IDS: readonly (readonly [string, string])[] = [
  ['/api/admin/products/', 'beef-bolognese'],
  ['/api/admin/subscribers/', 'a'.repeat(64)],
  ['/api/admin/customers/', 'a'.repeat(64)],
  ['/api/admin/delivery-zones/', 'papamoa'],
  ['/api/admin/delivery-slots/', 'papamoa-tue-1600'],
];

function parametersOf(path: string): Record<string, string> {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(
    names.map((name) => {
      const named = NAMED_IDS.find(([prefix]) => path.startsWith(prefix));
      const value = name === 'id' && named ? named[1] : PARAMETERS[name];
      if (value === undefined) throw new Error(`Give ${path}'s :${name} a value in PARAMETERS`);
      return [name, value];
    }),
  );
}

interface GuardedRoute {
  label: string;
  areaId: string;
  route: ApiRoute;
}

const ROUTES: readonly GuardedRoute[] = ADMIN_AREAS.flatMap((area) =>
  Object.entries(area.api).map(([name, route]) => ({
    label: `${route.method} ${route.path} (${area.id}.${name})`,
    areaId: area.id,
    route,
  })),
);
const WRITES = ROUTES.filter(({ route }) => route.method !== 'GET');
const READS = ROUTES.filter(({ route }) => route.method === 'GET');

/** Calls a route with these headers; a write carries an empty JSON body (the guard comes first). */
function send({ areaId, route }: GuardedRoute, headers: Record<string, string>) {
  const handler = functions.get(areaId);
  if (!handler) throw new Error(`No function for the ${areaId} area`);
  const params = parametersOf(route.path);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return call(handler, fillPath(route.path, params), {
    method: route.method,
    headers,
    params,
    ...(hasBody ? { json: {} } : {}),
  });
}

describe('every admin route', () => {
  it.each(ROUTES.map((entry) => [entry.label, entry] as const))(
    '%s answers 401 without a session or with a made-up one',
    async (_, entry) => {
      const signedOut = { status: 401, body: { message: messageForStatus(401) } };
      expect(await send(entry, {})).toMatchObject(signedOut);
      expect(await send(entry, { authorization: 'Bearer made-up' })).toMatchObject(signedOut);
    },
  );
});

describe('staff', () => {
  const adminsOnly = ROUTES.filter(({ route }) => !route.roles.includes('staff'));
  const needsPermission = ROUTES.filter(
    ({ route }) => route.roles.includes('staff') && typeof route.permission === 'string',
  );

  it.each(adminsOnly.map((entry) => [entry.label, entry] as const))(
    '%s answers 403 to staff (admins only)',
    async (_, entry) => {
      const refused = await send(entry, team.staff);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: messageForStatus(403) });
    },
  );

  it.each(needsPermission.map((entry) => [entry.label, entry] as const))(
    '%s answers 403 to staff without its permission, naming it',
    async (_, entry) => {
      const permission = entry.route.permission as Permission;
      const refused = await send(entry, team.staff);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        message: permissionRefusal(permission),
        reason: PERMISSION_REFUSAL_REASON,
        permission,
      });
    },
  );
});

describe('requests from another site', () => {
  it.each(WRITES.map((entry) => [entry.label, entry] as const))(
    '%s answers 403 to a cross-site write, signed in or not',
    async (_, entry) => {
      expect((await send(entry, { ...team.admin, ...CROSS_SITE })).status).toBe(403);
      expect((await send(entry, { ...team.admin, 'sec-fetch-site': 'cross-site' })).status).toBe(
        403,
      );
      expect((await send(entry, { ...CROSS_SITE })).status).toBe(403);
    },
  );

  it.each(READS.map((entry) => [entry.label, entry] as const))(
    '%s answers a cross-site read without a session 401, as any other',
    async (_, entry) => {
      expect((await send(entry, { ...CROSS_SITE })).status).toBe(401);
    },
  );
});
