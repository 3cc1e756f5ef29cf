import type { ApiGroup, ApiRoute, RouteInput } from '../../lib/api/contract.ts';
import { requireRole } from '../auth/guard.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import { CACHE_POLICIES } from '../http/cdn-cache.ts';
import { handleErrors, type RequestContext } from '../http/handler.ts';
import { enforceRateLimit } from '../spam/rate-limit.ts';
import {
  checkSameSite,
  findRoute,
  implementationOf,
  readRouteInput,
  routeResponse,
  type RouteAnswer,
} from './route-kit.ts';

/**
 * What a route's implementation gets: the parsed request and the raw parts, and for a route
 * that asks for a session (roles), that session.
 */
export type PublicCall<R extends ApiRoute> = RouteInput<R> & {
  request: Request;
  context: RequestContext;
  session: R['roles'] extends 'public' ? null : ActiveSession;
};

/**
 * Functions for routes of a public group, each answering what its schema describes. A Netlify
 * Function serves the paths it names in `config.path`, so it implements those routes alone.
 */
export type GroupImplementation<G extends ApiGroup> = {
  [K in keyof G['api']]?: (call: PublicCall<G['api'][K]>) => Promise<RouteAnswer<G['api'][K]>>;
};

/**
 * A Netlify Function serving the implemented routes of a public group, built from its contract
 * as an admin area's is (route by path and method, same-site check on writes, input parsed with
 * the route's schemas, answer parsed with its answer schema). A public route asks for no
 * session (one with roles does: 401/403, as an admin area's); instead it has its rate limit
 * (429) and, for a cached answer, the CDN headers of its policy.
 */
export function publicHandler<G extends ApiGroup>(
  group: G,
  implementation: GroupImplementation<G>,
) {
  const served: ApiGroup = {
    id: group.id,
    api: Object.fromEntries(Object.entries(group.api).filter(([name]) => name in implementation)),
  };
  return (request: Request, context: RequestContext): Promise<Response> =>
    handleErrors(request, async () => {
      const { name, route, params } = findRoute(served, request);
      checkSameSite(route, request);
      const session = route.roles === 'public' ? null : await requireRole(request, route.roles);
      if (route.rateLimit) await enforceRateLimit(route.rateLimit, context.ip);
      const input = await readRouteInput(route, request, params);
      const call = { ...input, request, context, session };
      type Implemented = (call: PublicCall<ApiRoute>) => Promise<unknown>;
      const implemented = implementationOf(
        implementation as Readonly<Partial<Record<string, Implemented>>>,
        name,
      );
      const result = await implemented(call as PublicCall<ApiRoute>);
      return routeResponse(
        route,
        result,
        route.cache ? CACHE_POLICIES[route.cache](input.params) : {},
      );
    });
}
