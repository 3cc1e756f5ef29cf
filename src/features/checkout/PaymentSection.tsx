import { useFormContext } from 'react-hook-form';
import {
  errorAria,
  FieldMessage,
  fieldClass,
  LABEL_CLASS,
} from '../../components/forms/fields.tsx';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import type { PaymentSetup } from '../../lib/checkout/payment-methods.ts';
import { ORDER_NOTES_MAX_LENGTH } from '../../lib/orders/request.ts';
import { policyLink } from '../../lib/content/policies.ts';
import { CHOICE_CLASS, LEGEND_CLASS, SECTION_CLASS, SECTION_HEADING_CLASS } from './styles.ts';

/** Order notes, how to pay (only the methods the shop can take) and the terms. */
export default function PaymentSection({ setup }: { setup: PaymentSetup }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const notesError = errors.notes?.message;
  const paymentError = errors.paymentMethod?.message;
  const termsError = errors.termsAccepted?.message;
  return (
    <section aria-labelledby="checkout-payment-heading" className={SECTION_CLASS}>
      <h2 id="checkout-payment-heading" className={SECTION_HEADING_CLASS}>
        Notes and payment
      </h2>
      <div className="mt-4">
        <label htmlFor="checkout-notes" className={LABEL_CLASS}>
          Order notes (optional)
        </label>
        <textarea
          id="checkout-notes"
          autoComplete="off"
          rows={3}
          maxLength={ORDER_NOTES_MAX_LENGTH}
          placeholder="Gate code, where to leave the box…"
          className={fieldClass(Boolean(notesError))}
          {...errorAria('checkout-notes', notesError)}
          {...register('notes')}
        />
        <FieldMessage fieldId="checkout-notes" message={notesError} />
      </div>
      <fieldset className="mt-6">
        <legend className={LEGEND_CLASS}>Payment method</legend>
        <div className="mt-2 grid gap-2">
          {setup.bankTransfer && (
            <label className="flex items-center gap-2">
              <input
                type="radio"
                value="bank_transfer"
                className={CHOICE_CLASS}
                {...register('paymentMethod')}
              />
              Bank transfer (account details shown once you place the order)
            </label>
          )}
          {setup.cardPayments && (
            <label className="flex items-center gap-2">
              <input
                type="radio"
                value="card"
                className={CHOICE_CLASS}
                {...register('paymentMethod')}
              />
              Card (secure payment through Stripe)
            </label>
          )}
        </div>
        <FieldMessage fieldId="checkout-payment" message={paymentError} />
      </fieldset>
      <div className="mt-6">
        <label className="flex items-center gap-2">
          <input
            id="checkout-terms"
            type="checkbox"
            className={CHOICE_CLASS}
            {...errorAria('checkout-terms', termsError)}
            {...register('termsAccepted')}
          />
          <span>
            I accept the{' '}
            {/* A new tab, so nothing typed in the checkout is lost by reading the terms. */}
            <a
              href={policyLink('terms').href}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              terms and conditions <span className="text-sm">(opens in new tab)</span>
            </a>
          </span>
        </label>
        <FieldMessage fieldId="checkout-terms" message={termsError} />
      </div>
    </section>
  );
}
