import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField, ChoiceGroupField, TextField } from '../../../components/forms/fields.tsx';
import { markShownInPlace } from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { fieldErrorsOf } from '../../../lib/api/api-client.ts';
import { ZoneUpdateRequestSchema, type ZoneUpdateRequest } from '../../../lib/delivery/requests.ts';
import { MoneyField } from '../forms/controlled-fields.tsx';
import { TextListField } from '../forms/list-field.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { PANEL } from '../styles.ts';

export type ZoneFormInput = z.input<typeof ZoneUpdateRequestSchema>;

const KIND_OPTIONS = [
  { value: 'delivery', label: 'Delivery zone: the van brings orders to the area below' },
  { value: 'pickup', label: 'Pickup point: shoppers collect from an address' },
] as const;

const FIELDS = [
  'name',
  'kind',
  'postcodes',
  'suburbs',
  'feeCents',
  'freeDeliveryThresholdCents',
  'minimumOrderCents',
  'pickupAddress',
] as const;

/** An empty text field counts as "no pickup address", not as a blank one. */
const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The fields of a zone, validated with the request schema the server checks. `onSave` sends them;
 * field messages from the server (a postcode another zone claims) appear beside their fields.
 */
export function ZoneForm({
  initial,
  submitLabel,
  showActive,
  onSave,
}: {
  initial: ZoneFormInput;
  submitLabel: string;
  /** New zones choose whether they start active; existing ones change it under Status. */
  showActive: boolean;
  onSave: (zone: ZoneUpdateRequest) => Promise<void>;
}) {
  const { form, bind, submitRef } = useSchemaForm<ZoneFormInput, ZoneUpdateRequest>(
    ZoneUpdateRequestSchema,
    initial,
    'zone',
  );
  const { control, handleSubmit, setError, setValue } = form;
  const kind = useWatch({ control, name: 'kind' });

  const save = async (zone: ZoneUpdateRequest) => {
    try {
      await onSave(zone);
    } catch (error) {
      // Entries of a list come back as `postcodes.2`; their message goes beside the list.
      const messages = Object.entries(fieldErrorsOf(error)).flatMap(([path, message]) => {
        const [name = '', index] = path.split('.');
        const field = FIELDS.find((known) => known === name);
        if (!field) return [];
        const entry =
          index !== undefined && (field === 'postcodes' || field === 'suburbs')
            ? zone[field][Number(index)]
            : undefined;
        return [[field, entry === undefined ? message : `${entry}: ${message}`] as const];
      });
      messages.forEach(([field, message], index) => {
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (messages.length > 0 && messages.length === Object.keys(fieldErrorsOf(error)).length) {
        markShownInPlace(error);
      }
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
      className={`${PANEL} mt-6 grid gap-5`}
    >
      <TextField {...bind('name')} label="Name" help="What shoppers see, e.g. Papamoa." />
      <ChoiceGroupField
        {...bind('kind', {
          // A pickup point has no area and a delivery zone no address: nothing hidden is sent.
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value === 'pickup') {
              setValue('postcodes', []);
              setValue('suburbs', []);
            } else {
              setValue('pickupAddress', undefined);
            }
          },
        })}
        label="Kind"
        options={KIND_OPTIONS}
      />
      {kind === 'pickup' ? (
        <TextField
          {...bind('pickupAddress', { setValueAs: blankAsUndefined })}
          label="Pickup address"
          help="Where shoppers collect their order. The pickup hours are this point's weekly windows under Delivery slots."
        />
      ) : (
        <>
          <TextListField
            control={control}
            name="postcodes"
            id="zone-postcodes"
            label="Postcodes"
            help="Four digits each, separated by commas, e.g. 3118, 3119."
          />
          <TextListField
            control={control}
            name="suburbs"
            id="zone-suburbs"
            label="Suburbs"
            rows={4}
            help="One per line (or separated by commas). Spelling with or without macrons both match."
          />
        </>
      )}
      <MoneyField control={control} name="feeCents" id="zone-feeCents" label="Delivery fee" />
      <MoneyField
        control={control}
        name="freeDeliveryThresholdCents"
        id="zone-freeDeliveryThresholdCents"
        label="Free delivery from"
        help="Orders of this much or more are delivered free. Leave blank if the fee always applies."
        blankIsNull
      />
      <MoneyField
        control={control}
        name="minimumOrderCents"
        id="zone-minimumOrderCents"
        label="Minimum order"
        help="Shoppers cannot check out below this; 0.00 for no minimum."
      />
      {showActive ? (
        <CheckboxField {...bind('active')} label="Active: shoppers can choose this zone" />
      ) : null}
      <div>
        <SubmitButton ref={submitRef} busy={form.formState.isSubmitting} label={submitLabel} />
      </div>
    </form>
  );
}
