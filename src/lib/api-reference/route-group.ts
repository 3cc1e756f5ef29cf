// What the API reference reads: groups of route contracts. The admin areas
// (src/lib/admin/areas/) have this shape, and so do the public routes' contracts
// (src/lib/public-api/); a route whose roles are PUBLIC (or none) may be called by anyone.
import type { z } from 'zod';
import { PUBLIC } from '../api/contract.ts';

/** One route as the reference reads it (an admin `ApiRoute` is one). */
export interface ReferenceRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `:name` for a parameter. */
  path: string;
  /** The signed-in roles that may call it, or PUBLIC ('public') for a route open to anyone. */
  roles?: readonly string[] | typeof PUBLIC;
  /** A permission staff need besides their role, always or only when the request does `when`. */
  permission?: string | { name: string; when: string };
  /** Its path parameters' schemas where not a plain record id (src/lib/api/route-params.ts). */
  params?: Readonly<Record<string, z.ZodType>>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON body's limit when it is more than the 64 KB every other route takes. */
  maxBodyBytes?: number;
  answer?: z.core.$ZodType;
  /** A download instead of JSON: its content type. */
  file?: { contentType: string };
  /** A `multipart/form-data` upload: the file's field, its limit and the 413's message. */
  upload?: { field: string; maxBytes: number; tooLarge: string };
  /** One line saying what the route is for; otherwise the reference's own (purposes.ts). */
  summary?: string;
}

/** A group of routes (an admin area, a public resource): its id is the routes' tag. */
export interface RouteGroup {
  id: string;
  api: Readonly<Record<string, ReferenceRoute>>;
  /** Machine-readable reasons of its 409 refusals. */
  refusals?: Readonly<Record<string, string>>;
}

/** Whether anyone may call a route, signed in or not. */
export function isPublicRoute(route: ReferenceRoute): boolean {
  return signedInRoles(route).length === 0;
}

/** The signed-in roles that may call a route: none for a public one. */
export function signedInRoles(route: ReferenceRoute): readonly string[] {
  return route.roles === undefined || route.roles === PUBLIC ? [] : route.roles;
}

/** A contract path in OpenAPI's form: `/a/:id` → `/a/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** The names of a path's parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/[:{](\w+)\}?/g)].map((match) => match[1] ?? '');
}
