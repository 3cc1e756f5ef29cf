import { useFormContext } from 'react-hook-form';
import { TextField } from '../../components/forms/fields.tsx';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { LEGEND_CLASS } from './styles.ts';

/** The delivery address; with a gift it is the recipient's address. */
export default function AddressFields({ forGift }: { forGift: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const fieldErrors = errors.fulfilment?.address;
  return (
    <fieldset className="mt-4">
      <legend className={LEGEND_CLASS}>
        {forGift ? "Recipient's delivery address" : 'Delivery address'}
      </legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            id="checkout-line1"
            label="Street address"
            type="text"
            autoComplete="address-line1"
            error={fieldErrors?.line1?.message}
            registration={register('fulfilment.address.line1')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            id="checkout-line2"
            label="Apartment, unit or building (optional)"
            type="text"
            autoComplete="address-line2"
            error={fieldErrors?.line2?.message}
            registration={register('fulfilment.address.line2')}
          />
        </div>
        <TextField
          id="checkout-suburb"
          label="Suburb"
          type="text"
          autoComplete="address-level3"
          error={fieldErrors?.suburb?.message}
          registration={register('fulfilment.address.suburb')}
        />
        <TextField
          id="checkout-city"
          label="Town or city"
          type="text"
          autoComplete="address-level2"
          error={fieldErrors?.city?.message}
          registration={register('fulfilment.address.city')}
        />
        <TextField
          id="checkout-postcode"
          label="Postcode"
          type="text"
          autoComplete="postal-code"
          error={fieldErrors?.postcode?.message}
          registration={register('fulfilment.address.postcode')}
        />
      </div>
    </fieldset>
  );
}
