import { useEffect } from 'react';
import type { z } from 'zod';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  WholeNumberField,
} from '../../../components/forms/fields.tsx';
import { useSavingForm } from '../../../components/forms/use-schema-form.ts';
import {
  NewProductRequestSchema,
  ProductFieldsSchema,
  type ProductFields,
} from '../../../lib/forms/product.ts';
import { NUTRITION_ROWS } from '../../../lib/products/food-facts.ts';
import { PRODUCT_STATUSES } from '../../../lib/products/product.ts';
import { blankAsNoNumber } from '../forms/blank-number.ts';
import { MoneyField } from '../forms/controlled-fields.tsx';
import { TextListField } from '../forms/list-field.tsx';
import { FoodFactsFields } from './FoodFactsFields.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { PANEL } from '../styles.ts';

export type ProductFormInput = z.input<typeof ProductFieldsSchema>;

// Nutrition's own fields too, so the server's message about one appears beside it.
const FIELDS = [
  ...(Object.keys(ProductFieldsSchema.shape) as (keyof ProductFields)[]),
  'nutrition.servingSizeGrams',
  ...NUTRITION_ROWS.map((row) => `nutrition.${row.key}` as const),
] as const;

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active: shoppers see and buy it' },
  { value: 'draft', label: 'Draft: hidden from shoppers until you make it active' },
  { value: 'archived', label: 'Archived: gone from the shop, kept on its orders' },
] as const satisfies readonly { value: (typeof PRODUCT_STATUSES)[number]; label: string }[];

/**
 * Every field of a product but its photo (uploaded on its own, see ProductPhoto), validated with
 * the schema the server checks. `onSave` sends them; a field's message from the server appears
 * beside that field.
 */
export function ProductForm({
  initial,
  submitLabel,
  onSave,
  onDirtyChange,
  priceLockedBecause = null,
}: {
  initial: ProductFormInput;
  /** Why this account may not change the price (it then stays as it is), or null. */
  priceLockedBecause?: string | null;
  submitLabel: string;
  onSave: (product: ProductFields) => Promise<void>;
  /** Told whether the form holds changes not saved yet. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { form, bind, submitRef, onSubmit } = useSavingForm<ProductFormInput, ProductFields>(
    NewProductRequestSchema,
    // A product from before food facts has no allergens: the checkboxes start unticked.
    { ...initial, allergens: initial.allergens ?? [], allergenFree: initial.allergenFree ?? false },
    'product',
    { fields: FIELDS, save: onSave },
  );
  const {
    control,
    formState: { dirtyFields },
  } = form;
  // Per field, not `isDirty`, which compares the whole form and so counts values the fields only
  // normalised (an empty threshold) as changes.
  const dirty = Object.keys(dirtyFields).length > 0;

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  return (
    <form noValidate onSubmit={onSubmit} className={`${PANEL} mt-6 grid gap-5`}>
      <TextField
        {...bind('name')}
        label="Name"
        help="What shoppers see. A new product's web address is made from it and stays the same afterwards."
      />
      <TextAreaField {...bind('description')} label="Description" rows={5} />
      <MoneyField
        control={control}
        name="priceCents"
        id="product-priceCents"
        label="Price per pack"
        disabled={priceLockedBecause !== null}
        help={priceLockedBecause ?? undefined}
      />
      <WholeNumberField
        {...bind('cubesPerPack', { valueAsNumber: true })}
        label="Cubes per pack"
        min={1}
      />
      <TextListField
        control={control}
        name="tags"
        id="product-tags"
        label="Tags"
        help="Separated by commas, e.g. vegetarian, mild, pasta."
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">Badges</legend>
        <CheckboxField {...bind('isBestseller')} label="Bestseller" />
        <CheckboxField {...bind('isVegetarian')} label="Vegetarian (shows the Veggie badge)" />
        <CheckboxField {...bind('isKidFriendly')} label="Kid friendly" />
      </fieldset>
      <SelectField {...bind('status')} label="Status" options={STATUS_OPTIONS} />
      <WholeNumberField
        {...bind('lowStockThreshold', { setValueAs: blankAsNoNumber })}
        label="Low-stock threshold (packs)"
        help="Inventory warns when stock falls to this. Leave blank to use the shop's setting."
        min={0}
      />
      <FoodFactsFields bind={bind} />
      <div>
        <SubmitButton ref={submitRef} busy={form.formState.isSubmitting} label={submitLabel} />
      </div>
    </form>
  );
}
