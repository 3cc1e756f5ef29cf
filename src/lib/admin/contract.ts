// What an admin area promises, written once and read by both sides: the server builds its
// handler from it (src/server/admin/area-handler.ts), the browser its routes, navigation and
// typed calls (src/features/admin/api/). See docs/adding-an-admin-area.md.
import type { z } from 'zod';
import type { Permission } from './permissions.ts';

/** Every back-office role; `admin` may do everything, `staff` what an area lets it. */
export const ROLES = ['admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** Who may use a route or a screen: everyone signed in, or admins alone. */
export const ALL_ROLES: readonly Role[] = ROLES;
export const ADMINS_ONLY: readonly Role[] = ['admin'];

/** The HTTP methods an admin API route may answer. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API route: method, path (`:name` for a parameter), roles, and its schemas. */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  roles: readonly Role[];
  /**
   * A permission staff need besides their role (admins have every one; see permissions.ts),
   * checked by the area handler: on every request, or, with `when`, only on a request that does
   * what `when` says, which the route's implementation decides (`needsPermission`).
   */
  permission?: Permission | { name: Permission; when: string };
  /** The query string, read as an object of strings (`?status=paid` → `{status: 'paid'}`). */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The most bytes its JSON body may have, when more than the 64 KB every other route takes. */
  maxBodyBytes?: number;
  /** The answer on success; the server parses what it sends with it, the browser what it gets. */
  answer: z.ZodType;
  /** A download instead of JSON (a CSV export): its type; `answer` then describes its text. */
  file?: { contentType: string };
  /**
   * A file upload instead of a JSON body: sent as `multipart/form-data` with the file in `field`,
   * refused with 413 and `tooLarge` past `maxBytes`. What the file holds is the route's to check.
   */
  upload?: { field: string; maxBytes: number; tooLarge: string };
}

/** A file sent to an upload route, as the server reads it. */
export interface UploadedFile {
  /** The name the browser gave it; never trusted for its type. */
  name: string;
  /** The type the browser claimed; never trusted either. */
  type: string;
  bytes: Uint8Array;
}

/** One screen of the admin app: its URL, title, who may open it, and its navigation entry. */
export interface AdminScreen {
  id: string;
  /** `/admin/...`, with `:name` for a parameter. */
  path: string;
  title: string;
  roles: readonly Role[];
  /** Parameters that must hold for the path to be this screen (e.g. an id's shape). */
  params?: z.ZodType<Record<string, string>>;
  /** Listed in the navigation, by `order`, for the roles that may open it. */
  nav?: { label: string; order: number };
}

/** An admin area: its screens, its API routes by name, and the reasons it refuses things. */
export interface AdminArea {
  id: string;
  screens: readonly AdminScreen[];
  api: Readonly<Record<string, ApiRoute>>;
  /** Machine-readable reasons of its 409/422 answers, shared by server and browser. */
  refusals?: Readonly<Record<string, string>>;
}

/** Declares an area, keeping every literal type (paths, roles, schemas) for callers. */
export function defineArea<const A extends AdminArea>(area: A): A {
  return area;
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
