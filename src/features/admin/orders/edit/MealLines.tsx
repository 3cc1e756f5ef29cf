import { useId, useState } from 'react';
import {
  FieldMessage,
  fieldClass,
  errorAria,
  LABEL_CLASS,
} from '../../../../components/forms/fields.tsx';
import { formatNZD } from '../../../../lib/money.ts';
import type { EditableMeal } from '../../../../lib/orders/order-edit.ts';
import type { OrderLine } from '../../../../lib/orders/pricing.ts';
import { SECONDARY_BUTTON } from '../../styles.ts';
import type { EditDraft } from './edit-draft.ts';

type Items = EditDraft['items'];

/**
 * The order's meals as the edit form changes them: each line's packs (with its price and line
 * total), a button to remove it, and a meal on sale to add (today's price, packs left).
 */
export function MealLines({
  items,
  lines,
  meals,
  errors,
  onChange,
}: {
  items: Items;
  lines: readonly OrderLine[];
  meals: readonly EditableMeal[];
  errors: Readonly<Record<string, string>>;
  onChange: (items: Items) => void;
}) {
  const baseId = useId();
  const priced = new Map(lines.map((line) => [line.productId, line]));
  const names = new Map(meals.map((meal) => [meal.productId, meal.name]));
  return (
    <>
      <ul className="grid gap-3">
        {items.map((item, index) => {
          const line = priced.get(item.productId);
          const name = line?.name ?? names.get(item.productId) ?? item.productId;
          const id = `${baseId}-${item.productId}`;
          const error = errors[`items.${String(index)}.quantity`];
          return (
            <li
              key={item.productId}
              className="grid grid-cols-[1fr_auto] items-end gap-x-3 gap-y-1 border-t border-stone-200 pt-3 sm:grid-cols-[1fr_7rem_7rem_auto]"
            >
              <div className="col-span-2 sm:col-span-1">
                <p className="font-semibold">{name}</p>
                <p className="text-sm text-stone-700">
                  {line ? `${formatNZD(line.unitPriceCents)} each` : 'Not on sale'}
                </p>
              </div>
              <div>
                <label htmlFor={id} className={LABEL_CLASS}>
                  Packs <span className="sr-only">of {name}</span>
                </label>
                <input
                  id={id}
                  inputMode="numeric"
                  className={`${fieldClass(Boolean(error))} max-w-28`}
                  value={item.quantity}
                  {...errorAria(id, error)}
                  onChange={(event) => {
                    const next = [...items];
                    next[index] = { ...item, quantity: event.target.value };
                    onChange(next);
                  }}
                />
                <FieldMessage fieldId={id} message={error} />
              </div>
              <p className="pb-2 text-right sm:order-none">
                {line ? formatNZD(line.lineTotalCents) : ''}
              </p>
              <button
                type="button"
                className={`${SECONDARY_BUTTON} col-span-2 sm:col-span-1`}
                disabled={items.length === 1}
                aria-label={`Remove ${name}`}
                onClick={() => {
                  onChange(items.filter((_, kept) => kept !== index));
                }}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <AddMeal
        meals={meals.filter((meal) => !items.some((item) => item.productId === meal.productId))}
        onAdd={(productId, quantity) => {
          onChange([...items, { productId, quantity }]);
        }}
      />
    </>
  );
}

/** Picks a meal on sale that the order does not have yet, with its packs. */
function AddMeal({
  meals,
  onAdd,
}: {
  meals: readonly EditableMeal[];
  onAdd: (productId: string, quantity: string) => void;
}) {
  const [productId, setProductId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const mealId = useId();
  const packsId = useId();
  if (meals.length === 0) return null;
  return (
    <fieldset className="mt-4 grid gap-3 rounded-lg bg-stone-50 p-3 sm:grid-cols-[1fr_7rem_auto] sm:items-end">
      <legend className="sr-only">Add a meal</legend>
      <div>
        <label htmlFor={mealId} className={LABEL_CLASS}>
          Add a meal
        </label>
        <select
          id={mealId}
          className={fieldClass(false)}
          value={productId}
          onChange={(event) => {
            setProductId(event.target.value);
          }}
        >
          <option value="">Choose a meal</option>
          {meals.map((meal) => (
            <option key={meal.productId} value={meal.productId}>
              {meal.name}, {formatNZD(meal.priceCents)},{' '}
              {meal.available === 0 ? 'none left' : `${String(meal.available)} left`}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={packsId} className={LABEL_CLASS}>
          Packs to add
        </label>
        <input
          id={packsId}
          inputMode="numeric"
          className={`${fieldClass(false)} max-w-28`}
          value={quantity}
          onChange={(event) => {
            setQuantity(event.target.value);
          }}
        />
      </div>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={!productId}
        onClick={() => {
          onAdd(productId, quantity);
          setProductId('');
          setQuantity('1');
        }}
      >
        Add meal
      </button>
    </fieldset>
  );
}
