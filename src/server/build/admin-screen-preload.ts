import type { Plugin } from 'vite';

/** Where the back office's code lives: its screens load lazily, each on first opening. */
const ADMIN_SOURCE = /[\\/]src[\\/]features[\\/]admin[\\/]/;

/**
 * Opens each back-office screen without a list of its files to preload.
 *
 * Vite turns every lazy `import()` into a call that first adds a `<link rel="modulepreload">`
 * for each file the imported chunk needs, all in one go. An admin screen needs 20-30 small
 * files, and when the back office first draws, those links were inserted inside React's first
 * render: the longest task of /admin/orders (about 25 ms of 70 on this machine, 4 times that on
 * Lighthouse's simulated phone) and most of its Total Blocking Time. Without the list the
 * browser asks for the screen's files as it reads their imports, in short tasks spread over the
 * load; the page's largest paint did not move (docs/benchmarks.md). Shop pages keep their lists.
 */
export function adminScreensWithoutPreloadLists(): Plugin {
  const adminLazyChunks = new Set<string>();
  return {
    name: 'cube-kitchen:admin-screens-without-preload-lists',
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return {
        build: {
          modulePreload: {
            polyfill: false,
            resolveDependencies: (file, deps) => (adminLazyChunks.has(file) ? [] : deps),
          },
        },
      };
    },
    // Runs before Vite's own generateBundle writes the lists, so the set is full by then.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          const lazyAdminChunk =
            output.type === 'chunk' &&
            output.isDynamicEntry &&
            ADMIN_SOURCE.test(output.facadeModuleId ?? '');
          if (lazyAdminChunk) adminLazyChunks.add(output.fileName);
        }
      },
    },
  };
}
