import {
  foodFactsSummary,
  type RowFoodFacts,
} from '../../../lib/products/pdf-import/food-fact-rows.ts';
import { formatNZD } from '../../../lib/money.ts';
import type { PreviewRow } from '../../../lib/products/pdf-import/types.ts';
import type { RowOutcome } from './apply-import.ts';
import { changesPrice, comparisonOf } from './import-rows.ts';

const COMPARISON_CLASSES: Readonly<Record<string, string>> = {
  New: 'bg-leaf-700 text-white',
  Changed: 'bg-amber-100 text-amber-900',
  Unchanged: 'bg-stone-200 text-stone-800',
};

/** Beside a sent row: that it was imported, or why not and what to do. */
function OutcomeNote({ outcome }: { outcome: RowOutcome | undefined }) {
  if (!outcome) return null;
  return outcome.imported ? (
    <p className="mt-2 text-sm font-semibold text-leaf-700">Imported</p>
  ) : (
    <p className="mt-2 text-sm font-semibold text-red-800">Not imported: {outcome.message}</p>
  );
}

/** A changed price, old to new; the row starts unticked so staff choose to take it. */
function PriceChange({ row }: { row: PreviewRow }) {
  if (!row.match || row.priceCents === null || !changesPrice(row)) return null;
  return (
    <p className="mt-1 text-sm text-stone-800">
      Price <span className="font-semibold">{formatNZD(row.match.shopPriceCents)}</span>{' '}
      <span aria-hidden="true">→</span>
      <span className="sr-only">changes to</span>{' '}
      <span className="font-semibold">{formatNZD(row.priceCents)}</span>
      <span className="block text-stone-700">Tick the row to change the price.</span>
    </p>
  );
}

/**
 * The last cell of an import review row: how it compares with the shop, its warnings and, once
 * sent, what became of it.
 */
export function ImportRowStatus({
  row,
  outcome,
}: {
  row: PreviewRow;
  outcome: RowOutcome | undefined;
}) {
  const comparison = comparisonOf(row);
  return (
    <>
      <span
        className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${
          COMPARISON_CLASSES[comparison.label] ?? ''
        }`}
      >
        {comparison.label}
      </span>
      {comparison.detail ? (
        <p className="mt-1 text-sm text-stone-700">{comparison.detail}</p>
      ) : null}
      <PriceChange row={row} />
      {row.warnings.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-sm font-medium text-amber-900">
          {row.warnings.map((warning) => (
            <li key={warning}>
              <span aria-hidden="true">⚠ </span>
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
      <OutcomeNote outcome={outcome} />
    </>
  );
}

// The review has no allergen boxes, so the product form's own message would point at nothing.
const FOOD_FACTS_REFUSED =
  'These food facts cannot be imported as they are: the PDF gives ingredients but no allergens. Add a "Contains: …" line (or "Contains no allergens") to the PDF and read it again, or untick this row and enter the product with its allergens on the product form.';

/**
 * Under a row's description: the food facts the PDF gave it, in a few words, and why they cannot
 * be imported as they are when apply's check refused them (those fields have no input here).
 */
export function FoodFactsNote({ facts, refused }: { facts: RowFoodFacts; refused: boolean }) {
  const summary = foodFactsSummary(facts);
  if (summary === null) return null;
  return (
    <div className="grid gap-1 text-sm">
      <p className="text-stone-700">Food facts: {summary}</p>
      {refused && (
        <p role="alert" className="font-semibold text-red-800">
          {FOOD_FACTS_REFUSED}
        </p>
      )}
    </div>
  );
}
