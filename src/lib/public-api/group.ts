import { PUBLIC, type ApiGroup, type ApiRoute } from '../api/contract.ts';

/** A route anyone may call: no session is asked for. */
export type PublicRoute = ApiRoute & { roles: typeof PUBLIC };

/**
 * A group of the shop's routes outside the back office's areas: most public, a few (the signed-in
 * user's own account) for any session; its routes by name and the reasons it refuses things.
 */
export type PublicGroup = ApiGroup;

/** Declares a group, keeping every literal type (paths, schemas) for callers. */
export function defineGroup<const G extends PublicGroup>(group: G): G {
  return group;
}

export { PUBLIC };
