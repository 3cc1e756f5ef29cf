import type { AdminArea, ApiRoute, RouteInput } from '../../lib/admin/contract.ts';
import { groupPaths } from '../../lib/api/contract.ts';
import {
  hasPermission,
  PERMISSION_REFUSAL_REASON,
  permissionRefusal,
  type Permission,
} from '../../lib/admin/permissions.ts';
import type { Actor } from '../audit.ts';
import { requireRole } from '../auth/guard.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import { HttpError } from '../http/errors.ts';
import { handleErrors, type RequestContext } from '../http/handler.ts';
import {
  checkSameSite,
  findRoute,
  implementationOf,
  readRouteInput,
  routeResponse,
  type RouteAnswer,
} from '../api/route-kit.ts';

export { created, FileAnswer, WithStatus } from '../api/route-kit.ts';

/** What a route's implementation gets: the parsed request, who made it, and the raw parts. */
export type RouteCall<R extends ApiRoute> = RouteInput<R> & {
  actor: Actor;
  session: ActiveSession;
  request: Request;
  context: RequestContext;
};

/** What answers one route's requests. */
type RouteHandler<R extends ApiRoute> = (call: RouteCall<R>) => Promise<RouteAnswer<R>>;

/**
 * A route whose permission depends on the request (its contract's `permission.when`): whether
 * this request needs it (asked only of staff without it), then the answer.
 */
export interface ConditionalRoute<R extends ApiRoute> {
  needsPermission: (call: RouteCall<R>) => Promise<boolean>;
  handle: RouteHandler<R>;
}

/**
 * One function per API route of an area, each answering what the route's schema describes; a
 * route with a conditional permission also says when a request needs it, so none can forget.
 */
export type AreaImplementation<A extends AdminArea> = {
  [K in keyof A['api']]: A['api'][K] extends { permission: { when: string } }
    ? ConditionalRoute<A['api'][K]>
    : RouteHandler<A['api'][K]>;
};

/** The 403 for a staff account without a permission: what is not allowed and who can allow it. */
export function permissionRequired(permission: Permission): HttpError {
  return new HttpError(403, permissionRefusal(permission), {
    details: { reason: PERMISSION_REFUSAL_REASON, permission },
  });
}

/**
 * A Netlify Function serving every API route of an admin area, built from its contract: the
 * route by path and method (405 with `Allow` for another method, 404 for no route), the
 * same-site check on every write, the role check, the permission check (403 naming it; see
 * permissions.ts), the query and body parsed with the route's schemas (400 with messages per
 * field), and the answer parsed with its answer schema, so nothing the contract does not promise
 * (a password hash) can leave.
 */
export function areaHandler<A extends AdminArea>(area: A, implementation: AreaImplementation<A>) {
  return (request: Request, context: RequestContext): Promise<Response> =>
    handleErrors(request, async () => {
      const { name, route, params } = findRoute(area, request);
      checkSameSite(route, request);
      // Every route of an admin area asks for a session (AdminRoute); this keeps it so.
      if (route.roles === 'public') throw new Error(`${name} of ${area.id} is not public`);
      const session = await requireRole(request, route.roles);
      const needed =
        typeof route.permission === 'string' ? route.permission : route.permission?.name;
      const permitted = needed === undefined || hasPermission(session.user, needed);
      if (needed && typeof route.permission === 'string' && !permitted) {
        throw permissionRequired(needed);
      }
      const input = await readRouteInput(route, request, params);
      type Implemented = RouteHandler<ApiRoute> | ConditionalRoute<ApiRoute>;
      const implemented = implementationOf(
        implementation as Readonly<Partial<Record<string, Implemented>>>,
        name,
      );
      const call = {
        ...input,
        actor: { id: session.user.id, username: session.user.username },
        session,
        request,
        context,
      } as RouteCall<ApiRoute>;
      let result: unknown;
      if (typeof implemented === 'function') {
        // Its type forbids it; a route that says when it needs a permission must be asked.
        if (typeof route.permission === 'object') throw new Error(`${name} must say when`);
        result = await implemented(call);
      } else {
        if (needed && !permitted && (await implemented.needsPermission(call))) {
          throw permissionRequired(needed);
        }
        result = await implemented.handle(call);
      }
      return routeResponse(route, result);
    });
}

/** Every path an area's routes answer, for its function's `config.path` (checked by a test). */
export function areaPaths(area: AdminArea): string[] {
  return groupPaths(area);
}
