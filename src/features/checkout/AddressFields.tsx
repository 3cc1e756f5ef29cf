import { Fragment } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldBinder } from '../../components/forms/bind-field.ts';
import { TextField } from '../../components/forms/fields.tsx';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { LEGEND_CLASS } from './styles.ts';

interface AddressField {
  name: keyof CheckoutFormValues['fulfilment']['address'];
  label: string;
  autoComplete: string;
  inputMode?: 'numeric';
  /** Takes both columns on a wide screen. */
  wide?: boolean;
}

const ADDRESS_FIELDS: readonly AddressField[] = [
  { name: 'line1', label: 'Street address', autoComplete: 'address-line1', wide: true },
  {
    name: 'line2',
    label: 'Apartment, unit or building (optional)',
    autoComplete: 'address-line2',
    wide: true,
  },
  { name: 'suburb', label: 'Suburb', autoComplete: 'address-level3' },
  { name: 'city', label: 'Town or city', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/** The delivery address; with a gift it is the recipient's address. */
export default function AddressFields({ forGift }: { forGift: boolean }) {
  const bind = fieldBinder(useFormContext<CheckoutFormValues>(), 'checkout');
  return (
    <fieldset className="mt-4">
      <legend className={LEGEND_CLASS}>
        {forGift ? "Recipient's delivery address" : 'Delivery address'}
      </legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map(({ name, wide = false, ...field }) => {
          const input = <TextField {...bind(`fulfilment.address.${name}`)} {...field} />;
          return wide ? (
            <div key={name} className="sm:col-span-2">
              {input}
            </div>
          ) : (
            <Fragment key={name}>{input}</Fragment>
          );
        })}
      </div>
    </fieldset>
  );
}
