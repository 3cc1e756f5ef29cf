import {
  matchPath,
  type AdminArea,
  type ApiRoute,
  type RouteInput,
} from '../../lib/admin/contract.ts';
import {
  hasPermission,
  PERMISSION_REFUSAL_REASON,
  permissionRefusal,
  type Permission,
} from '../../lib/admin/permissions.ts';
import type { z } from 'zod';
import type { Actor } from '../audit.ts';
import { requireRole } from '../auth/guard.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import { HttpError } from '../http/errors.ts';
import { handleErrors, type RequestContext } from '../http/handler.ts';
import { readQuery } from '../http/query.ts';
import { assertSameSite, readJsonBody, readUploadedFile } from '../http/request.ts';
import { download, json } from '../http/respond.ts';

/** What a route's implementation gets: the parsed request, who made it, and the raw parts. */
export type RouteCall<R extends ApiRoute> = RouteInput<R> & {
  actor: Actor;
  session: ActiveSession;
  request: Request;
  context: RequestContext;
};

/** An answer with a status other than 200 (201 for something created). */
export class WithStatus<T> {
  readonly status: number;
  readonly answer: T;
  constructor(status: number, answer: T) {
    this.status = status;
    this.answer = answer;
  }
}

/** Marks an answer as a creation: 201. */
export function created<T>(answer: T): WithStatus<T> {
  return new WithStatus(201, answer);
}

/** A file answer, for routes whose contract says `file`: its text and the name to save it as. */
export class FileAnswer {
  readonly body: string;
  readonly fileName: string;
  constructor(body: string, fileName: string) {
    this.body = body;
    this.fileName = fileName;
  }
}

type Answer<R extends ApiRoute> = R['file'] extends object ? FileAnswer : z.input<R['answer']>;

/** What answers one route's requests. */
type RouteHandler<R extends ApiRoute> = (
  call: RouteCall<R>,
) => Promise<Answer<R> | WithStatus<Answer<R>>>;

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
 * The route a request is for: its name and parameters, or the methods its path allows. A path
 * that fits a route with fixed segments is that route's, never a parameter's
 * (`/special-dates/holidays` is not the special date "holidays").
 */
function routeFor(area: AdminArea, method: string, pathname: string) {
  const fits = Object.entries(area.api).flatMap(([name, route]) => {
    const params = matchPath(route.path, pathname);
    return params ? [{ name, route, params, generality: Object.keys(params).length }] : [];
  });
  const mostSpecific = Math.min(...fits.map((fit) => fit.generality));
  const candidates = fits.filter((fit) => fit.generality === mostSpecific);
  const match = candidates.find((fit) => fit.route.method === method);
  return match ?? { allowed: candidates.map((fit) => fit.route.method) };
}

/** A route's implementation by name, as the handler calls it (its input is checked by then). */
function implementationOf(
  implementation: object,
  name: string,
): RouteHandler<ApiRoute> | ConditionalRoute<ApiRoute> {
  const byName = implementation as Record<
    string,
    RouteHandler<ApiRoute> | ConditionalRoute<ApiRoute>
  >;
  const implemented = byName[name];
  if (!implemented) throw new Error(`No implementation of ${name}`);
  return implemented;
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
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const found = routeFor(area, method, new URL(request.url).pathname);
      if (!('route' in found)) {
        if (found.allowed.length === 0) throw new HttpError(404);
        throw new HttpError(405, 'This method is not allowed here.', {
          headers: { Allow: [...new Set(found.allowed)].join(', ') },
        });
      }
      const { name, route, params } = found;
      if (route.method !== 'GET') assertSameSite(request);
      const session = await requireRole(request, route.roles);
      const needed =
        typeof route.permission === 'string' ? route.permission : route.permission?.name;
      const permitted = needed === undefined || hasPermission(session.user, needed);
      if (needed && typeof route.permission === 'string' && !permitted) {
        throw permissionRequired(needed);
      }
      const input = {
        params,
        query: route.query ? readQuery(request, route.query) : undefined,
        body: route.body ? await readJsonBody(request, route.body, route.maxBodyBytes) : undefined,
        file: route.upload ? await readUploadedFile(request, route.upload) : undefined,
      };
      const implemented = implementationOf(implementation, name);
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
      if (route.file && result instanceof FileAnswer) {
        return download(
          route.answer.parse(result.body) as string,
          result.fileName,
          route.file.contentType,
        );
      }
      const answered: WithStatus<unknown> =
        result instanceof WithStatus ? result : new WithStatus(200, result);
      return json(route.answer.parse(answered.answer), answered.status);
    });
}

/** Every path an area's routes answer, for its function's `config.path` (checked by a test). */
export function areaPaths(area: AdminArea): string[] {
  return [...new Set(Object.values(area.api).map((route) => route.path))];
}
