import { useFormContext } from 'react-hook-form';
import {
  errorAria,
  FieldMessage,
  fieldClass,
  LABEL_CLASS,
} from '../../components/forms/fields.tsx';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { ORDER_NOTES_MAX_LENGTH } from '../../lib/orders/request.ts';
import { CHOICE_CLASS, LEGEND_CLASS, SECTION_CLASS, SECTION_HEADING_CLASS } from './styles.ts';

/** Order notes, how to pay (card only when the shop takes cards) and the terms. */
export default function PaymentSection({ cardPayments }: { cardPayments: boolean }) {
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
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="bank_transfer"
              className={CHOICE_CLASS}
              {...register('paymentMethod')}
            />
            Bank transfer (we email the account details)
          </label>
          {cardPayments && (
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
          I accept the terms and conditions
        </label>
        <FieldMessage fieldId="checkout-terms" message={termsError} />
      </div>
    </section>
  );
}
