/**
 * The start of the name of the temporary directory each production-like server keeps its build
 * copy and Blobs in (`<tmpdir>/<prefix>XXXXXX/blobs`), so browser tests can read the emails it
 * kept in its outbox (tests/e2e/fixtures/outbox.ts).
 */
export const BUILD_WORKSPACE_PREFIX = 'cube-kitchen-build-';

/**
 * The file in that directory naming the server's origin and its Blobs context, so a browser
 * test can run a scheduled job against the same store (tests/e2e/fixtures/jobs.ts).
 */
export const SERVED_STORE_FILE = 'served-store.json';

/**
 * Where `npm test` keeps a copy of the build's SSR function (scripts/test-all.ts), which every
 * Astro command (dev, check, sync) empties as it starts: the browser step puts it back once
 * `astro dev` has started, before its servers copy the build (playwright.config.ts).
 */
export const KEPT_SSR = '.netlify/kept-ssr';
