import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/forms/fields.tsx';
import type { BatchLot } from '../../../lib/batches/batch.ts';
import { SECONDARY_BUTTON } from '../styles.ts';

/** A blank lot line for the form. */
export const NEW_LOT: BatchLot = { supplier: '', ingredient: '', lot: '' };

/** A lot field bound to its form (the form's `bind`). */
type Bind = (name: `lots.${number}.${keyof BatchLot}`) => {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

/**
 * The ingredient lots of a batch, one line each as written on the supplier's label, with a
 * button to add a line and one to remove each.
 */
export function LotsFields({
  lots,
  bind,
}: {
  /** The form's `useFieldArray` of `lots`. */
  lots: {
    fields: readonly { id: string }[];
    append: (lot: BatchLot) => void;
    remove: (index: number) => void;
  };
  bind: Bind;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-semibold">Ingredient lots</legend>
      {lots.fields.length === 0 ? <p className="text-sm">No lots recorded.</p> : null}
      {lots.fields.map((lot, index) => (
        <fieldset
          key={lot.id}
          className="grid gap-3 rounded-lg border border-stone-300 p-3 sm:grid-cols-3"
        >
          <legend className="px-1 text-sm font-semibold">Lot {index + 1}</legend>
          <TextField {...bind(`lots.${index}.supplier`)} label="Supplier" />
          <TextField {...bind(`lots.${index}.ingredient`)} label="Ingredient" />
          <TextField {...bind(`lots.${index}.lot`)} label="Lot or use-by" />
          <div className="sm:col-span-3">
            <button
              type="button"
              className={SECONDARY_BUTTON}
              onClick={() => {
                lots.remove(index);
              }}
            >
              Remove lot {index + 1}
            </button>
          </div>
        </fieldset>
      ))}
      <div>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => {
            lots.append(NEW_LOT);
          }}
        >
          Add a lot
        </button>
      </div>
    </fieldset>
  );
}
