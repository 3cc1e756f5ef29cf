import type { z } from 'zod';
import {
  CheckboxField,
  SelectField,
  TextField,
  WholeNumberField,
} from '../../../components/forms/fields.tsx';
import { useSavingForm } from '../../../components/forms/use-schema-form.ts';
import { deliverySlotsArea } from '../../../lib/admin/areas/delivery-slots.ts';
import { SlotRequestSchema, type SlotRequest } from '../../../lib/delivery/requests.ts';
import type { Slot } from '../../../lib/delivery/slots.ts';
import type { Zone } from '../../../lib/delivery/zones.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { WEEKDAY_OPTIONS, weeklyWindowName } from './labels.ts';

type SlotInput = z.input<typeof SlotRequestSchema>;

const FIELDS = [
  'zoneId',
  'weekday',
  'start',
  'end',
  'capacity',
  'maxPacks',
  'cutoffHours',
  'active',
] as const;

const { api } = deliverySlotsArea;
const REFRESHES = [api.list, api.calendar];

/**
 * Adds a weekly window, or edits one (`slot`). The server refuses a window that overlaps
 * another of its zone and weekday; its message appears beside the start time.
 */
export function SlotForm({
  slot,
  zones,
  zoneId,
  onDone,
}: {
  slot: Slot | null;
  zones: readonly Zone[];
  zoneId: string;
  onDone: () => void;
}) {
  const defaults: SlotInput = slot
    ? { ...slot }
    : { zoneId, weekday: 1, start: '', end: '', capacity: 20, cutoffHours: 24, active: true };
  const { form, bind, submitRef, onSubmit } = useSavingForm<SlotInput, SlotRequest>(
    SlotRequestSchema,
    defaults,
    'slot',
    { fields: FIELDS, save },
  );
  const { isSubmitting } = form.formState;
  const create = useRouteMutation(api.create, { refreshes: REFRESHES });
  const replace = useRouteMutation(api.replace, { refreshes: REFRESHES });

  async function save(request: SlotRequest) {
    const saved = slot
      ? await replace.mutateAsync({ params: { id: slot.id }, body: request })
      : await create.mutateAsync({ body: request });
    showToast({
      title: slot ? 'Window saved' : 'Window added',
      description: weeklyWindowName(saved, zones),
    });
    onDone();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <SelectField
        {...bind('zoneId')}
        label="Zone"
        options={zones.map((zone) => ({ value: zone.id, label: zone.name }))}
      />
      <SelectField
        {...bind('weekday', { setValueAs: Number })}
        label="Weekday"
        options={WEEKDAY_OPTIONS}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind('start')} label="Start" help="24-hour time, e.g. 16:00" />
        <TextField {...bind('end')} label="End" help="24-hour time, e.g. 18:00" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField
          {...bind('capacity', { valueAsNumber: true })}
          label="Capacity (orders)"
          min={1}
        />
        <WholeNumberField
          {...bind('maxPacks', { valueAsNumber: true })}
          label="Most packs"
          help="What the van carries; blank for no limit"
          min={1}
        />
      </div>
      <WholeNumberField
        {...bind('cutoffHours', { valueAsNumber: true })}
        label="Cut-off (hours before the start)"
        min={0}
      />
      <CheckboxField
        id="slot-active"
        label="Active (offered at the checkout)"
        registration={form.register('active')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          Cancel
        </button>
        <button ref={submitRef} type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
          {isSubmitting ? 'Saving...' : slot ? 'Save window' : 'Add window'}
        </button>
      </div>
    </form>
  );
}
