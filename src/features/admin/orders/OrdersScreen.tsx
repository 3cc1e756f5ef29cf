import { useState } from 'react';
import { deliveryZonesArea } from '../../../lib/admin/areas/delivery-zones.ts';
import { ordersArea, type OrderListPage } from '../../../lib/admin/areas/orders.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { nzDateOf } from '../../../lib/delivery/nz-time.ts';
import { formatNZD } from '../../../lib/money.ts';
import type { OrderListRow } from '../../../lib/orders/order-list.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../lib/orders/status.ts';
import { showToast } from '../../toast/toast-store.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { routeUrl } from '../api/route-client.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { formatShopDateTime } from '../format.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { SECONDARY_BUTTON } from '../styles.ts';
import { downloadFile } from '../api/download.ts';
import { CustomerExportButton } from '../permissions.tsx';
import { BulkActions } from './BulkActions.tsx';
import { PAYMENT_LABELS, StatusBadge } from './status-badge.tsx';
import { FilterChoice, FilterDate } from '../FilterChoice.tsx';
import { FilterForm } from '../lists/FilterForm.tsx';
import { Pager } from '../lists/Pager.tsx';
import { useListFilters } from '../lists/use-list-filters.ts';
import { packsLabel } from '../dispatch/labels.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

/** The list's filters, kept in the address. */
const FILTER_NAMES = ['q', 'status', 'payment', 'zone', 'from', 'to'] as const;

/** A second line in a cell: what a narrower screen stacks there instead of its own column. */
const STACKED = 'block text-sm font-normal text-stone-700';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since an unpaid bank transfer was placed, when that is more than the shop allows. */
function unpaidDaysOf(row: OrderListRow, allowedDays: number): number | null {
  if (row.status !== 'awaiting_payment' || row.paymentMethod !== 'bank_transfer') return null;
  const days = Math.floor((Date.now() - Date.parse(row.placedAt)) / DAY_MS);
  return days > allowedDays ? days : null;
}

/** /admin/orders: every order, newest first, found by filters and search, acted on in bulk. */
export default function OrdersScreen() {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const list = useListFilters(FILTER_NAMES, {
    onApply: () => {
      setTicked(new Set());
    },
  });
  const page = useRouteQuery(ordersArea.api.list, {
    query: list.pageQuery,
  });
  const zones = useRouteQuery(deliveryZonesArea.api.list, {});
  const zoneName = (id: string) => zones.data?.find((zone) => zone.id === id)?.name ?? id;

  const exportCsv = async (
    route: typeof ordersArea.api.csv | typeof ordersArea.api.lineItemsCsv,
  ) => {
    try {
      await downloadFile(routeUrl(route, { query: list.listQuery }), 'orders.csv');
    } catch (error) {
      showToast({ title: 'Export failed', description: userMessageFor(error) });
    }
  };

  const today = nzDateOf(new Date());
  return (
    <ScreenFrame
      title="Orders"
      actions={
        <div className="flex flex-wrap gap-2">
          <AdminLink href={screenHref('prep-list')} className={SECONDARY_BUTTON}>
            Prep list
          </AdminLink>
          <AdminLink href={screenHref('run-sheet')} className={SECONDARY_BUTTON}>
            Run sheet
          </AdminLink>
          <AdminLink href={screenHref('packing-slips')} className={SECONDARY_BUTTON}>
            Packing slips
          </AdminLink>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => {
              list.apply({ q: '', status: '', payment: '', zone: '', from: today, to: today });
            }}
          >
            Today’s deliveries
          </button>
          <CustomerExportButton onExport={() => void exportCsv(ordersArea.api.csv)} />
          <button
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => void exportCsv(ordersArea.api.lineItemsCsv)}
          >
            Export line items
          </button>
        </div>
      }
    >
      <FilterForm
        list={list}
        label="Find orders"
        searchPlaceholder="Order number, name, email or phone"
        submitLabel="Show orders"
      >
        <FilterChoice
          label="Status"
          {...list.field('status')}
          options={ORDER_STATUSES.map((status) => [status, ORDER_STATUS_LABELS[status]])}
        />
        <FilterChoice
          label="Payment"
          {...list.field('payment')}
          options={Object.entries(PAYMENT_LABELS)}
        />
        <FilterChoice
          label="Zone"
          {...list.field('zone')}
          options={(zones.data ?? []).map((zone) => [zone.id, zone.name])}
        />
        <FilterDate label="Delivery or pickup from" {...list.field('from')} />
        <FilterDate label="to" {...list.field('to')} />
      </FilterForm>

      <BulkActions
        ticked={ticked}
        onDone={() => {
          setTicked(new Set());
        }}
      />

      <QueryStatus query={page}>
        {(found) => (
          <OrdersTable
            page={found}
            zoneName={zoneName}
            ticked={ticked}
            onTick={setTicked}
            pageNumber={list.pageNumber}
            onNewer={list.onNewer}
            onOlder={list.olderFrom(found.nextCursor)}
          />
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}

function OrdersTable({
  page,
  zoneName,
  ticked,
  onTick,
  pageNumber,
  onNewer,
  onOlder,
}: {
  page: OrderListPage;
  zoneName: (id: string) => string;
  ticked: ReadonlySet<string>;
  onTick: (ticked: ReadonlySet<string>) => void;
  pageNumber: number;
  onNewer: (() => void) | null;
  onOlder: (() => void) | null;
}) {
  if (page.orders.length === 0) {
    return <p className="mt-6 text-stone-700">No orders match these filters.</p>;
  }
  const allTicked = page.orders.every((row) => ticked.has(row.id));
  const tick = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    onTick(next);
  };
  const columns: Column<OrderListRow>[] = [
    {
      header: (
        <input
          type="checkbox"
          aria-label="Tick every order on this page"
          checked={allTicked}
          className="size-4 accent-brand-700"
          onChange={(event) => {
            onTick(
              new Set(
                event.target.checked
                  ? [...ticked, ...page.orders.map((row) => row.id)]
                  : [...ticked].filter((id) => !page.orders.some((row) => row.id === id)),
              ),
            );
          }}
        />
      ),
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={`Tick ${row.number}`}
          checked={ticked.has(row.id)}
          className="size-4 accent-brand-700"
          onChange={(event) => {
            tick(row.id, event.target.checked);
          }}
        />
      ),
    },
    {
      header: 'Order',
      rowHeader: true,
      cell: (row) => (
        <>
          <AdminLink
            href={screenHref('order', { orderId: row.id })}
            className="whitespace-nowrap text-brand-800 underline"
          >
            {row.number}
          </AdminLink>
          <span className={`${STACKED} xl:hidden`}>{formatShopDateTime(row.placedAt)}</span>
        </>
      ),
    },
    {
      header: 'Placed',
      className: 'hidden xl:table-cell',
      cell: (row) => formatShopDateTime(row.placedAt),
    },
    {
      header: 'Customer',
      cell: (row) => (
        <>
          {row.customerName}
          <span className={STACKED}>{row.phone}</span>
        </>
      ),
    },
    {
      header: 'Delivery or pickup',
      cell: (row) => (
        <>
          {row.method === 'pickup' ? 'Pickup: ' : ''}
          {row.slotLabel}
          <span className={`${STACKED} xl:hidden`}>{zoneName(row.zoneId)}</span>
        </>
      ),
    },
    { header: 'Zone', className: 'hidden xl:table-cell', cell: (row) => zoneName(row.zoneId) },
    {
      header: 'Packs',
      align: 'right',
      className: 'hidden lg:table-cell',
      cell: (row) => row.packs,
    },
    {
      header: 'Total',
      align: 'right',
      cell: (row) => (
        <>
          {formatNZD(row.totalCents)}
          <span className={`${STACKED} lg:hidden`}>{packsLabel(row.packs)}</span>
        </>
      ),
    },
    { header: 'Payment', cell: (row) => PAYMENT_LABELS[row.paymentMethod] },
    {
      header: 'Status',
      cell: (row) => {
        const unpaidDays = unpaidDaysOf(row, page.unpaidAfterDays);
        return (
          <>
            <StatusBadge status={row.status} />
            {unpaidDays ? (
              <span className="mt-1 block text-sm font-bold text-red-800">
                Unpaid for {unpaidDays} days
              </span>
            ) : null}
          </>
        );
      },
    },
  ];
  return (
    <>
      <DataTable caption="Orders" columns={columns} rows={page.orders} rowKey={(row) => row.id} />
      <Pager label="Pages of orders" pageNumber={pageNumber} onNewer={onNewer} onOlder={onOlder} />
    </>
  );
}
