import { newslettersArea, type SubscriberListPage } from '../../../lib/admin/areas/newsletters.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { NEWSLETTER_PREFERENCES } from '../../../lib/forms/newsletter.ts';
import {
  SUBSCRIBER_SOURCE_LABELS,
  type SubscriberListRow,
} from '../../../lib/newsletters/subscriber-list.ts';
import { showToast } from '../../toast/toast-store.ts';
import { AdminLink } from '../AdminLink.tsx';
import { downloadFile } from '../api/download.ts';
import { CustomerExportButton } from '../permissions.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { routeUrl } from '../api/route-client.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { formatShopDateTime } from '../format.ts';
import { useMayCall } from '../permissions.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { ADMINS_ONLY_REASON, preferencesText } from './labels.ts';
import { NewslettersTabs } from './NewslettersTabs.tsx';
import { FilterChoice } from '../FilterChoice.tsx';
import { FilterForm } from '../lists/FilterForm.tsx';
import { Pager } from '../lists/Pager.tsx';
import { useListFilters } from '../lists/use-list-filters.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

/** The list's filters, kept in the address. */
const FILTER_NAMES = ['q', 'status', 'preference'] as const;

const COLUMNS: readonly Column<SubscriberListRow>[] = [
  {
    header: 'Name',
    rowHeader: true,
    cell: (row) => (
      <AdminLink
        href={screenHref('subscriber', { subscriberId: row.id })}
        className="font-semibold text-brand-800 underline"
      >
        {row.name}
      </AdminLink>
    ),
  },
  { header: 'Email', cell: (row) => <span className="break-all">{row.email}</span> },
  { header: 'Preferences', cell: (row) => preferencesText(row.preferences) },
  {
    header: 'Status',
    cell: (row) =>
      row.status === 'subscribed' ? (
        'Subscribed'
      ) : (
        <span className="font-semibold text-red-800">Unsubscribed</span>
      ),
  },
  { header: 'Subscribed', cell: (row) => formatShopDateTime(row.subscribedAt) },
  { header: 'Source', cell: (row) => SUBSCRIBER_SOURCE_LABELS[row.source] },
];

/** /admin/newsletters: everyone on the newsletter list, searched, filtered and paged. */
export default function SubscribersScreen() {
  const mayAdd = useMayCall(newslettersArea.api.create);
  const mayImport = useMayCall(newslettersArea.api.import);
  const list = useListFilters(FILTER_NAMES);
  const page = useRouteQuery(newslettersArea.api.list, { query: list.pageQuery });

  const exportCsv = async () => {
    try {
      const url = routeUrl(newslettersArea.api.csv, { query: list.listQuery });
      await downloadFile(url, 'subscribers.csv');
    } catch (error) {
      showToast({ title: 'Export failed', description: userMessageFor(error) });
    }
  };

  return (
    <>
      <NewslettersTabs current="subscribers" />
      <ScreenFrame
        title="Subscribers"
        actions={
          <div className="flex flex-wrap gap-2">
            {mayAdd ? (
              <AdminLink href={screenHref('subscriber-new')} className={PRIMARY_BUTTON}>
                Add subscriber
              </AdminLink>
            ) : null}
            {mayImport ? (
              <AdminLink href={screenHref('subscriber-import')} className={SECONDARY_BUTTON}>
                Import CSV
              </AdminLink>
            ) : null}
            <CustomerExportButton onExport={() => void exportCsv()} />
          </div>
        }
      >
        {mayAdd && mayImport ? null : (
          <p className="mt-2 text-stone-700">{ADMINS_ONLY_REASON} You can read the list.</p>
        )}
        <FilterForm
          list={list}
          label="Find subscribers"
          searchPlaceholder="Name or email"
          submitLabel="Show subscribers"
        >
          <FilterChoice
            label="Status"
            {...list.field('status')}
            options={[
              ['subscribed', 'Subscribed'],
              ['unsubscribed', 'Unsubscribed'],
            ]}
          />
          <FilterChoice
            label="Preference"
            {...list.field('preference')}
            options={NEWSLETTER_PREFERENCES.map((preference) => [preference.id, preference.label])}
          />
        </FilterForm>
        <QueryStatus query={page}>
          {(found) => (
            <SubscribersTable
              page={found}
              pageNumber={list.pageNumber}
              onNewer={list.onNewer}
              onOlder={list.olderFrom(found.nextCursor)}
            />
          )}
        </QueryStatus>
      </ScreenFrame>
    </>
  );
}

function SubscribersTable({
  page,
  pageNumber,
  onNewer,
  onOlder,
}: {
  page: SubscriberListPage;
  pageNumber: number;
  onNewer: (() => void) | null;
  onOlder: (() => void) | null;
}) {
  if (page.total === 0) return <p className="mt-6">No subscribers match.</p>;
  return (
    <>
      <p className="mt-6" aria-live="polite">
        {page.total === 1 ? '1 subscriber' : `${String(page.total)} subscribers`} found
        {pageNumber > 1 ? `, page ${String(pageNumber)}` : ''}
      </p>
      <DataTable
        caption="Newsletter subscribers, newest first"
        columns={COLUMNS}
        rows={page.subscribers}
        rowKey={(row) => row.id}
      />
      {onNewer || onOlder ? <Pager label="Pages" onNewer={onNewer} onOlder={onOlder} /> : null}
    </>
  );
}
