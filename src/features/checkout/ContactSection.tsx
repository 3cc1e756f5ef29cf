import { useFormContext } from 'react-hook-form';
import { fieldBinder } from '../../components/forms/bind-field.ts';
import { CheckboxField, TextField } from '../../components/forms/fields.tsx';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import CheckoutSection from './CheckoutSection.tsx';

/** Name, email and phone of the shopper, for the confirmation and the driver. */
export default function ContactSection() {
  const bind = fieldBinder(useFormContext<CheckoutFormValues>(), 'checkout');
  return (
    <CheckoutSection name="contact" title="Contact details">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField {...bind('customer.name')} label="Name" autoComplete="name" />
        </div>
        <TextField
          {...bind('customer.email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          {...bind('customer.phone')}
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <div className="sm:col-span-2">
          <CheckboxField
            {...bind('restockReminder')}
            label="Remind me when it's time to restock (one email, a few weeks after delivery)"
          />
        </div>
      </div>
    </CheckoutSection>
  );
}
