import type { RecallTrace } from '../../../lib/admin/areas/recall.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { formatShopDateTime } from '../format.ts';
import { dayWithYear, ordersLabel, packsLabel } from '../dispatch/labels.ts';
import { PANEL } from '../styles.ts';

type Batch = RecallTrace['batches'][number];
type Delivery = RecallTrace['deliveries'][number];

const lotLine = (lot: Batch['lots'][number]) => `${lot.supplier}, ${lot.ingredient}: ${lot.lot}`;

const BATCH_COLUMNS: readonly Column<Batch>[] = [
  { header: 'Batch', rowHeader: true, cell: (batch) => batch.code },
  { header: 'Meal', cell: (batch) => batch.mealName },
  {
    header: 'Made / best before',
    cell: (batch) => (
      <>
        {dayWithYear(batch.madeOn)}
        <br />
        <span className="text-sm text-stone-700">Best before {dayWithYear(batch.bestBefore)}</span>
      </>
    ),
  },
  {
    header: 'Packs',
    cell: (batch) => (
      <>
        {packsLabel(batch.packsMade)} made, {String(batch.packsDelivered)} gone to orders
        <br />
        <strong>{String(batch.packsInStock)} still held</strong>
        {batch.recalledAt ? (
          <span className="block text-sm font-semibold text-red-800">
            Out of sale since {formatShopDateTime(batch.recalledAt)}
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: 'Ingredient lots',
    className: 'hidden md:table-cell',
    cell: (batch) =>
      batch.lots.length > 0 ? (
        <ul className="text-sm">
          {batch.lots.map((lot, index) => (
            <li key={index}>{lotLine(lot)}</li>
          ))}
        </ul>
      ) : (
        <span className="text-sm text-stone-700">None recorded</span>
      ),
  },
];

const DELIVERY_COLUMNS: readonly Column<Delivery>[] = [
  {
    header: 'Order',
    rowHeader: true,
    cell: (row) => (
      <>
        {row.orderNumber}
        <span className="block text-sm font-normal text-stone-700">{row.status}</span>
      </>
    ),
  },
  {
    header: 'Customer',
    cell: (row) => (
      <span className="break-all">
        {row.customerName}
        <span className="block text-sm">{row.email}</span>
        <span className="block text-sm">{row.phone}</span>
      </span>
    ),
  },
  {
    header: 'Where and when',
    cell: (row) => (
      <>
        {row.method === 'delivery' ? row.address : 'Pickup'}
        <span className="block text-sm text-stone-700">{dayWithYear(row.date)}</span>
      </>
    ),
  },
  {
    header: 'Batch',
    cell: (row) => `${row.batchCode} × ${String(row.quantity)}`,
  },
];

/** What a trace found: the batches, every order and customer that got them, shared lots. */
export function TraceResults({ trace }: { trace: RecallTrace }) {
  const orders = new Set(trace.deliveries.map((row) => row.orderId)).size;
  return (
    <div className="mt-6">
      <p className="font-semibold" role="status">
        {trace.batches.length === 1 ? 'One batch' : `${String(trace.batches.length)} batches`} went
        to {ordersLabel(orders)} of {String(trace.customers.length)}{' '}
        {trace.customers.length === 1 ? 'customer' : 'customers'}.
      </p>
      <DataTable
        caption="Batches traced"
        columns={BATCH_COLUMNS}
        rows={trace.batches}
        rowKey={(batch) => batch.id}
      />
      {trace.missingOrderIds.length > 0 ? (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          These orders got packs but could not be read: {trace.missingOrderIds.join(', ')}.
        </p>
      ) : null}
      <h2 className="mt-8 text-xl font-bold">Orders and customers that got them</h2>
      {trace.deliveries.length === 0 ? (
        <p className="mt-2">No packs of these batches have gone to an order.</p>
      ) : (
        <DataTable
          caption="Orders that got packs of these batches"
          columns={DELIVERY_COLUMNS}
          rows={trace.deliveries}
          rowKey={(row) => `${row.orderId}/${row.batchId}`}
        />
      )}
      <div className={`${PANEL} mt-8`}>
        <h2 className="text-xl font-bold">Batches that shared an ingredient lot</h2>
        {trace.sharedLots.length === 0 ? (
          <p className="mt-2">No other batch recorded the same lots.</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {trace.sharedLots.map((batch) => (
              <li key={batch.id}>
                <strong>{batch.code}</strong>, {batch.mealName}, made {dayWithYear(batch.madeOn)}:{' '}
                {batch.sharedLots.map(lotLine).join('; ')}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
