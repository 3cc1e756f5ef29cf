import type { ActivityRow } from '../../../lib/activity/activity-keys.ts';
import { ACTIVITY_AREAS, type ActivityArea } from '../../../lib/activity/areas.ts';
import { describeAction } from '../../../lib/activity/words.ts';
import { activityArea, type ActivityPage } from '../../../lib/admin/areas/activity.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { FilterChoice, FilterDate } from '../FilterChoice.tsx';
import { formatShopDateTime } from '../format.ts';
import { FilterForm } from '../lists/FilterForm.tsx';
import { Pager } from '../lists/Pager.tsx';
import { useListFilters } from '../lists/use-list-filters.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { EntryChanges } from './EntryChanges.tsx';
import { targetHref, targetText } from './target-link.ts';

/** The log's filters, kept in the address. */
const FILTER_NAMES = ['q', 'person', 'area', 'from', 'to'] as const;

const AREA_OPTIONS = Object.entries(ACTIVITY_AREAS) as [ActivityArea, string][];

const COLUMNS: readonly Column<ActivityRow>[] = [
  {
    header: 'When',
    cell: (row) => <time dateTime={row.at}>{formatShopDateTime(row.at)}</time>,
  },
  { header: 'Who', cell: (row) => <span className="wrap-break-word">{row.actor.username}</span> },
  {
    header: 'What',
    rowHeader: true,
    cell: (row) => (
      <>
        {describeAction(row.action)}
        <span className="block text-sm font-normal text-stone-700">{ACTIVITY_AREAS[row.area]}</span>
        <EntryChanges id={row.id} />
      </>
    ),
  },
  {
    header: 'Record',
    cell: (row) => {
      const href = targetHref(row);
      const text = targetText(row);
      return href ? (
        <AdminLink href={href} className="font-semibold wrap-break-word text-brand-800 underline">
          {text}
        </AdminLink>
      ) : (
        <span className="wrap-break-word">{text}</span>
      );
    },
  },
];

/** /admin/activity: who changed what in the back office and when, filtered and paged. */
export default function ActivityScreen() {
  const list = useListFilters(FILTER_NAMES);
  const page = useRouteQuery(activityArea.api.list, { query: list.pageQuery });
  const people = page.data?.people ?? [];

  return (
    <ScreenFrame title="Activity log">
      <p className="mt-2 text-stone-700">
        Every change made in the back office: who made it, when, and what it changed.
      </p>
      <FilterForm
        list={list}
        label="Find activity"
        searchPlaceholder="Order number, product or record"
        submitLabel="Show activity"
      >
        <FilterChoice
          label="Person"
          {...list.field('person')}
          options={people.map((person) => [person.id, person.username])}
        />
        <FilterChoice label="Area" {...list.field('area')} options={AREA_OPTIONS} />
        <FilterDate label="From (NZ date)" {...list.field('from')} />
        <FilterDate label="To (NZ date)" {...list.field('to')} />
      </FilterForm>
      <QueryStatus query={page}>
        {(found) => (
          <ActivityTable
            page={found}
            filtered={Object.values(list.filter).some((value) => value !== '')}
            pageNumber={list.pageNumber}
            onNewer={list.onNewer}
            onOlder={list.olderFrom(found.nextCursor)}
          />
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}

function ActivityTable({
  page,
  filtered,
  pageNumber,
  onNewer,
  onOlder,
}: {
  page: ActivityPage;
  filtered: boolean;
  pageNumber: number;
  onNewer: (() => void) | null;
  onOlder: (() => void) | null;
}) {
  if (page.entries.length === 0) {
    return (
      <p className="mt-6">
        {filtered ? 'No activity matches these filters.' : 'Nothing has been changed yet.'}
      </p>
    );
  }
  return (
    <>
      <DataTable
        caption="Back-office changes, newest first"
        columns={COLUMNS}
        rows={page.entries}
        rowKey={(row) => row.id}
      />
      {onNewer || onOlder ? (
        <Pager label="Pages" pageNumber={pageNumber} onNewer={onNewer} onOlder={onOlder} />
      ) : null}
    </>
  );
}
