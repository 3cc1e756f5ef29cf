// The core every API function is built on, admin area or public group: find the route a request
// is for, parse its input with the route's schemas, and write its answer parsed with the answer
// schema. The admin kit (src/server/admin/area-handler.ts) adds sessions, roles and permissions;
// the public one (public-handler.ts) rate limits and CDN caching.
import { z } from 'zod';
import { matchPath, type ApiGroup, type ApiRoute } from '../../lib/api/contract.ts';
import { checkedParams } from '../../lib/api/route-params.ts';
import { HttpError } from '../http/errors.ts';
import { readQuery } from '../http/query.ts';
import { assertSameSite, readJsonBody, readUploadedFile } from '../http/request.ts';
import { download, json } from '../http/respond.ts';
import { API_SECURITY_HEADERS } from '../http/security-headers.ts';

/** An answer with a status other than 200 (201 for something created), or headers of its own. */
export class WithStatus<T> {
  readonly status: number;
  readonly answer: T;
  /** Headers the answer carries (a session cookie); they never replace the security headers. */
  readonly headers: Readonly<Record<string, string>>;
  constructor(status: number, answer: T, headers: Record<string, string> = {}) {
    this.status = status;
    this.answer = answer;
    this.headers = headers;
  }
}

/** Marks an answer as a creation: 201. */
export function created<T>(answer: T): WithStatus<T> {
  return new WithStatus(201, answer);
}

/**
 * A file answer, for routes whose contract says `file`: its text (or bytes, such as a zip) and
 * the name to save it as, and its type when it is not the one the contract names.
 */
export class FileAnswer {
  readonly body: string | Uint8Array;
  readonly fileName: string;
  readonly contentType: string | undefined;
  constructor(body: string | Uint8Array, fileName: string, contentType?: string) {
    this.body = body;
    this.fileName = fileName;
    this.contentType = contentType;
  }
}

/** What a route's implementation returns: its answer (a file's for a download), maybe a status. */
export type RouteAnswer<R extends ApiRoute> =
  | (R['file'] extends object ? FileAnswer : z.input<R['answer']>)
  | WithStatus<R['file'] extends object ? FileAnswer : z.input<R['answer']>>;

/** The route a request is for, with its name and the parameters its path holds. */
export interface FoundRoute {
  name: string;
  route: ApiRoute;
  params: Record<string, string>;
}

/**
 * The route a request is for: 405 with `Allow` for a path whose routes take other methods, 404
 * for no route. A path that fits a route with fixed segments is that route's, never a
 * parameter's (`/special-dates/holidays` is not the special date "holidays").
 */
export function findRoute(group: ApiGroup, request: Request): FoundRoute {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const pathname = new URL(request.url).pathname;
  const fits = Object.entries(group.api).flatMap(([name, route]) => {
    const params = matchPath(route.path, pathname);
    return params ? [{ name, route, params, generality: Object.keys(params).length }] : [];
  });
  const mostSpecific = Math.min(...fits.map((fit) => fit.generality));
  const candidates = fits.filter((fit) => fit.generality === mostSpecific);
  const match = candidates.find((fit) => fit.route.method === method);
  if (match) return match;
  if (candidates.length === 0) throw new HttpError(404);
  throw new HttpError(405, 'This method is not allowed here.', {
    headers: { Allow: [...new Set(candidates.map((fit) => fit.route.method))].join(', ') },
  });
}

/** Refuses a write from another site (403), unless the route says why it takes them. */
export function checkSameSite(route: ApiRoute, request: Request): void {
  if (route.method !== 'GET' && route.crossSite === undefined) assertSameSite(request);
}

/**
 * The request's path parameters, query, body and file, parsed with the route's schemas: a
 * parameter that cannot be an id of ours is a 404 (it names nothing), the rest 400 per field.
 */
export async function readRouteInput(
  route: ApiRoute,
  request: Request,
  found: Readonly<Record<string, string>>,
) {
  const params = checkedParams(found, route.params);
  if (!params) throw new HttpError(404);
  return {
    params,
    query: route.query ? readQuery(request, route.query) : undefined,
    body: route.body ? await readJsonBody(request, route.body, route.maxBodyBytes) : undefined,
    file: route.upload ? await readUploadedFile(request, route.upload) : undefined,
  };
}

/** The implementation of a route by name, as the kit calls it (its input is checked by then). */
export function implementationOf<T>(
  implementation: Readonly<Partial<Record<string, T>>>,
  name: string,
): T {
  const implemented = implementation[name];
  if (!implemented) throw new Error(`No implementation of ${name}`);
  return implemented;
}

/**
 * The response for what a route's implementation returned, parsed with its answer schema so
 * nothing the contract does not promise (a password hash) can leave: JSON, a download, or a
 * page or stylesheet; `headers` (caching) are added to it.
 */
export function routeResponse(
  route: ApiRoute,
  result: unknown,
  headers: Record<string, string> = {},
): Response {
  if (route.file && result instanceof FileAnswer) {
    return download(
      z.parse(route.answer, result.body) as string | Uint8Array,
      result.fileName,
      result.contentType ?? route.file.contentType,
    );
  }
  const answered: WithStatus<unknown> =
    result instanceof WithStatus ? result : new WithStatus(200, result);
  const answer: unknown = z.parse(route.answer, answered.answer);
  const extra = { ...headers, ...answered.headers };
  if (route.text) {
    return new Response(answer as string, {
      status: answered.status,
      headers: {
        'Content-Type': route.text.contentType,
        'Cache-Control': 'no-store',
        ...extra,
        ...API_SECURITY_HEADERS,
      },
    });
  }
  return json(answer, answered.status, extra);
}
