import { useId, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { fieldBinder } from '../../../components/forms/bind-field.ts';
import {
  CheckboxField,
  TextAreaField,
  TextField,
  WholeNumberField,
} from '../../../components/forms/fields.tsx';
import { ImportApplyRowSchema } from '../../../lib/forms/product-import.ts';
import type { PreviewRow } from '../../../lib/products/pdf-import/types.ts';
import { forgetUserAfter401 } from '../auth-store.ts';
import { ColumnHeadings } from '../ColumnHeadings.tsx';
import { MoneyField } from '../forms/controlled-fields.tsx';
import { PermissionReason, useMay } from '../permissions.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import {
  applyInBatches,
  type AppliedImport,
  type ChosenRow,
  type RowOutcome,
} from './apply-import.ts';
import { applyInputOf, reviewFormRow, type ReviewForm } from './import-rows.ts';
import { FoodFactsNote, ImportRowStatus } from './ImportRowStatus.tsx';
import type { PageImages } from './pdf-page-images.ts';
import { SourceThumbnail } from './SourceThumbnail.tsx';

/**
 * The rows found in a PDF, each editable and with a checkbox; Apply checks the ticked ones with
 * the apply schema, then sends them in batches so the progress shown is real.
 */
export function ImportReview({
  rows,
  pages,
  onApplied,
}: {
  rows: readonly PreviewRow[];
  /** The PDF's pages drawn in the browser, for each row's thumbnail; null shows none. */
  pages: PageImages | null;
  onApplied: (result: AppliedImport) => void;
}) {
  // Staff not allowed to change prices keep a matched product's price: its row with a new price
  // cannot be ticked (apply would refuse it, 403), and its price cannot be edited.
  const mayChangePrice = useMay('prices');
  const priceReasonId = useId();
  const priceLocked = (row: PreviewRow) => !mayChangePrice && row.match !== null;
  const changesPrice = (row: PreviewRow) =>
    priceLocked(row) && row.match?.changes.includes('priceCents') === true;
  const form = useForm<ReviewForm>({
    defaultValues: {
      rows: rows.map((row) => {
        const initial = reviewFormRow(row);
        return { ...initial, ticked: initial.ticked && !changesPrice(row) };
      }),
    },
  });
  const { control, register, setError, clearErrors, setValue } = form;
  const bind = fieldBinder(form, 'import');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // After an import some of whose rows were refused: each sent row's outcome, shown beside it.
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RowOutcome>>(new Map());
  const [partly, setPartly] = useState<AppliedImport | null>(null);
  const ticked = useWatch({ control, name: 'rows' }).filter((row) => row.ticked).length;

  const tickAll = (value: boolean) => {
    rows.forEach((row, index) => {
      setValue(`rows.${index}.ticked`, value && !changesPrice(row));
    });
  };

  /** The ticked rows, checked; null (with messages beside the fields) when any is at fault. */
  const checkedRows = (): ChosenRow[] | null => {
    clearErrors();
    const chosen: ChosenRow[] = [];
    const faults: FieldPath<ReviewForm>[] = [];
    form.getValues('rows').forEach((row, index) => {
      const found = rows[index];
      if (!row.ticked || !found) return;
      const parsed = ImportApplyRowSchema.safeParse(applyInputOf(row, found));
      if (parsed.success) {
        chosen.push({ index, row: parsed.data });
        return;
      }
      for (const issue of parsed.error.issues) {
        const field = `rows.${index}.${issue.path.join('.')}` as FieldPath<ReviewForm>;
        setError(field, { message: issue.message });
        faults.push(field);
      }
    });
    const [firstFault] = faults;
    if (firstFault) {
      form.setFocus(firstFault);
      return null;
    }
    return chosen;
  };

  const apply = async () => {
    setFailure(null);
    const chosen = checkedRows();
    if (!chosen || chosen.length === 0) {
      if (chosen) setFailure('Tick at least one row to import.');
      return;
    }
    const result: AppliedImport = { created: [], updated: [], errors: [], failed: [] };
    const sent = new Map<number, RowOutcome>();
    setProgress({ done: 0, total: chosen.length });
    try {
      await applyInBatches(chosen, result, sent, {
        progress: (done) => {
          setProgress({ done, total: chosen.length });
        },
        fieldError: (index, field, message) => {
          setError(`rows.${String(index)}.${field}` as FieldPath<ReviewForm>, { message });
        },
      });
      if (result.failed.length === 0) {
        onApplied(result);
        return;
      }
      // Some rows were refused: the review stays, each sent row saying what became of it.
      for (const index of sent.keys()) setValue(`rows.${index}.ticked`, false);
      setOutcomes(sent);
      setPartly(result);
    } catch (error) {
      if (forgetUserAfter401(error)) return;
      setFailure(
        `${error instanceof Error ? error.message : 'The import stopped.'} ${
          result.created.length + result.updated.length
        } rows were saved before it stopped; reload the products list to see them.`,
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <p className="mr-auto text-stone-700">
          {rows.length} products found; {ticked} ticked to import. New ones are saved as drafts.
        </p>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => {
            tickAll(true);
          }}
        >
          Tick all
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => {
            tickAll(false);
          }}
        >
          Tick none
        </button>
      </div>
      {rows.some(changesPrice) ? (
        <PermissionReason id={priceReasonId} permission="prices" className="mt-3" />
      ) : null}
      {/* On a phone each row is a card: its fields stack instead of scrolling sideways. */}
      <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full text-left max-md:block">
          <caption className="sr-only">Products found in the PDF</caption>
          <ColumnHeadings
            className="bg-stone-50 text-sm max-md:sr-only"
            cellClass="px-4 py-3"
            headings={['Import', 'Product', 'Price and pack', 'Badges', 'Compared with the shop']}
          />
          <tbody className="max-md:block">
            {rows.map((row, index) => {
              const flagged = row.warnings.length > 0;
              return (
                <tr
                  key={index}
                  className={`border-t border-stone-200 align-top max-md:grid max-md:py-2 ${flagged ? 'bg-amber-50' : ''}`}
                >
                  <td className="px-4 py-3 max-md:py-2">
                    {/* The words show on a phone, where the column heading is hidden. */}
                    <label className="flex items-center gap-2 font-semibold">
                      <input
                        type="checkbox"
                        disabled={outcomes.get(index)?.imported === true || changesPrice(row)}
                        aria-describedby={changesPrice(row) ? priceReasonId : undefined}
                        className="size-5 accent-brand-700"
                        {...register(`rows.${index}.ticked`)}
                      />
                      <span className="md:sr-only">Import row {index + 1}</span>
                    </label>
                  </td>
                  {/* A grid inside each cell: a cell that is itself a grid leaves the table. */}
                  <td className="px-4 py-3 max-md:py-2 md:min-w-60">
                    <div className="grid gap-3">
                      <SourceThumbnail source={row.source} pages={pages} row={index + 1} />
                      <TextField
                        {...bind(`rows.${index}.name`)}
                        label={`Name (row ${index + 1})`}
                      />
                      <TextAreaField
                        {...bind(`rows.${index}.description`)}
                        label="Description"
                        rows={3}
                      />
                      <FoodFactsNote
                        facts={row}
                        refused={
                          form.formState.errors.rows?.[index]?.allergens !== undefined ||
                          form.formState.errors.rows?.[index]?.allergenFree !== undefined
                        }
                      />
                    </div>
                  </td>
                  <td className="px-4 py-3 max-md:py-2 md:min-w-36">
                    <div className="grid gap-3">
                      <MoneyField
                        control={control}
                        name={`rows.${index}.priceCents`}
                        id={`import-rows-${index}-priceCents`}
                        label="Price per pack"
                        disabled={priceLocked(row)}
                      />
                      <WholeNumberField
                        {...bind(`rows.${index}.cubesPerPack`, { valueAsNumber: true })}
                        label="Cubes per pack"
                        min={1}
                      />
                    </div>
                  </td>
                  <td className="px-4 py-3 max-md:py-2">
                    <fieldset className="grid gap-2">
                      <legend className="sr-only">Badges of row {index + 1}</legend>
                      <CheckboxField {...bind(`rows.${index}.isVegetarian`)} label="Vegetarian" />
                      <CheckboxField
                        {...bind(`rows.${index}.isKidFriendly`)}
                        label="Kid friendly"
                      />
                      <CheckboxField {...bind(`rows.${index}.isBestseller`)} label="Bestseller" />
                    </fieldset>
                  </td>
                  <td className="px-4 py-3 max-md:py-2">
                    <ImportRowStatus row={row} outcome={outcomes.get(index)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" disabled={progress !== null} className={PRIMARY_BUTTON}>
          Import {ticked} ticked {ticked === 1 ? 'product' : 'products'}
        </button>
        {progress ? (
          <p role="status" className="flex items-center gap-3">
            <progress value={progress.done} max={progress.total} className="w-40" />
            Applying {progress.done} of {progress.total}…
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="font-semibold text-red-700">
            {failure}
          </p>
        ) : null}
        {partly ? (
          <p role="alert" className="font-semibold text-red-800">
            {partly.created.length + partly.updated.length} imported, {partly.failed.length} not
            imported: the reason is beside each row.{' '}
            <button
              type="button"
              className={SECONDARY_BUTTON}
              onClick={() => {
                onApplied(partly);
              }}
            >
              Finish and see the summary
            </button>
          </p>
        ) : null}
      </div>
    </form>
  );
}
