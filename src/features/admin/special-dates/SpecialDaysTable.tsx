import { useState } from 'react';
import { deliveryZonesArea } from '../../../lib/admin/areas/delivery-zones.ts';
import { specialDatesArea } from '../../../lib/admin/areas/special-dates.ts';
import { nzDateOf } from '../../../lib/delivery/nz-time.ts';
import type { SpecialDate } from '../../../lib/delivery/slots.ts';
import { showToast } from '../../toast/toast-store.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { DataTable, type Column } from '../DataTable.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { longDayLabel, describeSpecialDate } from './labels.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

/** Upcoming closed and extra days with their notes; each can be edited or deleted (confirmed). */
export function SpecialDaysTable() {
  const today = nzDateOf(new Date());
  const days = useRouteQuery(specialDatesArea.api.list, { query: { from: today } });
  const zones = useRouteQuery(deliveryZonesArea.api.list, {});
  const remove = useRouteMutation(specialDatesArea.api.remove, {
    refreshes: [specialDatesArea.api.list, specialDatesArea.api.holidays],
  });
  const [deleting, setDeleting] = useState<SpecialDate | null>(null);
  const zoneNames = new Map((zones.data ?? []).map((zone) => [zone.id, zone.name]));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ params: { date: deleting.date } });
      showToast({
        title: 'Special date deleted',
        description: `${longDayLabel(deleting.date)} follows the weekly slots again.`,
      });
      setDeleting(null);
    } catch {
      // The error toast says why.
    }
  };

  const columns: readonly Column<SpecialDate>[] = [
    { header: 'Date', rowHeader: true, cell: (day) => longDayLabel(day.date) },
    { header: 'What', cell: (day) => describeSpecialDate(day, zoneNames) },
    { header: 'Note', cell: (day) => day.note },
    {
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (day) => (
        <span className="inline-flex gap-4">
          <AdminLink
            href={screenHref('special-date-edit', { date: day.date })}
            className="font-semibold text-brand-800 underline"
          >
            Edit<span className="sr-only"> {day.date}</span>
          </AdminLink>
          <button
            type="button"
            className="font-semibold text-red-800 underline"
            onClick={() => {
              setDeleting(day);
            }}
          >
            Delete<span className="sr-only"> {day.date}</span>
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      <QueryStatus query={days}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="mt-4">No closed or extra days from today on.</p>
          ) : (
            <DataTable
              caption="Closed and extra days"
              columns={columns}
              rows={rows}
              rowKey={(day) => day.date}
            />
          )
        }
      </QueryStatus>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting ? longDayLabel(deleting.date) : ''}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleting(null);
        }}
      >
        <p>
          {deleting?.kind === 'extra'
            ? 'Its extra windows disappear from the checkout. Orders already booked in them keep their places.'
            : 'The day follows the weekly slots again, so shoppers can book it.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
