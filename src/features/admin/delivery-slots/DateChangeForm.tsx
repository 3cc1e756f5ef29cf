import type { z } from 'zod';
import { CheckboxField, WholeNumberField } from '../../../components/forms/fields.tsx';
import { applyServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { deliverySlotsArea } from '../../../lib/admin/areas/delivery-slots.ts';
import type { CalendarSlot } from '../../../lib/delivery/slot-calendar.ts';
import { SlotDateChangeSchema, type SlotDateChange } from '../../../lib/delivery/slot-dates.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { packLimitLabel } from './labels.ts';

type DateChangeInput = z.input<typeof SlotDateChangeSchema>;

const { api } = deliverySlotsArea;

/**
 * One date of one window: its capacity, its pack limit, or closed that day, leaving the weekly
 * template alone. Blank fields follow the template. The server refuses going below what is
 * booked; its message appears beside the field.
 */
export function DateChangeForm({
  slot,
  dayLabel,
  onDone,
}: {
  slot: CalendarSlot;
  dayLabel: string;
  onDone: () => void;
}) {
  const { override } = slot;
  const { form, bind, submitRef } = useSchemaForm<DateChangeInput, SlotDateChange>(
    SlotDateChangeSchema,
    {
      capacity: override?.capacity,
      maxPacks: override?.maxPacks,
      closed: override?.closed ?? false,
    },
    'slot-date',
  );
  const { isSubmitting } = form.formState;
  const change = useRouteMutation(api.changeDate, { refreshes: [api.calendar] });

  const save = async (body: SlotDateChange) => {
    try {
      await change.mutateAsync({ params: { slotId: slot.slotId, date: slot.date }, body });
      showToast({ title: 'Date changed', description: `${slot.zoneName}, ${dayLabel}` });
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, ['capacity', 'maxPacks', 'closed'], form.setError);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="grid gap-4"
    >
      <p>
        Booked so far: {slot.booked} {slot.booked === 1 ? 'order' : 'orders'}, {slot.packsBooked}{' '}
        {slot.packsBooked === 1 ? 'pack' : 'packs'}. The weekly template stays as it is.
      </p>
      <WholeNumberField
        {...bind('capacity', { valueAsNumber: true })}
        label="Capacity on this date (orders)"
        help={`Blank follows the weekly template (${String(slot.templateCapacity)})`}
        min={0}
      />
      <WholeNumberField
        {...bind('maxPacks', { valueAsNumber: true })}
        label="Most packs on this date"
        help={`Blank follows the weekly template (${packLimitLabel(slot.templateMaxPacks).toLowerCase()})`}
        min={1}
      />
      <CheckboxField
        id="slot-date-closed"
        label="Closed on this date (orders already booked keep their places)"
        registration={form.register('closed')}
        strong
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          Cancel
        </button>
        <button ref={submitRef} type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
          {isSubmitting ? 'Saving...' : 'Save date'}
        </button>
      </div>
    </form>
  );
}
