import { useId, useState } from 'react';
import { fieldClass, LABEL_CLASS } from '../../components/forms/fields.tsx';
import { formatNZD } from '../../lib/money.ts';
import type { CatalogMeal, StandingOrderView } from '../../lib/standing-orders/my-deliveries.ts';
import { callDeliveries } from './call.ts';
import type { RunChange } from './StandingOrderCard.tsx';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from './styles.ts';

/** Changes the meals and packs of every delivery: every meal on sale, at today's prices. */
export default function EditItems({
  order,
  meals,
  run,
}: {
  order: StandingOrderView;
  meals: readonly CatalogMeal[];
  run: RunChange;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const start = () => {
    setQuantities(Object.fromEntries(order.items.map((item) => [item.productId, item.quantity])));
    setProblem(null);
    setEditing(true);
  };
  const save = async () => {
    const items = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([productId, quantity]) => ({ productId, quantity }));
    // The request's own schema checks it here as on the server; it loads with the first save.
    const { ItemsChangeSchema } = await import('../../lib/standing-orders/my-deliveries.ts');
    const checked = ItemsChangeSchema.safeParse({ items });
    if (!checked.success) {
      setProblem(
        items.length === 0
          ? 'Choose at least 1 pack.'
          : (checked.error.issues[0]?.message ?? 'Check the packs.'),
      );
      return;
    }
    setProblem(null);
    if (
      await run(
        () => callDeliveries('items', { params: { id: order.id }, body: checked.data }),
        setProblem,
      )
    )
      setEditing(false);
  };
  const cents = meals.reduce((sum, meal) => sum + meal.priceCents * (quantities[meal.id] ?? 0), 0);

  if (!editing)
    return (
      <button type="button" className={`${SECONDARY_BUTTON_CLASS} mt-4 mr-2`} onClick={start}>
        Change meals
      </button>
    );
  return (
    <fieldset className="mt-6 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 font-semibold">Meals for each delivery</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {meals.map((meal) => (
          <li key={meal.id} className="flex items-center justify-between gap-2">
            <label htmlFor={`${id}-${meal.id}`} className={LABEL_CLASS}>
              {meal.name} <span className="font-normal">{formatNZD(meal.priceCents)}</span>
            </label>
            <input
              id={`${id}-${meal.id}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={24}
              value={quantities[meal.id] ?? 0}
              onChange={(event) => {
                setQuantities({ ...quantities, [meal.id]: Number(event.target.value) || 0 });
              }}
              className={`${fieldClass(false)} w-20`}
            />
          </li>
        ))}
      </ul>
      <p className="mt-3">Meals at today’s prices: {formatNZD(cents)}</p>
      {problem && (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={PRIMARY_BUTTON_CLASS} onClick={() => void save()}>
          Save meals
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON_CLASS}
          onClick={() => {
            setEditing(false);
          }}
        >
          Keep as it is
        </button>
      </div>
    </fieldset>
  );
}
