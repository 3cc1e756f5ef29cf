import { useFormContext, useWatch } from 'react-hook-form';
import { fieldBinder } from '../../components/forms/bind-field.ts';
import { TextField } from '../../components/forms/fields.tsx';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { GIFT_MESSAGE_MAX_LENGTH } from '../../lib/orders/request-limits.ts';
import CheckoutSection from './CheckoutSection.tsx';
import LimitedTextArea from './LimitedTextArea.tsx';
import { CHOICE_CLASS } from './styles.ts';

/** "This is a gift": the recipient's name and phone and a card message; no prices on the slip. */
export default function GiftSection() {
  const form = useFormContext<CheckoutFormValues>();
  const { register, control } = form;
  const bind = fieldBinder(form, 'checkout');
  const [giftEnabled, message] = useWatch({ control, name: ['giftEnabled', 'gift.message'] });
  return (
    <CheckoutSection name="gift" title="Gift">
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
          <LimitedTextArea
            {...bind('gift.message')}
            label="Gift message (optional)"
            maxLength={GIFT_MESSAGE_MAX_LENGTH}
            typed={message.length}
          />
        </div>
      )}
    </CheckoutSection>
  );
}
