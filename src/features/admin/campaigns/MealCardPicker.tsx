import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { productsArea } from '../../../lib/admin/areas/products.ts';
import { LABEL_CLASS, fieldClass } from '../../../components/forms/fields.tsx';
import type { CampaignFormInput } from '../../../lib/newsletters/campaign-form.ts';
import { CAMPAIGN_MEAL_CARDS_MAX, type CampaignDraft } from '../../../lib/newsletters/campaign.ts';
import { formatNZD } from '../../../lib/money.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { SECONDARY_BUTTON } from '../styles.ts';

/** Meals from the catalog shown as cards under the email: search, add, remove. */
export function MealCardPicker({
  control,
}: {
  control: Control<CampaignFormInput, unknown, CampaignDraft>;
}) {
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control, name: 'mealCards' });
  const chosen = value ?? [];
  const catalog = useRouteQuery(productsArea.api.list, {});
  const [search, setSearch] = useState('');
  const onSale = (catalog.data ?? []).filter((product) => product.status === 'active');
  const byId = new Map(onSale.map((product) => [product.id, product]));
  const matches = onSale.filter(
    (product) =>
      !chosen.includes(product.id) &&
      product.name.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const full = chosen.length >= CAMPAIGN_MEAL_CARDS_MAX;
  return (
    <fieldset className="grid gap-2">
      <legend className={LABEL_CLASS}>Meal cards (optional)</legend>
      <p className="text-sm text-stone-700">
        Each shows the meal&apos;s photo, name, today&apos;s price and a link to it; at most{' '}
        {CAMPAIGN_MEAL_CARDS_MAX}.
      </p>
      {chosen.length > 0 ? (
        <ul className="grid gap-2">
          {chosen.map((id) => (
            <li
              key={id}
              className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 px-3 py-2"
            >
              <span>
                {byId.get(id)?.name ?? id}
                {byId.has(id) ? ` (${formatNZD(byId.get(id)?.priceCents ?? 0)})` : ' (not on sale)'}
              </span>
              <button
                type="button"
                className="font-semibold text-red-800 underline"
                onClick={() => {
                  onChange(chosen.filter((other) => other !== id));
                }}
              >
                Remove<span className="sr-only"> {byId.get(id)?.name ?? id}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor="campaign-meal-search" className="text-sm font-semibold">
        Find a meal to add
      </label>
      <input
        id="campaign-meal-search"
        type="search"
        value={search}
        disabled={full}
        onChange={(event) => {
          setSearch(event.target.value);
        }}
        className={`${fieldClass(Boolean(fieldState.error))} max-w-md`}
      />
      {search.trim() !== '' && !full ? (
        <ul aria-label="Matching meals" className="grid max-w-md gap-1">
          {matches.slice(0, 8).map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className={`${SECONDARY_BUTTON} w-full justify-between`}
                onClick={() => {
                  onChange([...chosen, product.id]);
                  setSearch('');
                }}
              >
                Add {product.name} <span aria-hidden="true">{formatNZD(product.priceCents)}</span>
              </button>
            </li>
          ))}
          {matches.length === 0 ? (
            <li className="text-sm text-stone-700">No meal matches.</li>
          ) : null}
        </ul>
      ) : null}
      {fieldState.error?.message ? (
        <p className="text-sm font-semibold text-red-800">{fieldState.error.message}</p>
      ) : null}
    </fieldset>
  );
}
