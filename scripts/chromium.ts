import { existsSync } from 'node:fs';

/** Where Chromium is looked for when CHROME_PATH is not set: Debian's package first. */
const KNOWN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium the browser tests use: CHROME_PATH, else a system one, else undefined. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return KNOWN_PATHS.find((path) => existsSync(path));
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
