// How long the double opt-in's links and limits last, apart from the schemas so the browser's
// newsletter dialog can say it without loading zod.

/** At most one confirmation email per address in this time, so the forms cannot flood anyone. */
export const CONFIRMATION_EMAIL_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** How long a confirmation link works: long enough for a weekend away from the inbox. */
export const CONFIRMATION_LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** The lifetime as the email, the page and the dialog say it. */
export const CONFIRMATION_LINK_LIFETIME_TEXT = '3 days';
