// What a shopper chooses when they make an order a standing order at checkout: how often, and
// what happens when a delivery cannot go as planned. Kept apart from the record so the checkout
// request can use it.
import { z } from 'zod';
import { STANDING_FREQUENCIES, WHEN_UNAVAILABLE } from './standing-options.ts';

export {
  frequencyLabel,
  STANDING_FREQUENCIES,
  WHEN_UNAVAILABLE,
  WHEN_UNAVAILABLE_LABELS,
  type Frequency,
  type WhenUnavailable,
} from './standing-options.ts';

export const FrequencySchema = z.union(
  STANDING_FREQUENCIES.map((weeks) => z.literal(weeks)),
  { error: 'Choose every week, every 2 weeks or every 4 weeks' },
);
export const WhenUnavailableSchema = z.enum(WHEN_UNAVAILABLE, {
  error: 'Choose what we do when your slot is full or a meal is out of stock',
});

/** The checkout's "deliver this every …" choice (absent: a one-off order). */
export const StandingChoiceSchema = z.object({
  everyWeeks: FrequencySchema,
  whenUnavailable: WhenUnavailableSchema.default('next_slot'),
});
export type StandingChoice = z.output<typeof StandingChoiceSchema>;
