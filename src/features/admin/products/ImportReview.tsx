import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { fieldBinder } from '../../../components/forms/bind-field.ts';
import {
  CheckboxField,
  TextAreaField,
  TextField,
  WholeNumberField,
} from '../../../components/forms/fields.tsx';
import { ApiError, fieldErrorsOf } from '../../../lib/api-client.ts';
import { productsArea } from '../../../lib/admin/areas/products.ts';
import {
  IMPORT_APPLY_BATCH,
  ImportApplyRowSchema,
  type ImportApplyResult,
  type ImportApplyRow,
} from '../../../lib/forms/product-import.ts';
import type { ImportRow } from '../../../lib/products/pdf-import/types.ts';
import { forgetUserAfter401 } from '../auth-store.ts';
import { callRoute } from '../api/route-client.ts';
import { MoneyField } from '../forms/controlled-fields.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { applyInputOf, comparisonOf, reviewFormRow, type ReviewForm } from './import-rows.ts';

const COMPARISON_CLASSES: Readonly<Record<string, string>> = {
  New: 'bg-leaf-700 text-white',
  Changed: 'bg-amber-100 text-amber-900',
  Unchanged: 'bg-stone-200 text-stone-800',
};

/** What applying did, with each failed row named (the names as sent). */
export interface AppliedImport extends ImportApplyResult {
  failed: { name: string; message: string }[];
}

/**
 * The rows found in a PDF, each editable and with a checkbox; Apply checks the ticked ones with
 * the apply schema, then sends them in batches so the progress shown is real.
 */
export function ImportReview({
  rows,
  onApplied,
}: {
  rows: readonly ImportRow[];
  onApplied: (result: AppliedImport) => void;
}) {
  const form = useForm<ReviewForm>({ defaultValues: { rows: rows.map(reviewFormRow) } });
  const { control, register, setError, clearErrors, setValue } = form;
  const bind = fieldBinder(form, 'import');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ticked = useWatch({ control, name: 'rows' }).filter((row) => row.ticked).length;

  const tickAll = (value: boolean) => {
    rows.forEach((_, index) => {
      setValue(`rows.${index}.ticked`, value);
    });
  };

  /** The ticked rows, checked; null (with messages beside the fields) when any is at fault. */
  const checkedRows = (): { index: number; row: ImportApplyRow }[] | null => {
    clearErrors();
    const chosen: { index: number; row: ImportApplyRow }[] = [];
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
    setProgress({ done: 0, total: chosen.length });
    try {
      for (let start = 0; start < chosen.length; start += IMPORT_APPLY_BATCH) {
        const batch = chosen.slice(start, start + IMPORT_APPLY_BATCH);
        try {
          const answer = await callRoute(productsArea.api.applyImport, {
            body: { rows: batch.map(({ row }) => row) },
          });
          result.created.push(...answer.created);
          result.updated.push(...answer.updated);
          for (const { index, message } of answer.errors) {
            result.failed.push({ name: batch[index]?.row.name ?? '', message });
          }
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 400) throw error;
          // The server refused the batch (its rule for a row differs from the browser's): each
          // message goes beside its field, and the batch's other rows are reported as not sent.
          const refused = new Map<number, string>();
          for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
            const [, offset, field] = /^rows\.(\d+)\.(.+)$/.exec(path) ?? [];
            const row = batch[Number(offset)];
            if (row && field) {
              setError(`rows.${row.index}.${field}` as FieldPath<ReviewForm>, { message });
              refused.set(Number(offset), message);
            }
          }
          batch.forEach(({ row }, offset) => {
            result.failed.push({
              name: row.name,
              message:
                refused.get(offset) ??
                'Not imported: a row sent with it was refused. Import it again.',
            });
          });
        }
        setProgress({ done: Math.min(start + batch.length, chosen.length), total: chosen.length });
      }
      onApplied(result);
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
      <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">Products found in the PDF</caption>
          <thead className="bg-stone-50 text-sm">
            <tr>
              <th scope="col" className="px-4 py-3">
                Import
              </th>
              <th scope="col" className="px-4 py-3">
                Product
              </th>
              <th scope="col" className="px-4 py-3">
                Price and pack
              </th>
              <th scope="col" className="px-4 py-3">
                Badges
              </th>
              <th scope="col" className="px-4 py-3">
                Compared with the shop
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const comparison = comparisonOf(row);
              const flagged = row.warnings.length > 0;
              return (
                <tr
                  key={index}
                  className={`border-t border-stone-200 align-top ${flagged ? 'bg-amber-50' : ''}`}
                >
                  <td className="px-4 py-3">
                    <input
                      type="checkbox"
                      aria-label={`Import row ${index + 1}`}
                      className="size-5 accent-brand-700"
                      {...register(`rows.${index}.ticked`)}
                    />
                  </td>
                  {/* A grid inside each cell: a cell that is itself a grid leaves the table. */}
                  <td className="min-w-72 px-4 py-3">
                    <div className="grid gap-3">
                      <TextField
                        {...bind(`rows.${index}.name`)}
                        label={`Name (row ${index + 1})`}
                      />
                      <TextAreaField
                        {...bind(`rows.${index}.description`)}
                        label="Description"
                        rows={3}
                      />
                    </div>
                  </td>
                  <td className="px-4 py-3">
                    <div className="grid gap-3">
                      <MoneyField
                        control={control}
                        name={`rows.${index}.priceCents`}
                        id={`import-rows-${index}-priceCents`}
                        label="Price per pack"
                      />
                      <WholeNumberField
                        {...bind(`rows.${index}.cubesPerPack`, { valueAsNumber: true })}
                        label="Cubes per pack"
                        min={1}
                      />
                    </div>
                  </td>
                  <td className="px-4 py-3">
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
                  <td className="px-4 py-3">
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
                    {flagged ? (
                      <ul className="mt-2 grid gap-1 text-sm font-medium text-amber-900">
                        {row.warnings.map((warning) => (
                          <li key={warning}>
                            <span aria-hidden="true">⚠ </span>
                            {warning}
                          </li>
                        ))}
                      </ul>
                    ) : null}
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
      </div>
    </form>
  );
}
