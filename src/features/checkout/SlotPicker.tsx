import { useFormContext, useWatch } from 'react-hook-form';
import { errorIdFor, FieldMessage } from '../../components/forms/fields.tsx';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import type { OptionDay, OptionSlot } from '../../lib/delivery/options.ts';
import { CHOICE_CLASS, LEGEND_CLASS } from './styles.ts';

/** At or below this many places left, the picker says how many remain. */
export const FEW_PLACES_LEFT = 3;

/** The slot's time without its day, e.g. "4:00pm–6:00pm" from "Tue 24 Nov, 4:00pm–6:00pm". */
export function slotTimeLabel(day: OptionDay, slot: OptionSlot): string {
  const prefix = `${day.label}, `;
  return slot.label.startsWith(prefix) ? slot.label.slice(prefix.length) : slot.label;
}

interface Props {
  method: 'delivery' | 'pickup';
  days: readonly OptionDay[] | null;
  loading: boolean;
}

/** The open days and slots as radio buttons, a fieldset per day; nothing open says so. */
export default function SlotPicker({ method, days, loading }: Props) {
  const {
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<CheckoutFormValues>();
  const [date, slotId] = useWatch({ control, name: ['fulfilment.date', 'fulfilment.slotId'] });
  const error = errors.fulfilment?.slotId?.message ?? errors.fulfilment?.date?.message;
  const errorId = 'checkout-slot';
  const open = days?.filter((day) => day.slots.length > 0) ?? [];
  const choose = (day: OptionDay, slot: OptionSlot) => {
    setValue('fulfilment.date', day.date, { shouldDirty: true });
    setValue('fulfilment.slotId', slot.slotId, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  return (
    <fieldset className="mt-6" aria-describedby={error ? errorIdFor(errorId) : undefined}>
      <legend className={LEGEND_CLASS}>
        {method === 'delivery' ? 'Delivery day and time' : 'Pickup day and time'}
      </legend>
      {loading && <p className="mt-2 text-sm">Loading the open times…</p>}
      {!loading && days !== null && open.length === 0 && (
        <p className="mt-2">
          {method === 'delivery'
            ? 'There are no delivery times open in the next 14 days. Please choose pickup or try again later.'
            : 'There are no pickup times open in the next 14 days. Please try again later.'}
        </p>
      )}
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {open.map((day) => (
          <fieldset key={day.date} className="rounded-lg border border-stone-200 p-3">
            <legend className="px-1 text-sm font-semibold">{day.label}</legend>
            <ul className="grid gap-2">
              {day.slots.map((slot) => {
                const id = `checkout-slot-${day.date}-${slot.slotId}`;
                return (
                  <li key={slot.slotId} className="flex items-center gap-2">
                    <input
                      id={id}
                      type="radio"
                      name="checkout-slot"
                      className={CHOICE_CLASS}
                      checked={date === day.date && slotId === slot.slotId}
                      aria-invalid={error ? true : undefined}
                      onChange={() => {
                        choose(day, slot);
                      }}
                    />
                    <label htmlFor={id}>
                      {slotTimeLabel(day, slot)}
                      {slot.remaining <= FEW_PLACES_LEFT && (
                        <span className="ml-1 text-sm text-brand-700">
                          ({slot.remaining} {slot.remaining === 1 ? 'place' : 'places'} left)
                        </span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      <FieldMessage fieldId={errorId} message={error} />
    </fieldset>
  );
}
