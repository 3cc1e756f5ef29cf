// What an API route promises, written once and read by both sides: the server builds its handler
// from it (src/server/api/), the browser its typed calls (src/lib/api/call-route.ts). Admin areas
// (src/lib/admin/areas/) and public route groups (src/lib/public-api/) are both made of these.
import type { z } from 'zod';
import type { Permission } from '../admin/permission-names.ts';
import type { ParamSchemas } from './route-params.ts';

/** Every back-office role; `admin` may do everything, `staff` what an area lets it. */
export const ROLES = ['admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** Who may call a route anyone may call: no session is asked for. */
export const PUBLIC = 'public';

/** The HTTP methods an API route may answer. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The request budgets of public routes (their rules: src/server/spam/rate-limit.ts). */
export type RateBucket =
  | 'contact'
  | 'newsletter'
  | 'challenge'
  | 'deliveryInterest'
  | 'restockWaitlist'
  | 'promoCheck'
  | 'orders'
  | 'cancelPayment'
  | 'standingCard'
  | 'deliveriesCode'
  | 'myDeliveries';

/** How long the CDN keeps a public answer, by name (their times: src/server/http/cdn-cache.ts). */
export type CachePolicy =
  'storeStatus' | 'banner' | 'topNotices' | 'products' | 'product' | 'faqs' | 'testimonials';

/** One API route: method, path (`:name` for a parameter), who may call it, and its schemas. */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  /** The roles of a signed-in account that may call it, or PUBLIC: anyone, no session. */
  roles: readonly Role[] | typeof PUBLIC;
  /**
   * A permission staff need besides their role (admins have every one; see permissions.ts),
   * checked by the area handler: on every request, or, with `when`, only on a request that does
   * what `when` says, which the route's implementation decides (`needsPermission`).
   */
  permission?: Permission | { name: Permission; when: string };
  /**
   * What its path parameters may hold, by name, where not a plain record id (RECORD_ID_PARAM):
   * a request whose parameter does not fit is answered 404 before any handler runs.
   */
  params?: ParamSchemas;
  /** The query string, read as an object of strings (`?status=paid` → `{status: 'paid'}`). */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The most bytes its JSON body may have, when more than the 64 KB every other route takes. */
  maxBodyBytes?: number;
  /** The answer on success; the server parses what it sends with it, the browser what it gets. */
  answer: z.core.$ZodType;
  /** A download instead of JSON (a CSV export): its type; `answer` then describes its text. */
  file?: { contentType: string };
  /** A page or stylesheet instead of JSON: its type; `answer` then describes its text. */
  text?: { contentType: string };
  /**
   * A file upload instead of a JSON body: sent as `multipart/form-data` with the file in `field`,
   * refused with 413 and `tooLarge` past `maxBytes`. What the file holds is the route's to check.
   */
  upload?: { field: string; maxBytes: number; tooLarge: string };
  /** Requests counted per client address against this budget (429 past it). */
  rateLimit?: RateBucket;
  /** Kept by the CDN under this policy (public GET routes only); otherwise never cached. */
  cache?: CachePolicy;
  /** Writes are refused from other sites (403) unless this says why a route takes them. */
  crossSite?: string;
}

/** A file sent to an upload route, as the server reads it. */
export interface UploadedFile {
  /** The name the browser gave it; never trusted for its type. */
  name: string;
  /** The type the browser claimed; never trusted either. */
  type: string;
  bytes: Uint8Array;
}

/**
 * A group of routes: an admin area or a public group. Its routes by name, and the reasons it
 * refuses things; one shape, so an API reference can read them all alike.
 */
export interface ApiGroup {
  id: string;
  api: Readonly<Record<string, ApiRoute>>;
  /** Machine-readable reasons of its refusals (409/422 and the like), shared by both sides. */
  refusals?: Readonly<Record<string, string>>;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a path needs, from its pattern: `/a/:id/b` → `{id: string}`. */
export type PathParams<P extends string> = Record<ParamNames<P>, string>;

/** What the server parses from a request for a route, and the browser sends. */
export interface RouteInput<R extends ApiRoute> {
  params: PathParams<R['path']>;
  query: R['query'] extends z.ZodType ? z.output<R['query']> : undefined;
  body: R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
  file: R['upload'] extends object ? UploadedFile : undefined;
}

/** The answer of a route, as the browser receives it. */
export type AnswerOf<R extends ApiRoute> = z.output<R['answer']>;

/**
 * The parameters of `pathname` if it has the shape of `pattern` (same number of segments, the
 * fixed ones equal), each percent-decoded; null otherwise or for a broken escape.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

/** A path from its pattern and parameters, each parameter percent-encoded. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs a value for ${name}`);
    return encodeURIComponent(value);
  });
}

/** Every path a group's routes answer, for its function's `config.path` (checked by a test). */
export function groupPaths(group: ApiGroup): string[] {
  return [...new Set(Object.values(group.api).map((route) => route.path))];
}
