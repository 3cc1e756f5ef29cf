import { useState } from 'react';
import type {
  CalendarDay,
  CalendarSlot,
  SlotCalendar,
} from '../../../lib/delivery/slot-calendar.ts';
import { timeRangeLabel } from '../../../lib/delivery/labels.ts';
import { SECONDARY_BUTTON } from '../styles.ts';
import { DateChangeForm } from './DateChangeForm.tsx';
import { closureNote, packLimitLabel, slotStatusLabel } from './labels.ts';
import { Modal } from '../Modal.tsx';
import { ColumnHeadings, type Heading } from '../ColumnHeadings.tsx';

type Changing = { slot: CalendarSlot; day: CalendarDay } | null;

const windowName = (slot: CalendarSlot) =>
  `${slot.zoneName} ${timeRangeLabel(slot.start, slot.end)}`;

const DAYS_A_WEEK = 7;
const CELL = 'px-3 py-2 align-top';
const WEEK_HEADINGS: readonly Heading[] = [
  'Day',
  'Window',
  { label: 'Orders booked', align: 'right' },
  { label: 'Packs booked', align: 'right' },
  'Status',
  { label: <span className="sr-only">Actions</span> },
];

/** The calendar's days in runs of seven from its first day: the weeks staff page through. */
function weeksOf(days: readonly CalendarDay[]): CalendarDay[][] {
  const weeks: CalendarDay[][] = [];
  for (let start = 0; start < days.length; start += DAYS_A_WEEK) {
    weeks.push(days.slice(start, start + DAYS_A_WEEK));
  }
  return weeks;
}

const weekLabel = (week: readonly CalendarDay[]) =>
  `${week[0]?.label ?? ''} – ${week.at(-1)?.label ?? ''}`;

/** One day of the week's table: its rows, the day named once beside its windows. */
function DayRows({
  day,
  slots,
  onChange,
}: {
  day: CalendarDay;
  slots: readonly CalendarSlot[];
  onChange: (slot: CalendarSlot) => void;
}) {
  const dayCell = (
    <th scope="rowgroup" rowSpan={Math.max(slots.length, 1)} className={`${CELL} font-semibold`}>
      <span className="whitespace-nowrap">{day.label}</span>
      {day.closure ? (
        <span className="block text-sm text-red-800">
          Closed{day.closure.zoneIds ? ' (some zones)' : ''}:{' '}
          {day.closure.holiday ?? closureNote(day)}
        </span>
      ) : null}
    </th>
  );
  return (
    <tbody aria-label={day.label} className="border-t-2 border-stone-300">
      {slots.length === 0 ? (
        <tr>
          {dayCell}
          <td colSpan={5} className={`${CELL} text-stone-700`}>
            No windows.
          </td>
        </tr>
      ) : (
        slots.map((slot, index) => (
          <tr key={slot.slotId} className={index > 0 ? 'border-t border-stone-200' : ''}>
            {index === 0 ? dayCell : null}
            <th scope="row" className={`${CELL} font-normal`}>
              {windowName(slot)}
            </th>
            <td className={`${CELL} text-right whitespace-nowrap`}>
              {String(slot.booked)} / {String(slot.capacity)}
            </td>
            <td className={`${CELL} text-right whitespace-nowrap`}>
              {String(slot.packsBooked)} / {packLimitLabel(slot.maxPacks)}
            </td>
            <td className={CELL}>
              <span className={slot.closedReason ? 'font-semibold text-red-800' : ''}>
                {slotStatusLabel(slot, day)}
              </span>
            </td>
            <td className={`${CELL} text-right`}>
              <button
                type="button"
                className="font-semibold text-brand-800 underline print:hidden"
                onClick={() => {
                  onChange(slot);
                }}
              >
                Change
                <span className="sr-only">
                  {' '}
                  {windowName(slot)} on {day.label}
                </span>
              </button>
            </td>
          </tr>
        ))
      )}
    </tbody>
  );
}

/**
 * The weeks ahead, a week at a time in one compact table: each day's windows with orders and
 * packs booked against what they hold that day, closed days and windows marked, and a way to
 * change or close one date. Printing prints every week.
 */
export function SlotCalendarView({ calendar, zoneId }: { calendar: SlotCalendar; zoneId: string }) {
  const [changing, setChanging] = useState<Changing>(null);
  const weeks = weeksOf(calendar.days);
  const [shownWeek, setShownWeek] = useState(0);
  const week = Math.min(shownWeek, weeks.length - 1);

  return (
    <>
      <nav
        aria-label="Weeks of the calendar"
        className="flex flex-wrap items-center gap-3 print:hidden"
      >
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={week <= 0}
          onClick={() => {
            setShownWeek(week - 1);
          }}
        >
          Previous week
        </button>
        <p aria-live="polite" className="font-semibold">
          Week {week + 1} of {weeks.length}: {weekLabel(weeks[week] ?? [])}
        </p>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={week >= weeks.length - 1}
          onClick={() => {
            setShownWeek(week + 1);
          }}
        >
          Next week
        </button>
      </nav>
      {weeks.map((days, index) => (
        <div
          key={days[0]?.date ?? index}
          className={`relative mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white ${
            index === week ? '' : 'hidden print:block'
          }`}
        >
          <table className="w-full text-left">
            <caption className="sr-only">Delivery windows, {weekLabel(days)}</caption>
            <ColumnHeadings
              className="bg-stone-50 text-sm"
              cellClass={CELL}
              headings={WEEK_HEADINGS}
            />
            {days.map((day) => (
              <DayRows
                key={day.date}
                day={day}
                slots={day.slots.filter((slot) => zoneId === '' || slot.zoneId === zoneId)}
                onChange={(slot) => {
                  setChanging({ slot, day });
                }}
              />
            ))}
          </table>
        </div>
      ))}
      <Modal
        open={changing !== null}
        title={changing ? `${windowName(changing.slot)} on ${changing.day.label}` : ''}
        onClose={() => {
          setChanging(null);
        }}
      >
        {changing ? (
          <DateChangeForm
            slot={changing.slot}
            dayLabel={changing.day.label}
            onDone={() => {
              setChanging(null);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}
