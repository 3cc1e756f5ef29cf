import { specialDatesArea, type HolidayStatus } from '../../../lib/admin/areas/special-dates.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { BookingsWarningDialog } from './BookingsWarningDialog.tsx';
import { longDayLabel } from './labels.ts';
import { useBookingsWarning } from './use-bookings-warning.ts';

function statusOf(holiday: HolidayStatus): string {
  if (holiday.closed) return 'Closed';
  if (holiday.specialDate?.kind === 'extra') return 'Open, with extra delivery windows';
  if (holiday.specialDate?.kind === 'closed') return 'Closed for some zones';
  return 'Open';
}

/**
 * The next two years of New Zealand public holidays where the shop is, each open or closed with
 * one action: closing asks again when orders are booked that day; opening deletes the closure.
 */
export function HolidaysPanel() {
  const holidays = useRouteQuery(specialDatesArea.api.holidays, {});
  const refreshes = [specialDatesArea.api.holidays, specialDatesArea.api.list];
  const close = useRouteMutation(specialDatesArea.api.closeHoliday, { refreshes });
  const open = useRouteMutation(specialDatesArea.api.remove, { refreshes });
  const { warning, attempt, confirm, dismiss } = useBookingsWarning();
  const busy = close.isPending || open.isPending;

  const closeHoliday = async (holiday: HolidayStatus) => {
    await attempt(async (confirmed) => {
      await close.mutateAsync({
        params: { date: holiday.date },
        query: confirmed ? { confirmBookings: 'true' } : {},
      });
      showToast({
        title: 'Holiday closed',
        description: `${holiday.name}: no deliveries or pickups that day.`,
      });
    }).catch(() => false); // The error toast says why.
  };
  const openHoliday = async (holiday: HolidayStatus) => {
    try {
      await open.mutateAsync({ params: { date: holiday.date } });
      showToast({
        title: 'Holiday opened',
        description: `${holiday.name} follows the weekly slots.`,
      });
    } catch {
      // The error toast says why.
    }
  };

  const columns: readonly Column<HolidayStatus>[] = [
    { header: 'Date', cell: (holiday) => longDayLabel(holiday.date) },
    {
      header: 'Holiday',
      rowHeader: true,
      cell: (holiday) => (holiday.substitute ? `${holiday.name} (observed)` : holiday.name),
    },
    {
      header: 'Status',
      cell: (holiday) =>
        holiday.closed ? (
          <span className="font-semibold text-red-800">{statusOf(holiday)}</span>
        ) : (
          statusOf(holiday)
        ),
    },
    {
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (holiday) => {
        if (holiday.closed) {
          return (
            <button
              type="button"
              className={SECONDARY_BUTTON}
              disabled={busy}
              onClick={() => void openHoliday(holiday)}
            >
              Open
              <span className="sr-only">
                {' '}
                {holiday.name} {holiday.date}
              </span>
            </button>
          );
        }
        if (holiday.specialDate?.kind === 'extra') return null;
        return (
          <button
            type="button"
            className={DANGER_BUTTON}
            disabled={busy}
            onClick={() => void closeHoliday(holiday)}
          >
            Close
            <span className="sr-only">
              {' '}
              {holiday.name} {holiday.date}
            </span>
          </button>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="holidays-title" className="mt-8">
      <h2 id="holidays-title" className="text-xl font-bold">
        Public holidays
      </h2>
      <p className="mt-2 max-w-3xl text-stone-700">
        The New Zealand public holidays for the next two years, with Auckland Anniversary Day, which
        the Bay of Plenty keeps. The days shut by law or custom (Christmas Day, Boxing Day, New
        Year&apos;s Day, Good Friday, Easter Sunday, and Anzac Day, when shops may not open before
        1pm, so the whole day is closed) were closed when the shop was set up, and the same days of
        each further year are closed as the years roll on; you can open them here. Every other
        holiday is yours to decide: close it or leave it open.
      </p>
      <QueryStatus query={holidays}>
        {(rows) => (
          <DataTable
            caption="Public holidays"
            columns={columns}
            rows={rows}
            rowKey={(holiday) => `${holiday.date}-${holiday.name}`}
          />
        )}
      </QueryStatus>
      <BookingsWarningDialog
        warning={warning}
        busy={busy}
        onCancel={dismiss}
        onConfirm={() => {
          void confirm?.().catch(() => undefined);
        }}
      />
    </section>
  );
}
