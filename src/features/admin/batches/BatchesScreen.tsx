import { useState } from 'react';
import { batchesArea, type BatchView } from '../../../lib/admin/areas/batches.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { actionsColumn, RowButton, RowLink } from '../lists/row-actions.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PRIMARY_BUTTON } from '../styles.ts';
import { EditBatchDialog, RecordBatchDialog } from './BatchDialogs.tsx';
import { MealShelfLives } from './MealShelfLives.tsx';

// max-w-full: a meal's long name must not widen the filter past a phone's screen.
const FILTER_FIELD = 'mt-1 block max-w-full rounded-md border border-stone-400 bg-white px-3 py-2';

/** Whether a batch is for sale, withdrawn (and why), or all given out. */
function batchState(batch: BatchView): string {
  const out = batch.withdrawals[0];
  if (out) return out.reason === 'recalled' ? 'Recalled' : 'Past best-before';
  return batch.packsLeft > 0 ? 'For sale' : 'All packed';
}

/** /admin/batches: cooks by meal and made-on date, recorded and corrected here; meals' shelf lives. */
export default function BatchesScreen() {
  const settings = useRouteQuery(batchesArea.api.settings, {});
  const meals = (settings.data ?? []).map((row) => ({ value: row.productId, label: row.name }));
  const [filter, setFilter] = useState({ productId: '', from: '', to: '' });
  const query = {
    ...(filter.productId ? { productId: filter.productId } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
  const list = useRouteQuery(batchesArea.api.list, { query });
  const [recording, setRecording] = useState(false);
  const [editing, setEditing] = useState<BatchView | null>(null);

  const columns: Column<BatchView>[] = [
    { header: 'Batch', cell: (batch) => batch.code, rowHeader: true },
    { header: 'Meal', cell: (batch) => batch.mealName },
    { header: 'Made on', cell: (batch) => batch.madeOn },
    { header: 'Best before', cell: (batch) => batch.bestBefore },
    { header: 'Made', align: 'right', cell: (batch) => batch.packsMade },
    { header: 'Packed', align: 'right', cell: (batch) => batch.packsGiven },
    { header: 'Left', align: 'right', cell: (batch) => Math.max(0, batch.packsLeft) },
    { header: 'Orders', align: 'right', cell: (batch) => batch.orders },
    { header: 'State', cell: batchState },
    {
      header: 'Lots',
      cell: (batch) =>
        batch.lots.map((lot) => `${lot.ingredient} ${lot.lot} (${lot.supplier})`).join('; '),
    },
    actionsColumn((batch) => (
      <span className="flex flex-wrap justify-end gap-x-3 gap-y-1">
        <RowButton
          action="Edit"
          name={`batch ${batch.code}`}
          onClick={() => {
            setEditing(batch);
          }}
        />
        <RowLink
          href={screenHref('recall', {}, { batches: batch.id })}
          action="Trace"
          name={`batch ${batch.code}`}
        />
      </span>
    )),
  ];

  const filterField = (name: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`batches-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`batches-${name}`}
        type="date"
        className={FILTER_FIELD}
        value={filter[name]}
        onChange={(event) => {
          setFilter({ ...filter, [name]: event.target.value });
        }}
      />
    </div>
  );

  return (
    <ScreenFrame
      title="Batches"
      actions={
        <button
          type="button"
          className={PRIMARY_BUTTON}
          onClick={() => {
            setRecording(true);
          }}
        >
          Record a batch
        </button>
      }
    >
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <div className="max-w-full min-w-0">
          <label htmlFor="batches-meal" className="text-sm font-semibold">
            Meal
          </label>
          <select
            id="batches-meal"
            className={FILTER_FIELD}
            value={filter.productId}
            onChange={(event) => {
              setFilter({ ...filter, productId: event.target.value });
            }}
          >
            <option value="">Every meal</option>
            {meals.map((meal) => (
              <option key={meal.value} value={meal.value}>
                {meal.label}
              </option>
            ))}
          </select>
        </div>
        {filterField('from', 'Made from')}
        {filterField('to', 'Made until')}
      </div>
      <QueryStatus query={list}>
        {(batches) =>
          batches.length === 0 ? (
            <p className="mt-6">No batches recorded for this choice.</p>
          ) : (
            <DataTable
              caption="Batches, newest first"
              columns={columns}
              rows={batches}
              rowKey={(batch) => batch.id}
            />
          )
        }
      </QueryStatus>
      <MealShelfLives />
      <RecordBatchDialog
        open={recording}
        meals={meals}
        onClose={() => {
          setRecording(false);
        }}
      />
      <EditBatchDialog
        batch={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
    </ScreenFrame>
  );
}
