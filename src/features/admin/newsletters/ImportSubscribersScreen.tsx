import { useEffect, useState } from 'react';
import type { z } from 'zod';
import {
  errorAria,
  fieldClass,
  FieldMessage,
  LABEL_CLASS,
  SelectField,
  TextAreaField,
} from '../../../components/forms/fields.tsx';
import { applyServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import {
  newslettersArea,
  type SubscriberImportResult,
} from '../../../lib/admin/areas/newsletters.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { SubscriberImportRequestSchema } from '../../../lib/forms/subscribers-admin.ts';
import { csvHeaderOf, suggestedMapping } from '../../../lib/newsletters/csv-header.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { Spinner } from '../Spinner.tsx';
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { BACK_TO_SUBSCRIBERS } from './labels.ts';

type Input = z.input<typeof SubscriberImportRequestSchema>;
type Request = z.output<typeof SubscriberImportRequestSchema>;
type Skip = SubscriberImportResult['skip'][number];

const SKIP_COLUMNS: readonly Column<Skip>[] = [
  { header: 'Row', cell: (skip) => skip.row, rowHeader: true },
  { header: 'Email', cell: (skip) => <span className="break-all">{skip.email || '—'}</span> },
  { header: 'Why', cell: (skip) => skip.reason },
];

/** The import's summary so far: what a dry run would do, or what the import did. */
interface Summary {
  dryRun: boolean;
  rows: number;
  add: number;
  update: number;
  skip: Skip[];
  failed: SubscriberImportResult['failed'];
}

/**
 * /admin/newsletters/subscribers/import: a CSV file read in the browser, its columns mapped,
 * a consent statement, a dry run that says what will happen, then the import (a long file in
 * several calls, each going on where the last stopped).
 */
export default function ImportSubscribersScreen() {
  const { form, bind, submitRef } = useSchemaForm<Input, Request>(
    SubscriberImportRequestSchema,
    {
      csv: '',
      mapping: { email: '', name: '', preferences: '' },
      consentStatement: '',
      dryRun: true,
    },
    'import',
  );
  const [columns, setColumns] = useState<string[]>([]);
  const [fileName, setFileName] = useState('');
  const [checked, setChecked] = useState<Summary | null>(null);
  const [done, setDone] = useState<Summary | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const send = useRouteMutation(newslettersArea.api.import, {
    refreshes: [newslettersArea.api.list],
  });
  const csvError = form.formState.errors.csv?.message;

  const chooseFile = async (file: File | undefined) => {
    setChecked(null);
    setDone(null);
    if (!file) return;
    const text = await file.text();
    const header = csvHeaderOf(text);
    setFileName(file.name);
    setColumns(header);
    form.setValue('csv', text, { shouldValidate: true });
  };

  // Pre-fills the mapping from the header once the selects have the file's columns.
  useEffect(() => {
    const suggested = suggestedMapping(columns);
    form.setValue('mapping.email', suggested.email);
    form.setValue('mapping.name', suggested.name);
    form.setValue('mapping.preferences', suggested.preferences);
  }, [columns, form]);

  const fail = (error: unknown) => {
    const applied = applyServerFieldErrors(
      error,
      ['csv', 'mapping.email', 'mapping.name', 'mapping.preferences', 'consentStatement'],
      form.setError,
    );
    if (applied.length === 0) {
      showToast({ title: 'Import stopped', description: userMessageFor(error) });
    }
  };

  const check = async (request: Request) => {
    setDone(null);
    try {
      const result = await send.mutateAsync({ body: { ...request, dryRun: true, fromRow: 1 } });
      setChecked(result);
    } catch (error) {
      fail(error);
    }
  };

  const importAll = async (request: Request) => {
    const total: Summary = { dryRun: false, rows: 0, add: 0, update: 0, skip: [], failed: [] };
    let fromRow: number | null = 1;
    try {
      while (fromRow !== null) {
        setProgress(`Importing from row ${String(fromRow)}…`);
        const result: SubscriberImportResult = await send.mutateAsync({
          body: { ...request, dryRun: false, fromRow },
        });
        total.rows = result.rows;
        total.add += result.add;
        total.update += result.update;
        total.skip.push(...result.skip);
        total.failed.push(...result.failed);
        fromRow = result.nextRow;
      }
      setChecked(null);
      setDone(total);
      showToast({
        title: 'Import finished',
        description: `${String(total.add)} added, ${String(total.update)} updated.`,
      });
    } catch (error) {
      // What was imported stays; the same file again goes on without doubles.
      setDone(total.add + total.update > 0 ? total : null);
      fail(error);
    } finally {
      setProgress(null);
    }
  };

  const columnOptions = columns.map((column) => ({ value: column, label: column }));
  const busy = send.isPending || progress !== null;
  return (
    <ScreenFrame title="Import subscribers" back={BACK_TO_SUBSCRIBERS} width="medium">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(check)(event)}
        className={`${PANEL} mt-6 grid gap-5`}
      >
        <div>
          <label htmlFor="import-csv" className={LABEL_CLASS}>
            CSV file
          </label>
          <p id="import-csv-help" className="mt-1 text-sm text-stone-700">
            A header row, then one subscriber a row; commas or semicolons, as Excel saves it. At
            most 2 MB and 20,000 rows.
          </p>
          <input
            id="import-csv"
            type="file"
            accept=".csv,text/csv"
            className={fieldClass(Boolean(csvError))}
            {...errorAria('import-csv', csvError, 'import-csv-help')}
            onChange={(event) => void chooseFile(event.target.files?.[0])}
          />
          <FieldMessage fieldId="import-csv" message={csvError} />
          {fileName ? (
            <p className="mt-1 text-sm">
              {fileName}: {columns.length} columns
            </p>
          ) : null}
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-3" disabled={columns.length === 0}>
          <legend className={`${LABEL_CLASS} mb-2`}>Which column holds what</legend>
          <SelectField
            {...bind('mapping.email')}
            label="Email"
            options={columnOptions}
            placeholder="Choose a column"
          />
          <SelectField
            {...bind('mapping.name')}
            label="Name"
            options={columnOptions}
            placeholder="(none)"
          />
          <SelectField
            {...bind('mapping.preferences')}
            label="Preferences"
            options={columnOptions}
            placeholder="(none)"
          />
        </fieldset>
        <TextAreaField
          {...bind('consentStatement')}
          label="Consent statement"
          help="How everyone in this file consented to hear from us, e.g. “Ticked the newsletter box on our 2025 order forms”. It is kept with each subscriber."
        />
        <div className="flex flex-wrap gap-3">
          <button ref={submitRef} type="submit" className={SECONDARY_BUTTON} disabled={busy}>
            Check
          </button>
          {checked ? (
            <button
              type="button"
              className={PRIMARY_BUTTON}
              disabled={busy || checked.add + checked.update === 0}
              onClick={() => void form.handleSubmit(importAll)()}
            >
              Import {checked.add + checked.update} subscribers
            </button>
          ) : null}
        </div>
      </form>
      {progress ? <Spinner label={progress} /> : null}
      {checked ? <SummaryPanel summary={checked} /> : null}
      {done ? <SummaryPanel summary={done} /> : null}
    </ScreenFrame>
  );
}

function SummaryPanel({ summary }: { summary: Summary }) {
  const heading = summary.dryRun ? 'What the import will do' : 'Import done';
  return (
    <section aria-labelledby="import-summary" className={`${PANEL} mt-6 grid gap-3`}>
      <h2 id="import-summary" className="text-xl font-bold">
        {heading}
      </h2>
      <ul className="list-disc pl-6" aria-live="polite">
        <li>
          {summary.dryRun ? 'Add' : 'Added'}: {summary.add}
        </li>
        <li>
          {summary.dryRun ? 'Update (new preferences)' : 'Updated'}: {summary.update}
        </li>
        <li>
          {summary.dryRun ? 'Skip' : 'Skipped'}: {summary.skip.length}
        </li>
        {summary.failed.length > 0 ? (
          <li className="font-semibold text-red-700">
            Failed: {summary.failed.length} (import the same file again to retry them; nobody is
            added twice)
          </li>
        ) : null}
      </ul>
      {summary.skip.length > 0 ? (
        <DataTable
          caption="Skipped rows"
          columns={SKIP_COLUMNS}
          rows={summary.skip}
          rowKey={(skip) => String(skip.row)}
        />
      ) : null}
      {summary.failed.length > 0 ? (
        <ul className="list-disc pl-6 text-red-700">
          {summary.failed.map((failure) => (
            <li key={failure.row}>
              Row {failure.row} ({failure.email}): {failure.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
