import { useState } from 'react';
import {
  errorAria,
  FieldMessage,
  fieldClass,
  LABEL_CLASS,
} from '../../components/forms/fields.tsx';
import { fieldErrorsOf, userMessageFor } from '../../lib/api/api-client.ts';
import { loadCheckoutActions } from './checkout-later.ts';
import { SECONDARY_BUTTON_CLASS } from './styles.ts';

interface Props {
  postcode: string;
  suburb: string;
  email: string;
  onPickup: () => void;
}

/**
 * An address outside every zone: says so, offers pickup, and takes an email for "tell me when
 * you deliver here". Not a form of its own (forms cannot nest): Enter and the button send it.
 */
export default function OutsideZone({ postcode, suburb, email: contactEmail, onPickup }: Props) {
  const [email, setEmail] = useState(contactEmail);
  const [error, setError] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const send = async () => {
    setError('');
    setState('sending');
    try {
      const { registerDeliveryInterest } = await loadCheckoutActions();
      const outcome = await registerDeliveryInterest({ email, postcode, suburb });
      if ('invalid' in outcome) {
        setError(outcome.invalid);
        setState('idle');
        return;
      }
      setState('sent');
    } catch (failure) {
      setError(fieldErrorsOf(failure).email ?? userMessageFor(failure));
      setState('idle');
    }
  };

  return (
    <div className="mt-4 rounded-lg border border-amber-600 bg-amber-50 p-4">
      <p role="alert" className="font-semibold">
        We don&apos;t deliver to {postcode} yet.
      </p>
      <p className="mt-1">You can pick your order up from our Papamoa kitchen instead.</p>
      <button type="button" className={`mt-3 ${SECONDARY_BUTTON_CLASS}`} onClick={onPickup}>
        Switch to pickup
      </button>
      {state === 'sent' ? (
        <p role="status" className="mt-4 font-medium text-leaf-700">
          Thanks! We&apos;ll email you when we deliver to {postcode}.
        </p>
      ) : (
        <div className="mt-4">
          <label htmlFor="checkout-interest-email" className={LABEL_CLASS}>
            Tell me when you deliver here
          </label>
          <div className="flex flex-wrap items-start gap-2">
            <input
              id="checkout-interest-email"
              type="email"
              autoComplete="email"
              value={email}
              className={`${fieldClass(Boolean(error))} max-w-xs flex-1`}
              {...errorAria('checkout-interest-email', error)}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void send();
              }}
            />
            <button
              type="button"
              className={`mt-1 ${SECONDARY_BUTTON_CLASS}`}
              disabled={state === 'sending'}
              onClick={() => void send()}
            >
              {state === 'sending' ? 'Sending...' : 'Notify me'}
            </button>
          </div>
          <FieldMessage fieldId="checkout-interest-email" message={error} />
        </div>
      )}
    </div>
  );
}
