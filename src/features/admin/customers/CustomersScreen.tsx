import { customersArea, type CustomerListPage } from '../../../lib/admin/areas/customers.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import type { CustomerListRow } from '../../../lib/customers/customer-list.ts';
import { formatNZD } from '../../../lib/money.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { FilterChoice } from '../FilterChoice.tsx';
import { formatShopDateTime } from '../format.ts';
import { FilterForm } from '../lists/FilterForm.tsx';
import { Pager } from '../lists/Pager.tsx';
import { useListFilters } from '../lists/use-list-filters.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { NEWSLETTER_STANDING_LABELS } from './labels.ts';

/** The list's filters, kept in the address. */
const FILTER_NAMES = ['q', 'newsletter'] as const;

const COLUMNS: readonly Column<CustomerListRow>[] = [
  {
    header: 'Name',
    rowHeader: true,
    cell: (row) => (
      <AdminLink
        href={screenHref('customer', { customerId: row.id })}
        className="font-semibold text-brand-800 underline"
      >
        {row.name}
      </AdminLink>
    ),
  },
  { header: 'Email', cell: (row) => <span className="break-all">{row.email}</span> },
  { header: 'Phone', cell: (row) => <span className="whitespace-nowrap">{row.phone}</span> },
  { header: 'Orders', cell: (row) => String(row.orderCount) },
  { header: 'Total spent', cell: (row) => formatNZD(row.totalSpentCents) },
  { header: 'Last order', cell: (row) => formatShopDateTime(row.lastOrderAt) },
  { header: 'Newsletter', cell: (row) => NEWSLETTER_STANDING_LABELS[row.newsletter] },
];

/** /admin/customers: everyone who ordered, by email, newest order first, searched and paged. */
export default function CustomersScreen() {
  const list = useListFilters(FILTER_NAMES);
  const page = useRouteQuery(customersArea.api.list, { query: list.pageQuery });
  return (
    <ScreenFrame title="Customers">
      <FilterForm
        list={list}
        label="Find customers"
        searchPlaceholder="Name, email or phone"
        submitLabel="Show customers"
      >
        <FilterChoice
          label="Newsletter"
          {...list.field('newsletter')}
          options={Object.entries(NEWSLETTER_STANDING_LABELS)}
        />
      </FilterForm>
      <QueryStatus query={page}>
        {(found) => (
          <CustomersTable
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

function CustomersTable({
  page,
  pageNumber,
  onNewer,
  onOlder,
}: {
  page: CustomerListPage;
  pageNumber: number;
  onNewer: (() => void) | null;
  onOlder: (() => void) | null;
}) {
  if (page.total === 0) return <p className="mt-6">No customers match.</p>;
  return (
    <>
      <p className="mt-6" aria-live="polite">
        {page.total === 1 ? '1 customer' : `${String(page.total)} customers`} found
        {pageNumber > 1 ? `, page ${String(pageNumber)}` : ''}
      </p>
      <DataTable
        caption="Customers, newest order first"
        columns={COLUMNS}
        rows={page.customers}
        rowKey={(row) => row.id}
      />
      {onNewer || onOlder ? <Pager label="Pages" onNewer={onNewer} onOlder={onOlder} /> : null}
    </>
  );
}
