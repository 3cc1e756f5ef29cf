// What each route is for, in words: the contracts say what a route takes and answers, not why
// anyone calls it. A route's own `summary` wins; a route with neither gets its name as a line
// (and the reference's test asks for a real one).
import { PUBLIC_PURPOSES } from './purposes-public.ts';
import { ADMIN_PURPOSES } from './purposes-admin.ts';
import { openApiPath, type ReferenceRoute } from './route-group.ts';

/** Purposes by `METHOD /path/{param}`: one line (the tables'), then more detail if any. */
export type Purposes = Readonly<Record<string, readonly [summary: string, details?: string]>>;

/** A route's purpose: the one line the tables show, and details for the JSON's description. */
export interface Purpose {
  summary: string;
  details?: string | undefined;
  /** Whether someone wrote it (else it is made from the route). */
  written: boolean;
}

const PURPOSES: Readonly<Record<string, Purposes[string]>> = Object.fromEntries(
  Object.entries({ ...ADMIN_PURPOSES, ...PUBLIC_PURPOSES }).map(([key, value]) => [
    anonymous(key),
    value,
  ]),
);

/** `METHOD /path` with its parameters' names left out, so contracts may name them as they like. */
function anonymous(key: string): string {
  return key.replace(/\{\w+\}/g, '{}');
}

/** The key a route's purpose is written under. */
export function purposeKey(route: Pick<ReferenceRoute, 'method' | 'path'>): string {
  return anonymous(`${route.method} ${openApiPath(route.path)}`);
}

/** What a route is for: its own summary, the written one, or one made from its method and path. */
export function purposeOf(route: ReferenceRoute): Purpose {
  const [summary, details] = PURPOSES[purposeKey(route)] ?? [];
  if (route.summary !== undefined) return { summary: route.summary, details, written: true };
  if (summary !== undefined) return { summary, details, written: true };
  return { summary: `${route.method} ${route.path}`, written: false };
}

/** Written purposes no route of `routes` has: a route renamed or gone. */
export function unusedPurposes(routes: readonly ReferenceRoute[]): string[] {
  const used = new Set(routes.map(purposeKey));
  return Object.keys({ ...ADMIN_PURPOSES, ...PUBLIC_PURPOSES }).filter(
    (key) => !used.has(anonymous(key)),
  );
}
