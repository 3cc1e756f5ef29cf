import type { ComponentType, LazyExoticComponent } from 'react';

/** What every screen gets: the parameters of its path (e.g. `{userId}`), already checked. */
export interface ScreenProps {
  params: Readonly<Record<string, string>>;
}

/** An area's screens by their contract id, each loaded the first time it is opened. */
export type ScreenComponents = Readonly<
  Record<string, LazyExoticComponent<ComponentType<ScreenProps>>>
>;

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
