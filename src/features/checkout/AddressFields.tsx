import { useFormContext } from 'react-hook-form';
import { fieldBinder } from '../../components/forms/bind-field.ts';
import { TextField } from '../../components/forms/fields.tsx';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { LEGEND_CLASS } from './styles.ts';

/** The delivery address; with a gift it is the recipient's address. */
export default function AddressFields({ forGift }: { forGift: boolean }) {
  const bind = fieldBinder(useFormContext<CheckoutFormValues>(), 'checkout');
  return (
    <fieldset className="mt-4">
      <legend className={LEGEND_CLASS}>
        {forGift ? "Recipient's delivery address" : 'Delivery address'}
      </legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            {...bind('fulfilment.address.line1')}
            label="Street address"
            autoComplete="address-line1"
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...bind('fulfilment.address.line2')}
            label="Apartment, unit or building (optional)"
            autoComplete="address-line2"
          />
        </div>
        <TextField
          {...bind('fulfilment.address.suburb')}
          label="Suburb"
          autoComplete="address-level3"
        />
        <TextField
          {...bind('fulfilment.address.city')}
          label="Town or city"
          autoComplete="address-level2"
        />
        <TextField
          {...bind('fulfilment.address.postcode')}
          label="Postcode"
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
    </fieldset>
  );
}
