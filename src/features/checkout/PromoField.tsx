import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  FieldMessage,
  errorAria,
  fieldClass,
  LABEL_CLASS,
} from '../../components/forms/fields.tsx';
import { fieldErrorsOf, userMessageFor } from '../../lib/api/api-client.ts';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { formatNZD } from '../../lib/money.ts';
import type { PromoCheck } from '../../lib/orders/promo.ts';
import { loadCheckoutActions } from './checkout-later.ts';
import { SECONDARY_BUTTON_CLASS } from './styles.ts';

/** Asks the server about a code for this subtotal; the order is priced again when placed. */
export async function checkPromo(code: string, subtotalCents: number): Promise<PromoCheck> {
  return (await loadCheckoutActions()).checkPromo(code, subtotalCents);
}

/** E.g. "WELCOME10: 10% off applied (saves $3.38)". */
function validText(result: PromoCheck): string {
  const saving = result.discountCents > 0 ? ` (saves ${formatNZD(result.discountCents)})` : '';
  return `${result.code}: ${result.message}${saving}`;
}

interface Props {
  subtotalCents: number;
  result: PromoCheck | null;
  onResult: (result: PromoCheck | null) => void;
}

/** The promo code with Apply: the discount, or why the code was refused, beside the field. */
export default function PromoField({ subtotalCents, result, onResult }: Props) {
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const id = 'checkout-promo';
  const statusId = `${id}-status`;
  const error = errors.promoCode?.message ?? failure;

  const apply = async () => {
    setBusy(true);
    setFailure('');
    try {
      onResult(await checkPromo(getValues('promoCode'), subtotalCents));
    } catch (problem) {
      onResult(null);
      setFailure(fieldErrorsOf(problem).code ?? userMessageFor(problem));
    } finally {
      setBusy(false);
    }
  };

  const registration = register('promoCode', {
    onChange: () => {
      onResult(null);
      setFailure('');
    },
  });
  const refused = result && !result.valid;
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        Promo code (optional)
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <input
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          className={`${fieldClass(Boolean(error) || Boolean(refused))} max-w-xs flex-1`}
          {...errorAria(id, error, ...(result ? [statusId] : []))}
          {...registration}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void apply();
          }}
        />
        <button
          type="button"
          className={`mt-1 ${SECONDARY_BUTTON_CLASS}`}
          disabled={busy}
          onClick={() => void apply()}
        >
          {busy ? 'Checking...' : 'Apply'}
        </button>
      </div>
      <p
        id={statusId}
        role="status"
        className={`mt-1 text-sm font-medium ${refused ? 'text-red-700' : 'text-leaf-700'}`}
      >
        {result && (result.valid ? validText(result) : result.message)}
      </p>
      <FieldMessage fieldId={id} message={error} />
    </div>
  );
}
