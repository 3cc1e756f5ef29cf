import { useState } from 'react';
import type { z } from 'zod';
import { TextField, WholeNumberField } from '../../../components/forms/fields.tsx';
import { useSavingForm } from '../../../components/forms/use-schema-form.ts';
import { batchesArea, type MealBatchSettingsRow } from '../../../lib/admin/areas/batches.ts';
import { MealBatchSettingsSchema } from '../../../lib/batches/batch.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { actionsColumn, RowButton } from '../lists/row-actions.tsx';
import { Modal } from '../Modal.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { SECONDARY_BUTTON } from '../styles.ts';

type SettingsInput = z.input<typeof MealBatchSettingsSchema>;
type Settings = z.output<typeof MealBatchSettingsSchema>;

/** The form of one meal's shelf life and batch code letters. */
function ShelfLifeForm({ row, onDone }: { row: MealBatchSettingsRow; onDone: () => void }) {
  const save = useRouteMutation(batchesArea.api.saveSettings, {
    refreshes: [batchesArea.api.settings],
  });
  const { form, bind, submitRef, onSubmit } = useSavingForm<SettingsInput, Settings>(
    MealBatchSettingsSchema,
    { shelfLifeDays: row.shelfLifeDays, shortCode: row.shortCode },
    'shelf-life',
    {
      fields: ['shelfLifeDays', 'shortCode'],
      save: async (body) => {
        const saved = await save.mutateAsync({ params: { productId: row.productId }, body });
        showToast({
          title: 'Shelf life saved',
          description: `${saved.name} keeps ${String(saved.shelfLifeDays)} days.`,
        });
        onDone();
      },
    },
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <WholeNumberField
        {...bind('shelfLifeDays', { valueAsNumber: true })}
        label="Shelf life (days from made-on to best-before)"
        min={1}
      />
      <TextField {...bind('shortCode')} label="Batch code letters" />
      <div className="flex flex-wrap gap-2">
        <SubmitButton ref={submitRef} busy={form.formState.isSubmitting} label="Save" />
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Every meal's shelf life and code letters, each changed in a dialog. */
export function MealShelfLives() {
  const settings = useRouteQuery(batchesArea.api.settings, {});
  const [editing, setEditing] = useState<MealBatchSettingsRow | null>(null);
  const columns: Column<MealBatchSettingsRow>[] = [
    { header: 'Meal', cell: (row) => row.name, rowHeader: true },
    {
      header: 'Shelf life',
      align: 'right',
      cell: (row) => `${String(row.shelfLifeDays)} days${row.own ? '' : ' (default)'}`,
    },
    { header: 'Code letters', cell: (row) => row.shortCode },
    actionsColumn((row) => (
      <RowButton
        action="Edit shelf life"
        name={`of ${row.name}`}
        onClick={() => {
          setEditing(row);
        }}
      />
    )),
  ];
  return (
    <section className="mt-10" aria-labelledby="shelf-lives-heading">
      <h2 id="shelf-lives-heading" className="text-xl font-bold">
        Shelf life by meal
      </h2>
      <QueryStatus query={settings}>
        {(rows) => (
          <DataTable
            caption="Shelf life and batch code letters of each meal"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.productId}
          />
        )}
      </QueryStatus>
      <Modal
        open={editing !== null}
        title={`Shelf life: ${editing?.name ?? ''}`}
        onClose={() => {
          setEditing(null);
        }}
      >
        {editing ? (
          <ShelfLifeForm
            row={editing}
            onDone={() => {
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
    </section>
  );
}
