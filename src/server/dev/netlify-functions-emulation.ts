import netlifyVitePlugin from '@netlify/vite-plugin';
import type { AstroConfig } from 'astro';

/** The Netlify features `astro dev` emulates (the adapter's `devFeatures`, read here too). */
export const NETLIFY_DEV_FEATURES = {
  // The shop has no edge functions; emulating them only made `astro dev` try to download Deno.
  edgeFunctions: false,
  images: true,
  environmentVariables: false,
} as const;

/** The name of the Vite plugin @astrojs/netlify adds for `astro dev`. */
export const NETLIFY_VITE_PLUGIN = 'vite-plugin-netlify';

interface NamedPlugin {
  name?: unknown;
  configureServer?: unknown;
}

const pluginsIn = (plugins: unknown): NamedPlugin[] =>
  Array.isArray(plugins)
    ? plugins.flatMap(pluginsIn)
    : typeof plugins === 'object' && plugins !== null
      ? [plugins]
      : [];

/** Netlify's dev plugin among `plugins` (nested as Vite allows); `whose` names them in the error. */
function netlifyPluginIn(plugins: unknown, whose: string): NamedPlugin {
  const plugin = pluginsIn(plugins).find(({ name }) => name === NETLIFY_VITE_PLUGIN);
  if (!plugin) throw new Error(`astro dev: ${whose} has no ${NETLIFY_VITE_PLUGIN}`);
  return plugin;
}

/**
 * Netlify's dev emulation (images, headers, redirects, static files, Blobs' context) without its
 * Functions part. The shop's functions are served by astro-dev-platform.ts, loaded once through
 * Vite; Netlify's emulation still traced and bundled every one of them (54, about 85 s of one core
 * on a fresh clone) before it answered the first page, though it never serves them.
 * @astrojs/netlify has no setting for that, so the plugin it added is given the server hook of
 * one made with the same features and Functions off. It throws when either plugin is not found,
 * so an upgrade that renames it is seen at once instead of a slow first page.
 */
export function withoutNetlifyFunctionsEmulation(
  config: Pick<AstroConfig, 'image' | 'vite'>,
): void {
  // Remote image patterns would need passing on to the new plugin as the adapter does.
  if (config.image.domains.length > 0 || config.image.remotePatterns.length > 0) {
    throw new Error('astro dev: pass the remote image patterns to Netlify’s dev plugin too');
  }
  const added = netlifyPluginIn(config.vite.plugins, 'the config @astrojs/netlify set up');
  const replacement = netlifyPluginIn(
    netlifyVitePlugin({
      images: { enabled: NETLIFY_DEV_FEATURES.images, remoteURLPatterns: [] },
      environmentVariables: { enabled: NETLIFY_DEV_FEATURES.environmentVariables },
      edgeFunctions: { enabled: NETLIFY_DEV_FEATURES.edgeFunctions },
      functions: { enabled: false },
    }),
    '@netlify/vite-plugin',
  );
  added.configureServer = replacement.configureServer;
}
