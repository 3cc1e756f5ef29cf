import { useFormContext } from 'react-hook-form';
import { fieldBinder } from '../../components/forms/bind-field.ts';
import { errorAria, FieldMessage } from '../../components/forms/fields.tsx';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { offeredPaymentMethods, type PaymentSetup } from '../../lib/checkout/payment-methods.ts';
import { ORDER_NOTES_MAX_LENGTH, type PaymentMethod } from '../../lib/orders/request-limits.ts';
import { policyLink } from '../../lib/content/policy-links.ts';
import CheckoutSection from './CheckoutSection.tsx';
import LimitedTextArea from './LimitedTextArea.tsx';
import RadioChoices from './RadioChoices.tsx';
import { CHOICE_CLASS, LEGEND_CLASS } from './styles.ts';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer (account details shown once you place the order)',
  card: 'Card (secure payment through Stripe)',
};

/** Order notes, how to pay (only the methods the shop can take) and the terms. */
export default function PaymentSection({ setup }: { setup: PaymentSetup }) {
  const form = useFormContext<CheckoutFormValues>();
  const {
    register,
    formState: { errors },
  } = form;
  const bind = fieldBinder(form, 'checkout');
  const paymentError = errors.paymentMethod?.message;
  const termsError = errors.termsAccepted?.message;
  return (
    <CheckoutSection name="payment" title="Notes and payment">
      <LimitedTextArea
        {...bind('notes')}
        label="Order notes (optional)"
        maxLength={ORDER_NOTES_MAX_LENGTH}
        placeholder="Gate code, where to leave the box…"
        className="mt-4"
      />
      <fieldset className="mt-6">
        <legend className={LEGEND_CLASS}>Payment method</legend>
        <RadioChoices
          values={offeredPaymentMethods(setup)}
          labelOf={(method) => METHOD_LABELS[method]}
          registration={register('paymentMethod')}
          className="mt-2 grid gap-2"
        />
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
    </CheckoutSection>
  );
}
