import { existsSync } from 'node:fs';

/** Where Chromium is looked for when CHROME_PATH is not set: Debian's package first. */
const KNOWN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Debian's `chromium-headless-shell` package: Chromium's headless-only build. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** The full Chromium (for Lighthouse): CHROME_PATH, else a system one, else undefined. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return KNOWN_PATHS.find((path) => existsSync(path));
}

/**
 * The Chromium the tests drive: CHROME_PATH, else the headless shell, else a full system one,
 * else undefined (Playwright's own). The headless shell is what Playwright itself runs headless
 * tests in: with no window to composite it took half the test time of the full browser's
 * headless mode for the same storefront specs (docs/benchmarks.md, the fifth round).
 */
export function findTestChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : findChromium();
}

/**
 * Flags for a headless Chromium that keeps to the page under test: no sandbox (containers and CI
 * run as root), no GPU, and none of the background fetching that would add noise to timings.
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
