import { useState } from 'react';
import { inventoryArea, type InventoryRow } from '../../../lib/admin/areas/inventory.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import {
  inventoryView,
  nextSort,
  type InventorySort,
  type InventorySortKey,
} from '../../../lib/inventory/inventory-table.ts';
import { STOCK_STATUS_LABELS } from '../../../lib/inventory/stock-status.ts';
import { showToast } from '../../toast/toast-store.ts';
import { downloadFile } from '../api/download.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { routeUrl } from '../api/route-client.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { actionsColumn, RowButton, RowLink } from '../lists/row-actions.tsx';
import { PrintButton, PrintStyles } from '../dispatch/PrintControls.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { SECONDARY_BUTTON } from '../styles.ts';
import { AdjustStockDialog } from './AdjustStockDialog.tsx';
import { STATUS_BADGE } from './labels.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

/** A column heading that sorts the table by its column. */
function SortButton(props: {
  label: string;
  sortKey: InventorySortKey;
  sort: InventorySort | null;
  onSort: (key: InventorySortKey) => void;
}) {
  const active = props.sort?.key === props.sortKey ? props.sort.direction : null;
  const arrow = active === 'ascending' ? '↑' : active === 'descending' ? '↓' : '↕';
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline"
      onClick={() => {
        props.onSort(props.sortKey);
      }}
    >
      {props.label}
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}

/** /admin/inventory: every product's stock, sortable and filterable, adjusted from here. */
export default function InventoryScreen() {
  const inventory = useRouteQuery(inventoryArea.api.list, {});
  const [sort, setSort] = useState<InventorySort | null>(null);
  const [lowOnly, setLowOnly] = useState(false);
  const [adjusting, setAdjusting] = useState<InventoryRow | null>(null);

  const sortable = (label: string, key: InventorySortKey, align?: 'right') => ({
    header: (
      <SortButton
        label={label}
        sortKey={key}
        sort={sort}
        onSort={(chosen) => {
          setSort(nextSort(sort, chosen));
        }}
      />
    ),
    sort: sort?.key === key ? sort.direction : ('none' as const),
    ...(align ? { align } : {}),
  });

  const columns: Column<InventoryRow>[] = [
    { ...sortable('Product', 'name'), cell: (row) => row.name, rowHeader: true },
    { ...sortable('On hand', 'packsOnHand', 'right'), cell: (row) => row.packsOnHand },
    { ...sortable('Held for orders', 'heldForOrders', 'right'), cell: (row) => row.heldForOrders },
    {
      ...sortable('Available', 'available', 'right'),
      cell: (row) => (
        <>
          {row.available}
          {row.inDateTomorrow < row.available ? (
            <span className="block text-sm">{row.inDateTomorrow} in date tomorrow</span>
          ) : null}
        </>
      ),
    },
    {
      ...sortable('Low at', 'threshold', 'right'),
      cell: (row) => (
        <span title={row.ownThreshold ? 'Set for this product' : 'The shop’s setting'}>
          {row.threshold}
          <span className="sr-only">{row.ownThreshold ? ' (own)' : ' (shop setting)'}</span>
        </span>
      ),
    },
    {
      ...sortable('Status', 'status'),
      cell: (row) => (
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATUS_BADGE[row.status]}`}
        >
          {STOCK_STATUS_LABELS[row.status]}
        </span>
      ),
    },
    { header: 'Waiting', align: 'right', cell: (row) => row.waiting },
    actionsColumn((row) => (
      <span className="flex flex-wrap justify-end gap-x-3 gap-y-1 print:hidden">
        <RowButton
          action="Adjust"
          name={row.name}
          onClick={() => {
            setAdjusting(row);
          }}
        />
        <RowLink
          href={screenHref('inventory-history', { productId: row.productId })}
          action="History"
          name={`of ${row.name}`}
        />
      </span>
    )),
  ];

  const exportCsv = async () => {
    try {
      await downloadFile(routeUrl(inventoryArea.api.csv, {}), 'inventory.csv');
    } catch (error) {
      showToast({ title: 'Export failed', description: userMessageFor(error) });
    }
  };

  return (
    <ScreenFrame
      title="Inventory"
      actions={
        <div className="flex flex-wrap gap-2 print:hidden">
          <PrintButton label="Print stock sheet" />
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void exportCsv()}>
            Export CSV
          </button>
        </div>
      }
    >
      <PrintStyles paper="a4" />
      <label className="mt-6 flex items-center gap-3 print:hidden">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={lowOnly}
          onChange={(event) => {
            setLowOnly(event.target.checked);
          }}
        />
        <span>Low or out only</span>
      </label>
      <QueryStatus query={inventory}>
        {(rows) => {
          const shown = inventoryView(rows, sort, lowOnly);
          return shown.length === 0 ? (
            <p className="mt-6">
              {lowOnly ? 'Every product is above its low-stock threshold.' : 'No products yet.'}
            </p>
          ) : (
            <DataTable
              caption="Stock of every product"
              columns={columns}
              rows={shown}
              rowKey={(row) => row.productId}
            />
          );
        }}
      </QueryStatus>
      <AdjustStockDialog
        row={adjusting}
        onClose={() => {
          setAdjusting(null);
        }}
      />
    </ScreenFrame>
  );
}
