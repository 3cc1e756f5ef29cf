import { useState } from 'react';
import { useFieldArray, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  ChoiceGroupField,
  SelectField,
  TextAreaField,
  WholeNumberField,
} from '../../../components/forms/fields.tsx';
import { markShownInPlace } from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { deliveryZonesArea } from '../../../lib/admin/areas/delivery-zones.ts';
import { fieldErrorsOf } from '../../../lib/api/api-client.ts';
import {
  NewSpecialDateRequestSchema,
  type NewSpecialDateRequest,
} from '../../../lib/delivery/requests.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { PANEL, SECONDARY_BUTTON } from '../styles.ts';
import { BookingsWarningDialog } from './BookingsWarningDialog.tsx';
import { PickerField } from './InputField.tsx';
import { longDayLabel } from './labels.ts';
import { useBookingsWarning } from './use-bookings-warning.ts';

export type SpecialDateFormInput = z.input<typeof NewSpecialDateRequestSchema>;

const KIND_OPTIONS = [
  { value: 'closed', label: 'Closed: no deliveries or pickups' },
  { value: 'extra', label: 'Extra delivery day: windows on top of the weekly slots' },
] as const;
const SCOPE_OPTIONS = [
  { value: 'all', label: 'The whole shop' },
  { value: 'chosen', label: 'Only the zones I choose' },
] as const;
const NEW_WINDOW = { zoneId: '', start: '10:00', end: '12:00', capacity: 10, cutoffHours: 24 };

/** Only what the day's kind uses: closed days name zones, extra days windows. */
function bodyOf(day: NewSpecialDateRequest): NewSpecialDateRequest {
  const { zoneIds, slots, ...rest } = day;
  return rest.kind === 'closed'
    ? { ...rest, ...(zoneIds ? { zoneIds } : {}) }
    : { ...rest, slots: slots ?? [] };
}

/**
 * A closed or extra day with its note, validated with the request schema the server checks.
 * When the day would close zones with orders booked, the server lists them and staff confirm.
 */
export function SpecialDateForm({
  initial,
  dateFixed,
  submitLabel,
  onSave,
}: {
  initial: SpecialDateFormInput;
  /** Editing a day: its date is where it is stored, so it stays. */
  dateFixed: boolean;
  submitLabel: string;
  onSave: (day: NewSpecialDateRequest, confirmBookings: boolean) => Promise<void>;
}) {
  const zones = useRouteQuery(deliveryZonesArea.api.list, {});
  const zoneOptions = (zones.data ?? []).map((zone) => ({
    value: zone.id,
    label: zone.active ? zone.name : `${zone.name} (inactive)`,
  }));
  const { form, bind, submitRef } = useSchemaForm<SpecialDateFormInput, NewSpecialDateRequest>(
    NewSpecialDateRequestSchema,
    initial,
    'special-date',
  );
  const { control, handleSubmit, setValue, setError, formState } = form;
  const windows = useFieldArray({ control, name: 'slots' });
  const kind = useWatch({ control, name: 'kind' });
  const [scope, setScope] = useState<'all' | 'chosen'>(initial.zoneIds ? 'chosen' : 'all');
  const { warning, attempt, confirm, dismiss } = useBookingsWarning();
  const [confirming, setConfirming] = useState(false);

  const showServerErrors = (error: unknown) => {
    const messages = Object.entries(fieldErrorsOf(error));
    if (messages.length > 0) markShownInPlace(error);
    messages.forEach(([path, message], index) => {
      const field = (
        path.startsWith('zoneIds.') ? 'zoneIds' : path
      ) as FieldPath<SpecialDateFormInput>;
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  };

  const save = async (day: NewSpecialDateRequest) => {
    await attempt((confirmed) => onSave(bodyOf(day), confirmed)).catch(showServerErrors);
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(save)(event)}
        className={`${PANEL} mt-6 grid gap-5`}
      >
        {dateFixed ? (
          <p className="font-semibold">{longDayLabel(initial.date)}</p>
        ) : (
          <PickerField {...bind('date')} type="date" label="Date" />
        )}
        <ChoiceGroupField
          {...bind('kind', {
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === 'extra') {
                setValue('zoneIds', undefined);
                if (windows.fields.length === 0) windows.append(NEW_WINDOW);
              } else {
                windows.replace([]);
                setScope('all');
                setValue('zoneIds', undefined);
              }
            },
          })}
          label="Kind of day"
          options={KIND_OPTIONS}
        />
        {kind === 'closed' ? (
          <fieldset className="grid gap-3">
            <legend className="text-sm font-semibold">Closed for</legend>
            {SCOPE_OPTIONS.map((option) => (
              <label key={option.value} className="flex items-center gap-3">
                <input
                  type="radio"
                  name="special-date-scope"
                  value={option.value}
                  checked={scope === option.value}
                  onChange={() => {
                    setScope(option.value);
                    setValue('zoneIds', option.value === 'all' ? undefined : []);
                  }}
                  className="size-4 accent-brand-700"
                />
                {option.label}
              </label>
            ))}
            {scope === 'chosen' ? (
              <ChoiceGroupField
                {...bind('zoneIds')}
                label="Zones closed"
                options={zoneOptions}
                multiple
                columns={2}
              />
            ) : null}
          </fieldset>
        ) : (
          <fieldset className="grid gap-4">
            <legend className="text-sm font-semibold">Extra windows</legend>
            {windows.fields.map((window, index) => (
              <fieldset
                key={window.id}
                className="grid gap-3 rounded-lg border border-stone-300 p-4 sm:grid-cols-2"
              >
                <legend className="px-1 font-semibold">Window {index + 1}</legend>
                <SelectField
                  {...bind(`slots.${index}.zoneId`)}
                  label="Zone"
                  options={zoneOptions}
                  placeholder="Choose a zone"
                />
                <WholeNumberField
                  {...bind(`slots.${index}.capacity`, { valueAsNumber: true })}
                  label="Capacity (orders)"
                  min={1}
                  max={500}
                />
                <PickerField {...bind(`slots.${index}.start`)} type="time" label="Start" />
                <PickerField {...bind(`slots.${index}.end`)} type="time" label="End" />
                <WholeNumberField
                  {...bind(`slots.${index}.cutoffHours`, { valueAsNumber: true })}
                  label="Cut-off (hours before the start)"
                  min={0}
                  max={336}
                />
                <div className="self-end">
                  <button
                    type="button"
                    className={SECONDARY_BUTTON}
                    onClick={() => {
                      windows.remove(index);
                    }}
                  >
                    Remove window {index + 1}
                  </button>
                </div>
              </fieldset>
            ))}
            {formState.errors.slots?.message ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {formState.errors.slots.message}
              </p>
            ) : null}
            <div>
              <button
                type="button"
                className={SECONDARY_BUTTON}
                onClick={() => {
                  windows.append(NEW_WINDOW);
                }}
              >
                Add a window
              </button>
            </div>
          </fieldset>
        )}
        <TextAreaField
          {...bind('note')}
          label="Note"
          help="Why the day differs, for the team (at most 200 characters)."
        />
        <div>
          <SubmitButton ref={submitRef} busy={formState.isSubmitting} label={submitLabel} />
        </div>
      </form>
      <BookingsWarningDialog
        warning={warning}
        busy={confirming}
        onCancel={dismiss}
        onConfirm={() => {
          setConfirming(true);
          void confirm?.()
            .catch(showServerErrors)
            .finally(() => {
              setConfirming(false);
            });
        }}
      />
    </>
  );
}
