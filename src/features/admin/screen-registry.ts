import type { ComponentType } from 'react';
import { matchAdminRoute } from '../../lib/admin/routes.ts';
import type { ScreenId, ScreenParams } from '../../lib/admin/screens.ts';
import type { LazyScreen } from './lazy-screen.ts';

/**
 * What a screen gets: the parameters of its path (`ScreenProps<'user-edit'>` has `{userId}`),
 * already checked against its contract. A component for two screens names both.
 */
export interface ScreenProps<Id extends ScreenId> {
  params: Readonly<ScreenParams<Id>>;
}

/** An area's screens by their contract id, each loaded the first time it is opened. */
export type ScreenComponents = {
  readonly [Id in ScreenId]?: LazyScreen<ScreenProps<Id>>;
};

/**
 * Every screen of every area: each folder's `screens.ts` lists its own, under the ids its
 * contract gives them (src/lib/admin/areas/). Their code loads only when a screen opens, so the
 * back office's first load stays small.
 */
export const SCREEN_COMPONENTS: ScreenComponents = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<{ screens: ScreenComponents }>('./*/screens.ts', { eager: true }),
  ).map((module) => module.screens),
) as ScreenComponents;

/** What the app renders for a matched screen: its parameters, as the route table checked them. */
type MatchedScreen = ComponentType<{ params: Readonly<Record<string, string>> }>;

/**
 * The component of a screen the route table matched (src/lib/admin/routes.ts), or undefined.
 * The route table parsed its parameters with the screen's contract, so they are the ones its
 * path names.
 */
export function screenComponentOf(id: string): MatchedScreen | undefined {
  return (SCREEN_COMPONENTS as Readonly<Record<string, MatchedScreen | undefined>>)[id];
}

/**
 * Starts loading the code of the screen at an admin address (a path, with or without a query),
 * if it has one and it has not loaded yet. A failure is left for the screen to show when opened.
 */
export function preloadScreenAt(href: string): void {
  const route = matchAdminRoute(href.split(/[?#]/, 1)[0] ?? href);
  if (route.kind !== 'screen') return;
  const screen = (SCREEN_COMPONENTS as Readonly<Record<string, LazyScreen<never> | undefined>>)[
    route.screen.id
  ];
  screen?.load().catch(() => undefined);
}
