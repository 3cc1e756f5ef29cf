import { useFormContext, useWatch } from 'react-hook-form';
import { fieldBinder } from '../../components/forms/bind-field.ts';
import {
  errorAria,
  FieldMessage,
  fieldClass,
  LABEL_CLASS,
  TextField,
} from '../../components/forms/fields.tsx';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { GIFT_MESSAGE_MAX_LENGTH } from '../../lib/orders/request.ts';
import { CHOICE_CLASS, SECTION_CLASS, SECTION_HEADING_CLASS } from './styles.ts';

/** "This is a gift": the recipient's name and phone and a card message; no prices on the slip. */
export default function GiftSection() {
  const form = useFormContext<CheckoutFormValues>();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const bind = fieldBinder(form, 'checkout');
  const [giftEnabled, message] = useWatch({ control, name: ['giftEnabled', 'gift.message'] });
  const messageError = errors.gift?.message?.message;
  const countId = 'checkout-gift-message-count';
  return (
    <section aria-labelledby="checkout-gift-heading" className={SECTION_CLASS}>
      <h2 id="checkout-gift-heading" className={SECTION_HEADING_CLASS}>
        Gift
      </h2>
      <label className="mt-3 flex items-center gap-2">
        <input type="checkbox" className={CHOICE_CLASS} {...register('giftEnabled')} />
        This order is a gift
      </label>
      {giftEnabled && (
        <div className="mt-4 grid gap-4">
          <p className="text-sm text-stone-700">
            We leave the prices off the packing slip. A gift is delivered to the address above, or
            handed to you at pickup.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...bind('gift.recipientName')}
              label="Recipient's name"
              autoComplete="shipping name"
            />
            <TextField
              {...bind('gift.recipientPhone')}
              label="Recipient's phone (optional)"
              type="tel"
              inputMode="tel"
              autoComplete="shipping tel"
            />
          </div>
          <div>
            <label htmlFor="checkout-gift-message" className={LABEL_CLASS}>
              Gift message (optional)
            </label>
            <textarea
              id="checkout-gift-message"
              autoComplete="off"
              rows={3}
              maxLength={GIFT_MESSAGE_MAX_LENGTH}
              className={fieldClass(Boolean(messageError))}
              {...errorAria('checkout-gift-message', messageError, countId)}
              {...register('gift.message')}
            />
            <p id={countId} className="mt-1 text-sm text-stone-700">
              {message.length}/{GIFT_MESSAGE_MAX_LENGTH} characters
            </p>
            <FieldMessage fieldId="checkout-gift-message" message={messageError} />
          </div>
        </div>
      )}
    </section>
  );
}
