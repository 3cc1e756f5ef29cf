// What one function instance keeps in memory from one request to the next (reads it reuses for
// a few seconds, the block of order numbers it took, the signing key it loaded). Each keeper
// registers how to forget what it keeps. Netlify starts every instance empty, so production never
// calls forgetInstanceMemory(); a test process that moves on to a fresh store does, to start as
// a new instance would.
const forgetters = new Set<() => void>();

/** Registers how to forget something this instance keeps between requests. */
export function keptInInstance(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets everything this instance keeps between requests, as a fresh instance starts. */
export function forgetInstanceMemory(): void {
  for (const forget of forgetters) forget();
}
