// How the login throttle slows an attempt: it holds it for the delay the throttle decided before
// the password is checked. A module of its own so a test can record the delays asked for instead
// of waiting them out (the delays are what the throttle decides; the wait is only a timer).

/** Holds a login attempt for `ms` milliseconds. */
export async function holdLoginAttempt(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}
