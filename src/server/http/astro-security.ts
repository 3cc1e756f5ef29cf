import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { renderHeadersFile, STATIC_HEADER_RULES } from './netlify-headers-file.ts';

/**
 * Zod 4 probes for `eval` (`new Function`) the first time it builds an object schema; under a
 * policy without 'unsafe-eval' the probe fails quietly but is still reported as a violation.
 * Jitless mode skips the probe. It runs in <head>, before any island's module, on every page.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

/**
 * What the site's security needs from the build: Netlify's `_headers` (the security headers of
 * every static file) written from security-headers.ts, and the Zod setting above, which Astro
 * hashes into every page's policy like its own inline scripts.
 */
export function securityIntegration(): AstroIntegration {
  return {
    name: 'cube-kitchen:security',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript('head-inline', ZOD_JITLESS_SCRIPT);
      },
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL('_headers', dir), renderHeadersFile(STATIC_HEADER_RULES));
      },
    },
  };
}
