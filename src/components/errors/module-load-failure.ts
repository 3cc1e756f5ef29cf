// A script chunk the page asked for (a dynamic import) that did not arrive: offline, a deploy
// that removed the old chunks, a network cut. Browsers keep such a failure for the page's life
// (Chromium 150 even for the fetch Vite's preload helper made first), so asking again fails at
// once with no request: only a reload fetches the code again.

/** What Chromium, Firefox and Safari say when a dynamically imported module does not load. */
const MODULE_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  // Vite's preload helper, when a chunk's stylesheet did not load.
  /unable to preload css/i,
];

/** Whether `error` says a script chunk could not be loaded (as opposed to code that failed). */
export function isModuleLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return MODULE_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}
