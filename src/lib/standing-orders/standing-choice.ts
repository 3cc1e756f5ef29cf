// What a shopper chooses when they make an order a standing order at checkout: how often, and
// what happens when a delivery cannot go as planned. Kept apart from the record so the checkout
// request can use it.
import { z } from 'zod';

/** How often a standing order delivers, in weeks. */
export const STANDING_FREQUENCIES = [1, 2, 4] as const;
export const FrequencySchema = z.union(
  STANDING_FREQUENCIES.map((weeks) => z.literal(weeks)),
  { error: 'Choose every week, every 2 weeks or every 4 weeks' },
);
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
export const WhenUnavailableSchema = z.enum(WHEN_UNAVAILABLE, {
  error: 'Choose what we do when your slot is full or a meal is out of stock',
});
export type WhenUnavailable = z.output<typeof WhenUnavailableSchema>;

// The choices' words live with the other zod-free labels, so a page that shows them needs no
// schema code; they are named here too for the forms that build the choice.
export { WHEN_UNAVAILABLE_LABELS } from './standing-labels.ts';

/** The checkout's "deliver this every …" choice (absent: a one-off order). */
export const StandingChoiceSchema = z.object({
  everyWeeks: FrequencySchema,
  whenUnavailable: WhenUnavailableSchema.default('next_slot'),
});
export type StandingChoice = z.output<typeof StandingChoiceSchema>;
