import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import type { RunSheet, RunStop } from '../../../lib/orders/run-sheet.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { AdminLink } from '../AdminLink.tsx';
import { ColumnHeadings, type Heading } from '../ColumnHeadings.tsx';
import { dayWithYear, packsLabel, statusWarning } from './labels.ts';
import { ChoiceField, DayField, PrintButton, PrintStyles } from './PrintControls.tsx';
import { ShownDayNote, useShownDay } from './ShownDay.tsx';
import { useSearchParam } from './url-query.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

const CELL = 'border border-stone-300 px-2 py-2 align-top';
const RUN_SHEET_HEADINGS: readonly Heading[] = [
  'Stop',
  'Order',
  'Customer',
  'Address',
  { label: 'Packs', align: 'right' },
  'Gift',
  'Notes',
  'Done',
];

function StopRow({ stop, position }: { stop: RunStop; position: number }) {
  const warning = statusWarning(stop.status);
  return (
    <tr className="break-inside-avoid">
      <td className={`${CELL} text-right`}>{position}</td>
      <th scope="row" className={`${CELL} text-left font-semibold`}>
        {stop.number}
        {warning ? <span className="block text-sm font-bold text-red-800">{warning}</span> : null}
      </th>
      <td className={CELL}>
        {stop.name}
        <a href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`} className="block underline">
          {stop.phone}
        </a>
      </td>
      <td className={CELL}>
        {stop.address}
        <a
          href={stop.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="block font-semibold text-brand-800 underline print:hidden"
        >
          Open in maps<span className="sr-only">: {stop.address} (opens in a new tab)</span>
        </a>
      </td>
      <td className={`${CELL} text-right`}>{stop.packs}</td>
      <td className={CELL}>
        {stop.gift ? (
          <>
            <strong>Yes</strong>, for {stop.gift.recipientName}
            {stop.gift.recipientPhone ? ` (${stop.gift.recipientPhone})` : ''}
            {stop.gift.message ? <span className="block italic">“{stop.gift.message}”</span> : null}
          </>
        ) : (
          'No'
        )}
      </td>
      <td className={CELL}>
        {stop.notes || (stop.staffNotes.length ? null : '–')}
        {stop.staffNotes.map((note, index) => (
          <span key={index} className="mt-1 block">
            <strong>Staff note:</strong> {note}
          </span>
        ))}
      </td>
      <td className={CELL}>
        <span aria-hidden="true" className="inline-block size-6 border-2 border-ink" />
      </td>
    </tr>
  );
}

function RunSheetView({ sheet }: { sheet: RunSheet }) {
  if (sheet.slots.length === 0) {
    return (
      <p className="mt-6 font-semibold">
        No deliveries {sheet.zone ? `in ${sheet.zone.name} ` : ''}on {dayWithYear(sheet.date)}.
      </p>
    );
  }
  // Stops are numbered through the whole sheet: the first stop of a slot follows the last one.
  const firstPositions = sheet.slots.map((_, index) =>
    sheet.slots.slice(0, index).reduce((sum, slot) => sum + slot.stops.length, 1),
  );
  const stops = sheet.slots.reduce((sum, slot) => sum + slot.stops.length, 0);
  const packs = sheet.slots
    .flatMap((slot) => slot.stops)
    .reduce((sum, stop) => sum + stop.packs, 0);
  return (
    <>
      <p className="mt-4 text-lg">
        {sheet.zone?.name ?? 'All zones'}, {dayWithYear(sheet.date)}: {stops}{' '}
        {stops === 1 ? 'stop' : 'stops'}, {packsLabel(packs)}.
      </p>
      {sheet.slots.map((slot, slotIndex) => (
        // A phone scrolls a wide sheet in its own box; paper and a tablet show it whole.
        <div
          key={`${slot.zoneName}-${slot.slotId}`}
          className="relative mt-6 overflow-x-auto print:overflow-visible"
        >
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="py-2 text-left text-lg font-bold">
              {slot.zoneName}, {slot.slotLabel}
            </caption>
            <ColumnHeadings
              className="bg-stone-100"
              cellClass={CELL}
              headings={RUN_SHEET_HEADINGS}
            />
            <tbody>
              {slot.stops.map((stop, index) => (
                <StopRow
                  key={stop.orderId}
                  stop={stop}
                  position={(firstPositions[slotIndex] ?? 1) + index}
                />
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}

/** /admin/orders/run-sheet: the van driver's list of a day's stops in one zone, printable. */
export default function RunSheetScreen() {
  const day = useShownDay();
  const date = day.date ?? '';
  const [zone, setZone] = useSearchParam('zone', '');
  const sheet = useRouteQuery(
    ordersArea.api.runSheet,
    { query: { date, zone } },
    { enabled: day.date !== null },
  );
  const zones = sheet.data?.zones ?? [];
  return (
    <ScreenFrame title="Run sheet" actions={<PrintButton label="Print run sheet" />}>
      <PrintStyles paper="a4-landscape" />
      <div className="mt-4 flex flex-wrap items-end gap-4 print:hidden">
        <DayField date={date} onChange={day.setDate} error={sheet.error} />
        <ChoiceField
          label="Zone"
          value={zone}
          onChange={setZone}
          options={[
            { value: '', label: 'All zones' },
            ...zones.map((option) => ({
              value: option.id,
              label: `${option.name} (${String(option.stops)} ${option.stops === 1 ? 'stop' : 'stops'})`,
            })),
            ...(zone && !zones.some((option) => option.id === zone)
              ? [{ value: zone, label: zone }]
              : []),
          ]}
        />
        <AdminLink
          href={screenHref('packing-slips', {}, { date })}
          className="pb-2 font-semibold text-brand-800 underline"
        >
          Packing slips for this day
        </AdminLink>
      </div>
      <ShownDayNote day={day} />
      <QueryStatus query={sheet}>{(data) => <RunSheetView sheet={data} />}</QueryStatus>
    </ScreenFrame>
  );
}
