// What an admin area promises, written once and read by both sides: the server builds its
// handler from it (src/server/admin/area-handler.ts), the browser its routes, navigation and
// typed calls (src/features/admin/api/). See docs/adding-an-admin-area.md. The route itself is
// the one every API route is made of (src/lib/api/contract.ts).
import type { z } from 'zod';
import { ROLES, type ApiRoute, type Role } from '../api/contract.ts';
import type { Permission } from './permission-names.ts';

export {
  fillPath,
  matchPath,
  ROLES,
  type AnswerOf,
  type ApiRoute,
  type HttpMethod,
  type PathParams,
  type Role,
  type RouteInput,
  type UploadedFile,
} from '../api/contract.ts';

/** Who may use a route or a screen: everyone signed in, or admins alone. */
export const ALL_ROLES: readonly Role[] = ROLES;
export const ADMINS_ONLY: readonly Role[] = ['admin'];

/** A route of an admin area: for signed-in accounts of some roles only, never public. */
export type AdminRoute = ApiRoute & { roles: readonly Role[] };

/** One screen of the admin app: its URL, title, who may open it, and its navigation entry. */
export interface AdminScreen {
  id: string;
  /** `/admin/...`, with `:name` for a parameter. */
  path: string;
  title: string;
  roles: readonly Role[];
  /** A permission staff need besides the role to open it (admins have every one). */
  permission?: Permission;
  /** Parameters that must hold for the path to be this screen (e.g. an id's shape). */
  params?: z.ZodType<Record<string, string>>;
  /** Listed in the navigation, by `order`, for the roles that may open it. */
  nav?: { label: string; order: number };
}

/** An admin area: its screens, its API routes by name, and the reasons it refuses things. */
export interface AdminArea {
  id: string;
  screens: readonly AdminScreen[];
  api: Readonly<Record<string, AdminRoute>>;
  /** Machine-readable reasons of its 409/422 answers, shared by server and browser. */
  refusals?: Readonly<Record<string, string>>;
}

/** Declares an area, keeping every literal type (paths, roles, schemas) for callers. */
export function defineArea<const A extends AdminArea>(area: A): A {
  return area;
}
