// A standing order's choices as the checkout offers them: how often, and what happens when a
// delivery cannot go as planned. Without zod (the request's schemas are in standing-choice.ts),
// so the checkout's first script stays small.

/** How often a standing order delivers, in weeks. */
export const STANDING_FREQUENCIES = [1, 2, 4] as const;
export type Frequency = (typeof STANDING_FREQUENCIES)[number];

/** "every week", "every 2 weeks", "every 4 weeks". */
export function frequencyLabel(weeks: Frequency): string {
  return weeks === 1 ? 'every week' : `every ${weeks} weeks`;
}

/**
 * What the shopper chose for a delivery whose slot is full or closed (special date, holiday) or
 * whose meals are out of stock: move it to the next open slot, skip it this time, or send what
 * is available (an out-of-stock meal only; a full or closed slot then moves it).
 */
export const WHEN_UNAVAILABLE = ['next_slot', 'skip', 'send_available'] as const;
export type WhenUnavailable = (typeof WHEN_UNAVAILABLE)[number];

/** What each choice says beside its radio button. */
export const WHEN_UNAVAILABLE_LABELS: Record<WhenUnavailable, string> = {
  next_slot: 'Move it to the next open slot',
  skip: 'Skip that delivery',
  send_available: 'Send what is available',
};
