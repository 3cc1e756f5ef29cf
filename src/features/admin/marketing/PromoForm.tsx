import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CheckboxField,
  ChoiceGroupField,
  TextField,
  WholeNumberField,
} from '../../../components/forms/fields.tsx';
import { useSavingForm } from '../../../components/forms/use-schema-form.ts';
import {
  NewPromoRequestSchema,
  type NewPromoRequest,
} from '../../../lib/marketing/promo-requests.ts';
import { MoneyField, NzDateTimeField } from '../forms/controlled-fields.tsx';
import { blankAsNoNumber } from '../forms/blank-number.ts';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { PANEL } from '../styles.ts';

export type PromoFormInput = z.input<typeof NewPromoRequestSchema>;

const KIND_OPTIONS = [
  { value: 'percent', label: 'A percentage off the meals' },
  { value: 'fixed', label: 'A fixed amount off the meals' },
  { value: 'free_delivery', label: 'Free delivery' },
] as const;

const FIELDS = [
  'code',
  'kind',
  'value',
  'minimumSubtotalCents',
  'startsAt',
  'endsAt',
  'maxUses',
] as const;

/**
 * A promo code's fields, validated with the schema the server checks. An existing code keeps its
 * code; once orders used it, its kind and value are shown but cannot change (`offerLocked`).
 */
export function PromoForm({
  initial,
  submitLabel,
  isNew,
  offerLocked,
  onSave,
}: {
  initial: PromoFormInput;
  submitLabel: string;
  isNew: boolean;
  offerLocked: boolean;
  onSave: (promo: NewPromoRequest) => Promise<void>;
}) {
  const { form, bind, submitRef, onSubmit } = useSavingForm<PromoFormInput, NewPromoRequest>(
    NewPromoRequestSchema,
    initial,
    'promo',
    { fields: FIELDS, save: onSave },
  );
  const { control, setValue } = form;
  const kind = useWatch({ control, name: 'kind' });

  return (
    <form noValidate onSubmit={onSubmit} className={`${PANEL} mt-6 grid gap-5`}>
      {isNew ? (
        <TextField
          {...bind('code')}
          label="Code"
          help="What shoppers type: letters, digits, dashes; stored in capitals, e.g. SPRING10."
        />
      ) : null}
      <fieldset disabled={offerLocked} className="grid gap-5">
        {offerLocked ? (
          <p className="text-sm text-stone-700">
            Orders have used this code, so its kind and value stay as they are. To offer something
            else, make a new code.
          </p>
        ) : null}
        <ChoiceGroupField
          {...bind('kind', {
            onChange: (event: { target: { value: string } }) => {
              setValue('value', event.target.value === 'free_delivery' ? 0 : Number.NaN);
            },
          })}
          label="Kind"
          options={KIND_OPTIONS}
        />
        {kind === 'percent' ? (
          <WholeNumberField
            {...bind('value', { valueAsNumber: true })}
            label="Percentage off"
            help="A whole number from 1 to 100."
            min={1}
            max={100}
          />
        ) : null}
        {kind === 'fixed' ? (
          <MoneyField control={control} name="value" id="promo-value" label="Amount off" />
        ) : null}
      </fieldset>
      <MoneyField
        control={control}
        name="minimumSubtotalCents"
        id="promo-minimumSubtotalCents"
        label="Minimum spend"
        help="The meals must come to this much before the discount; 0.00 for no minimum."
      />
      <NzDateTimeField
        control={control}
        name="startsAt"
        id="promo-startsAt"
        label="Starts"
        help="Papamoa time. Leave blank to start at once."
      />
      <NzDateTimeField
        control={control}
        name="endsAt"
        id="promo-endsAt"
        label="Ends"
        help="Papamoa time. Leave blank for no end."
      />
      <WholeNumberField
        {...bind('maxUses', { setValueAs: blankAsNoNumber })}
        label="Total uses"
        help="How many orders may use the code in all. Leave blank for no limit."
        min={1}
      />
      <CheckboxField {...bind('onePerCustomer')} label="One use per customer email" />
      <CheckboxField
        {...bind('everyStandingDelivery')}
        label="Every delivery of a standing order started with it (otherwise the first order only)"
      />
      <CheckboxField {...bind('active')} label="On: shoppers can use this code" />
      <div>
        <SubmitButton ref={submitRef} busy={form.formState.isSubmitting} label={submitLabel} />
      </div>
    </form>
  );
}
