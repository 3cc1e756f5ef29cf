import { useFormContext } from 'react-hook-form';
import { TextField } from '../../components/forms/fields.tsx';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { SECTION_CLASS, SECTION_HEADING_CLASS } from './styles.ts';

/** Name, email and phone of the shopper, for the confirmation and the driver. */
export default function ContactSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  return (
    <section aria-labelledby="checkout-contact-heading" className={SECTION_CLASS}>
      <h2 id="checkout-contact-heading" className={SECTION_HEADING_CLASS}>
        Contact details
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            id="checkout-name"
            label="Name"
            type="text"
            autoComplete="name"
            error={errors.customer?.name?.message}
            registration={register('customer.name')}
          />
        </div>
        <TextField
          id="checkout-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.customer?.email?.message}
          registration={register('customer.email')}
        />
        <TextField
          id="checkout-phone"
          label="Phone"
          type="text"
          autoComplete="tel"
          error={errors.customer?.phone?.message}
          registration={register('customer.phone')}
        />
      </div>
    </section>
  );
}
