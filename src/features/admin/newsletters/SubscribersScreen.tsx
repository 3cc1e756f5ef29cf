import { useState } from 'react';
import { newslettersArea, type SubscriberListPage } from '../../../lib/admin/areas/newsletters.ts';
import { userMessageFor } from '../../../lib/api-client.ts';
import { NEWSLETTER_PREFERENCES } from '../../../lib/forms/newsletter.ts';
import type { SubscriberListQueryInput } from '../../../lib/forms/subscribers-admin.ts';
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
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { ADMINS_ONLY_REASON, preferencesText } from './labels.ts';
import { NewslettersTabs } from './NewslettersTabs.tsx';
import { FILTER_FIELD, FilterChoice } from '../FilterChoice.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

const FILTER_NAMES = ['q', 'status', 'preference'] as const;
type Filter = Record<(typeof FILTER_NAMES)[number], string>;
const NO_FILTER: Filter = { q: '', status: '', preference: '' };

function filterFromAddress(): Filter {
  const search = new URLSearchParams(location.search);
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, search.get(name) ?? ''])) as Filter;
}

/** Keeps the filters in the address, so reloading or sharing the link shows the same list. */
function keepInAddress(filter: Filter): void {
  const search = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ''));
  const query = search.toString();
  history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}`);
}

function queryOf(filter: Filter, cursor: string | undefined): SubscriberListQueryInput {
  return Object.fromEntries(Object.entries({ ...filter, cursor }).filter(([, value]) => value));
}

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
  const [filter, setFilter] = useState<Filter>(filterFromAddress);
  const [draft, setDraft] = useState<Filter>(filter);
  const [cursors, setCursors] = useState<string[]>([]);
  const page = useRouteQuery(newslettersArea.api.list, { query: queryOf(filter, cursors.at(-1)) });

  const apply = (next: Filter) => {
    setFilter(next);
    setDraft(next);
    setCursors([]);
    keepInAddress(next);
  };

  const exportCsv = async () => {
    try {
      const url = routeUrl(newslettersArea.api.csv, { query: queryOf(filter, undefined) });
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
        <form
          role="search"
          aria-label="Find subscribers"
          className={`${PANEL} mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4`}
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <label className="sm:col-span-2">
            <span className="font-semibold">Search</span>
            <input
              type="search"
              value={draft.q}
              placeholder="Name or email"
              maxLength={100}
              className={FILTER_FIELD}
              onChange={(event) => {
                setDraft({ ...draft, q: event.target.value });
              }}
            />
          </label>
          <FilterChoice
            label="Status"
            value={draft.status}
            options={[
              ['subscribed', 'Subscribed'],
              ['unsubscribed', 'Unsubscribed'],
            ]}
            onChange={(status) => {
              setDraft({ ...draft, status });
            }}
          />
          <FilterChoice
            label="Preference"
            value={draft.preference}
            options={NEWSLETTER_PREFERENCES.map((preference) => [preference.id, preference.label])}
            onChange={(preference) => {
              setDraft({ ...draft, preference });
            }}
          />
          <div className="flex items-end gap-2">
            <button type="submit" className={PRIMARY_BUTTON}>
              Show subscribers
            </button>
            <button
              type="button"
              className={SECONDARY_BUTTON}
              onClick={() => {
                apply(NO_FILTER);
              }}
            >
              Clear
            </button>
          </div>
        </form>
        <QueryStatus query={page}>
          {(found) => (
            <SubscribersTable
              page={found}
              pageNumber={cursors.length + 1}
              onNewer={
                cursors.length > 0
                  ? () => {
                      setCursors(cursors.slice(0, -1));
                    }
                  : null
              }
              onOlder={
                found.nextCursor
                  ? () => {
                      setCursors([...cursors, found.nextCursor ?? '']);
                    }
                  : null
              }
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
      {onNewer || onOlder ? (
        <nav aria-label="Pages" className="mt-4 flex gap-2">
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={!onNewer}
            onClick={() => onNewer?.()}
          >
            Newer
          </button>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={!onOlder}
            onClick={() => onOlder?.()}
          >
            Older
          </button>
        </nav>
      ) : null}
    </>
  );
}
