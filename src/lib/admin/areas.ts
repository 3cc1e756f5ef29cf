import type { AdminArea } from './contract.ts';

/**
 * Every admin area: each module of `./areas/` exports one. A new area joins the route table,
 * the navigation and the role checks by having its contract there.
 */
export const ADMIN_AREAS: readonly AdminArea[] = Object.values(
  import.meta.glob<Record<string, unknown>>('./areas/*.ts', { eager: true }),
).flatMap((module) => Object.values(module).filter(isArea));

function isArea(value: unknown): value is AdminArea {
  return typeof value === 'object' && value !== null && 'api' in value && 'screens' in value;
}
