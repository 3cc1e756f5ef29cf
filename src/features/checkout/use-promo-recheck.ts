import { useEffect, useRef } from 'react';
import type { PromoCheck } from '../../lib/orders/promo.ts';
import { checkPromo } from './PromoField.tsx';

/**
 * Asks again about an applied code when the subtotal changes, so the summary's discount (and a
 * minimum spend) follows the cart. A failed check leaves the last answer; the server decides.
 */
export function usePromoRecheck(
  promo: PromoCheck | null,
  subtotalCents: number,
  onResult: (result: PromoCheck) => void,
): void {
  const checkedFor = useRef(subtotalCents);
  const code = promo?.code ?? '';
  useEffect(() => {
    if (code === '' || checkedFor.current === subtotalCents) return;
    checkedFor.current = subtotalCents;
    const timer = setTimeout(() => {
      checkPromo(code, subtotalCents).then(onResult, () => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
    };
  }, [code, subtotalCents, onResult]);
}
