import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen whose code loads on first use: when it renders, or earlier when asked to `load`. */
export type LazyScreen<Props> = LazyExoticComponent<ComponentType<Props>> & {
  load: () => Promise<unknown>;
};

/**
 * A screen loaded the first time it is opened, or as soon as a link to it is pointed at or
 * focused (preloadScreenAt). Each screen's code comes without a list of files to preload
 * (src/server/build/admin-screen-preload.ts), so that early start hides the few round trips the
 * browser takes to find its files. Its props come from its place in ScreenComponents, as `lazy`
 * took them (NoInfer): a component for two screens takes either's parameters.
 */
export function lazyScreen<Props>(
  load: () => Promise<{ default: ComponentType<NoInfer<Props>> }>,
): LazyScreen<Props> {
  return Object.assign(lazy(load), { load });
}
