import type { UseFormRegisterReturn } from 'react-hook-form';
import type { fieldBinder } from '../../../components/forms/bind-field.ts';
import {
  CheckboxField,
  ChoiceGroupField,
  fieldAria,
  FieldFrame,
  TextAreaField,
  type FieldProps,
} from '../../../components/forms/fields.tsx';
import { ALLERGENS, NUTRITION_ROWS } from '../../../lib/products/food-facts.ts';
import { blankAsNoNumber } from '../forms/blank-number.ts';
import type { ProductFormInput } from './ProductForm.tsx';

type Bind = ReturnType<typeof fieldBinder<ProductFormInput>>;

const ALLERGEN_OPTIONS = ALLERGENS.map(({ id, label }) => ({
  value: id,
  label: label.charAt(0).toUpperCase() + label.slice(1),
}));

/** A number that may have decimals (grams to 0.1 g). */
function DecimalField({
  registration,
  ...field
}: FieldProps & { registration: UseFormRegisterReturn }) {
  return (
    <FieldFrame {...field}>
      <input
        id={field.id}
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        className="mt-1 block w-full max-w-32 rounded-lg border border-stone-400 bg-white px-3 py-2 text-ink shadow-sm focus-visible:outline-brand-700 aria-invalid:border-red-700"
        {...fieldAria(field)}
        {...registration}
      />
    </FieldFrame>
  );
}

/**
 * The food facts of the product form: ingredients, the declared allergens (or "none of these"),
 * storage, reheating and nutrition per serve. A meal page shows them once the first four are
 * written; until then it asks shoppers to get in touch.
 */
export function FoodFactsFields({ bind }: { bind: Bind }) {
  const number = (name: Parameters<Bind>[0]) => bind(name, { setValueAs: blankAsNoNumber });
  return (
    <fieldset className="grid gap-5 border-t border-stone-200 pt-5">
      <legend className="text-lg font-semibold">Food facts</legend>
      <p className="-mt-3 text-sm text-stone-700">
        Shoppers see these on the meal&apos;s page. Until ingredients, allergens, storage and
        reheating are all filled in, the page asks them to contact you instead.
      </p>
      <TextAreaField
        {...bind('ingredients')}
        label="Ingredients"
        help="In descending order by weight, as on the label, e.g. Tomatoes (45%), carrot, cream (milk)."
        rows={4}
      />
      <ChoiceGroupField
        {...bind('allergens')}
        label="Contains these allergens"
        help="The allergens the Food Standards Code says must be declared. Shoppers see them as a bold Contains line."
        options={ALLERGEN_OPTIONS}
        multiple
        columns={2}
      />
      <CheckboxField {...bind('allergenFree')} label="Contains none of these allergens" />
      <TextAreaField
        {...bind('storage')}
        label="Storage"
        help="E.g. Keep frozen at -18 °C or colder. Once thawed, keep in the fridge and use within 2 days."
        rows={2}
      />
      <TextAreaField {...bind('reheating')} label="Reheating" rows={3} />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-sm font-semibold">
          Nutrition per serve (optional: leave blank if you do not have it)
        </legend>
        <DecimalField {...number('nutrition.servingSizeGrams')} label="Serving size (g)" />
        {NUTRITION_ROWS.map((row) => (
          <DecimalField
            key={row.key}
            {...number(`nutrition.${row.key}`)}
            label={`${row.label} (${row.unit})`}
          />
        ))}
      </fieldset>
    </fieldset>
  );
}
