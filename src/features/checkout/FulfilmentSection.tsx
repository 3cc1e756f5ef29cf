import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import AddressFields from './AddressFields.tsx';
import OutsideZone from './OutsideZone.tsx';
import SlotPicker from './SlotPicker.tsx';
import CheckoutSection from './CheckoutSection.tsx';
import RadioChoices from './RadioChoices.tsx';
import { LEGEND_CLASS } from './styles.ts';
import { daysFor, type DeliveryLookup } from './use-delivery-options.ts';
import ZoneInfo from './ZoneInfo.tsx';

interface Props {
  lookup: DeliveryLookup;
  goodsCents: number;
}

/** Delivery or pickup; the address with its live zone lookup; and the day and slot. */
export default function FulfilmentSection({ lookup, goodsCents }: Props) {
  const { register, setValue, control } = useFormContext<CheckoutFormValues>();
  const [method, suburb, email, giftEnabled] = useWatch({
    control,
    name: ['fulfilment.method', 'fulfilment.address.suburb', 'customer.email', 'giftEnabled'],
  });
  const { options } = lookup;
  const ready = lookup.status === 'ready';
  const outside = method === 'delivery' && ready && lookup.postcode !== '' && !options?.zone;
  const days = daysFor(method, options);

  return (
    <CheckoutSection name="fulfilment" title="Delivery or pickup">
      <fieldset className="mt-4">
        <legend className={LEGEND_CLASS}>How would you like to get your order?</legend>
        <RadioChoices
          values={['delivery', 'pickup']}
          labelOf={(value) => (value === 'delivery' ? 'Delivery' : 'Pickup from our kitchen')}
          registration={register('fulfilment.method')}
          className="mt-2 flex flex-wrap gap-6"
        />
      </fieldset>
      {method === 'delivery' ? (
        <>
          <AddressFields forGift={giftEnabled} />
          {outside ? (
            <OutsideZone
              postcode={lookup.postcode}
              suburb={suburb}
              email={email}
              onPickup={() => {
                setValue('fulfilment.method', 'pickup', { shouldDirty: true });
              }}
            />
          ) : (
            <ZoneInfo lookup={lookup} goodsCents={goodsCents} />
          )}
        </>
      ) : (
        <p className="mt-4">
          Pick up from{' '}
          <span className="font-semibold">
            {options?.pickup?.pickupAddress ?? 'our Papamoa kitchen'}
          </span>
          .
        </p>
      )}
      {!outside && (
        <SlotPicker
          key={method}
          method={method}
          days={days}
          loading={lookup.status === 'loading' && (method === 'pickup' || lookup.postcode !== '')}
        />
      )}
      {lookup.status === 'failed' && (
        <p role="alert" className="mt-2 text-red-700">
          We could not load the open times. Please check your connection and try again.
        </p>
      )}
    </CheckoutSection>
  );
}
