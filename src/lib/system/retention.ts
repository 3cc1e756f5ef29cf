// How long the shop keeps what is not a tax record, as the privacy policy promises
// (content/policies/privacy.mdx, "How long we keep it"): contact messages, "tell me when"
// requests and the staff action log for at most two years.

/** Years a contact message, a "tell me when" request or a staff log entry is kept at most. */
export const SHORT_RETENTION_YEARS = 2;

/** The instant before which such records are due to go: the same moment two years earlier. */
export function shortRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - SHORT_RETENTION_YEARS);
  return cutoff;
}
