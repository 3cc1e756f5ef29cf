import { useState } from 'react';
import type {
  CalendarDay,
  CalendarSlot,
  SlotCalendar,
} from '../../../lib/delivery/slot-calendar.ts';
import { timeRangeLabel } from '../../../lib/delivery/labels.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { DateChangeForm } from './DateChangeForm.tsx';
import { closureNote, packLimitLabel, slotStatusLabel } from './labels.ts';
import { Modal } from '../Modal.tsx';

type Changing = { slot: CalendarSlot; day: CalendarDay } | null;

const windowName = (slot: CalendarSlot) =>
  `${slot.zoneName} ${timeRangeLabel(slot.start, slot.end)}`;

/**
 * The weeks ahead, day by day: each window with orders and packs booked against what it holds
 * that day, closed days and windows marked, and a way to change or close one date.
 */
export function SlotCalendarView({ calendar, zoneId }: { calendar: SlotCalendar; zoneId: string }) {
  const [changing, setChanging] = useState<Changing>(null);

  const columnsFor = (day: CalendarDay): readonly Column<CalendarSlot>[] => [
    { header: 'Window', cell: windowName, rowHeader: true },
    {
      header: 'Orders booked',
      cell: (slot) => `${String(slot.booked)} / ${String(slot.capacity)}`,
      align: 'right',
    },
    {
      header: 'Packs booked',
      cell: (slot) => `${String(slot.packsBooked)} / ${packLimitLabel(slot.maxPacks)}`,
      align: 'right',
    },
    {
      header: 'Status',
      cell: (slot) => (
        <span className={slot.closedReason ? 'font-semibold text-red-800' : ''}>
          {slotStatusLabel(slot, day)}
        </span>
      ),
    },
    {
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (slot) => (
        <button
          type="button"
          className="font-semibold text-brand-800 underline print:hidden"
          onClick={() => {
            setChanging({ slot, day });
          }}
        >
          Change
          <span className="sr-only">
            {' '}
            {windowName(slot)} on {day.label}
          </span>
        </button>
      ),
    },
  ];

  return (
    <>
      <ol className="grid gap-6">
        {calendar.days.map((day) => {
          const slots = day.slots.filter((slot) => zoneId === '' || slot.zoneId === zoneId);
          return (
            <li key={day.date} aria-labelledby={`day-${day.date}`} className="break-inside-avoid">
              <h3 id={`day-${day.date}`} className="text-lg font-semibold">
                {day.label}
                {day.closure ? (
                  <span className="ml-2 text-red-800">
                    Closed{day.closure.zoneIds ? ' (some zones)' : ''}:{' '}
                    {day.closure.holiday ?? closureNote(day)}
                  </span>
                ) : null}
              </h3>
              {slots.length > 0 ? (
                <DataTable
                  caption={`Delivery windows on ${day.label}`}
                  columns={columnsFor(day)}
                  rows={slots}
                  rowKey={(slot) => slot.slotId}
                />
              ) : (
                <p className="mt-1 text-stone-700">No windows.</p>
              )}
            </li>
          );
        })}
      </ol>
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
