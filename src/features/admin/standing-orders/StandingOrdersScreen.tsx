import {
  standingOrdersArea,
  type StandingListPage,
} from '../../../lib/admin/areas/standing-orders.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { formatNZD } from '../../../lib/money.ts';
import { frequencyLabel } from '../../../lib/standing-orders/standing-choice.ts';
import type { StandingListRow } from '../../../lib/standing-orders/staff-list.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { FilterChoice } from '../FilterChoice.tsx';
import { FilterForm } from '../lists/FilterForm.tsx';
import { Pager } from '../lists/Pager.tsx';
import { useListFilters } from '../lists/use-list-filters.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { nextDeliveryText, STANDING_STATUS_LABELS, statusText } from './labels.ts';

/** The list's filters, kept in the address. */
const FILTER_NAMES = ['q', 'status'] as const;

const COLUMNS: readonly Column<StandingListRow>[] = [
  {
    header: 'Customer',
    rowHeader: true,
    cell: (row) => (
      <>
        <AdminLink
          href={screenHref('standing-order', { standingOrderId: row.id })}
          className="font-semibold text-brand-800 underline"
        >
          {row.customerName}
        </AdminLink>
        <span className="block text-sm font-normal break-all text-stone-700">{row.email}</span>
      </>
    ),
  },
  { header: 'Status', cell: (row) => statusText(row.status, row.pausedUntil) },
  {
    header: 'Next delivery',
    cell: (row) => <span className="whitespace-nowrap">{nextDeliveryText(row.nextDate)}</span>,
  },
  { header: 'How often', cell: (row) => frequencyLabel(row.everyWeeks) },
  { header: 'Packs', cell: (row) => String(row.packs), align: 'right' },
  {
    header: 'Value per delivery',
    cell: (row) => formatNZD(row.valueCents),
    align: 'right',
  },
];

/** /admin/standing-orders: every standing order, next delivery soonest, searched and paged. */
export default function StandingOrdersScreen() {
  const list = useListFilters(FILTER_NAMES);
  const page = useRouteQuery(standingOrdersArea.api.list, { query: list.pageQuery });
  return (
    <ScreenFrame
      title="Standing orders"
      actions={
        <AdminLink
          href={screenHref('standing-forecast')}
          className="font-semibold text-brand-800 underline"
        >
          Four-week forecast
        </AdminLink>
      }
    >
      <FilterForm
        list={list}
        label="Find standing orders"
        searchPlaceholder="Name or email"
        submitLabel="Show standing orders"
      >
        <FilterChoice
          label="Status"
          {...list.field('status')}
          options={Object.entries(STANDING_STATUS_LABELS)}
        />
      </FilterForm>
      <QueryStatus query={page}>
        {(found) => (
          <StandingTable
            page={found}
            pageNumber={list.pageNumber}
            onNewer={list.onNewer}
            onOlder={list.olderFrom(found.nextCursor)}
          />
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}

function StandingTable({
  page,
  pageNumber,
  onNewer,
  onOlder,
}: {
  page: StandingListPage;
  pageNumber: number;
  onNewer: (() => void) | null;
  onOlder: (() => void) | null;
}) {
  if (page.total === 0) return <p className="mt-6">No standing orders match.</p>;
  return (
    <>
      <p className="mt-6" aria-live="polite">
        {page.total === 1 ? '1 standing order' : `${String(page.total)} standing orders`} found
        {pageNumber > 1 ? `, page ${String(pageNumber)}` : ''}. Values are a delivery’s meals at
        today’s prices, before delivery fees and promo codes.
      </p>
      <DataTable
        caption="Standing orders, next delivery soonest first"
        columns={COLUMNS}
        rows={page.standingOrders}
        rowKey={(row) => row.id}
      />
      {onNewer || onOlder ? <Pager label="Pages" onNewer={onNewer} onOlder={onOlder} /> : null}
    </>
  );
}
