import { useEffect } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { daysFor, type DeliveryLookup } from './use-delivery-options.ts';

/**
 * Clears the chosen day and slot once the options no longer offer it (a new postcode, a switch
 * between delivery and pickup, or a slot that filled up), so a stale choice is never sent.
 */
export function useSlotStillOpen(
  lookup: DeliveryLookup,
  control: Control<CheckoutFormValues, unknown, unknown>,
  setValue: UseFormSetValue<CheckoutFormValues>,
): void {
  const [method, date, slotId] = useWatch({
    control,
    name: ['fulfilment.method', 'fulfilment.date', 'fulfilment.slotId'],
  });
  useEffect(() => {
    if (lookup.status !== 'ready' || (date === '' && slotId === '')) return;
    const days = daysFor(method, lookup.options) ?? [];
    const open = days.some(
      (day) => day.date === date && day.slots.some((slot) => slot.slotId === slotId),
    );
    if (open) return;
    setValue('fulfilment.date', '');
    setValue('fulfilment.slotId', '');
  }, [lookup, method, date, slotId, setValue]);
}
