import { useFormContext, useWatch } from 'react-hook-form';
import { FieldMessage } from '../../components/forms/fields.tsx';
import {
  STANDING_FREQUENCY_CHOICES,
  type CheckoutFormValues,
  type StandingFrequencyChoice,
} from '../../lib/checkout/form.ts';
import type { OptionDay } from '../../lib/delivery/options.ts';
import {
  frequencyLabel,
  WHEN_UNAVAILABLE,
  WHEN_UNAVAILABLE_LABELS,
  type Frequency,
} from '../../lib/standing-orders/standing-options.ts';
import {
  STANDING_TERMS,
  standingScheduleLabel,
} from '../../lib/standing-orders/standing-labels.ts';
import CheckoutSection from './CheckoutSection.tsx';
import RadioChoices from './RadioChoices.tsx';
import { slotTimeLabel } from './SlotPicker.tsx';
import { LEGEND_CLASS } from './styles.ts';

const labelOf = (choice: StandingFrequencyChoice): string =>
  choice === 'once'
    ? 'Just this once'
    : `Deliver this ${frequencyLabel(Number(choice) as Frequency)}`;

/**
 * "Just this once" or a standing order every 1, 2 or 4 weeks on the chosen weekday and window,
 * with what happens when a slot is full or a meal is out, and the words about prices.
 */
export default function StandingSection({ days }: { days: readonly OptionDay[] | null }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const [everyWeeks, date, slotId, method] = useWatch({
    control,
    name: ['standing.everyWeeks', 'fulfilment.date', 'fulfilment.slotId', 'fulfilment.method'],
  });
  const day = days?.find((found) => found.date === date);
  const slot = day?.slots.find((found) => found.slotId === slotId);
  const error = errors.standing?.everyWeeks?.message ?? errors.standing?.whenUnavailable?.message;
  const noun = method === 'pickup' ? 'pickup' : 'delivery';
  return (
    <CheckoutSection name="standing" title="How often">
      <fieldset className="mt-4" aria-describedby={error ? 'checkout-standing-error' : undefined}>
        <legend className={LEGEND_CLASS}>Would you like this order again?</legend>
        <RadioChoices
          values={STANDING_FREQUENCY_CHOICES}
          labelOf={labelOf}
          registration={register('standing.everyWeeks')}
          className="mt-2 grid gap-2"
        />
        <FieldMessage fieldId="checkout-standing" message={error} />
      </fieldset>
      {everyWeeks !== 'once' && (
        <div className="mt-4 grid gap-4">
          <p className="rounded-lg bg-brand-50 p-3" data-testid="standing-schedule">
            {day && slot ? (
              <>
                Your {noun}:{' '}
                <span className="font-semibold">
                  {standingScheduleLabel(
                    Number(everyWeeks) as Frequency,
                    day.date,
                    slotTimeLabel(day, slot),
                  )}
                </span>
                , with the same meals.
              </>
            ) : (
              `Choose a ${noun} day and time above: your standing order comes on that weekday and time.`
            )}
          </p>
          <fieldset>
            <legend className={LEGEND_CLASS}>When a time is full or a meal is out of stock</legend>
            <RadioChoices
              values={WHEN_UNAVAILABLE}
              labelOf={(value) => WHEN_UNAVAILABLE_LABELS[value]}
              registration={register('standing.whenUnavailable')}
              className="mt-2 grid gap-2"
            />
          </fieldset>
          <p className="text-sm">{STANDING_TERMS}</p>
        </div>
      )}
    </CheckoutSection>
  );
}
