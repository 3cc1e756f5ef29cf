import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import { DAY_WORK_RULE } from '../../../lib/orders/dispatch.ts';
import type { PrepList, PrepMeal, StandingPrep } from '../../../lib/orders/prep-list.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { dayWithYear, ordersLabel, packsLabel } from './labels.ts';
import { DayField, PrintButton, PrintStyles } from './PrintControls.tsx';
import { ShownDayNote, useShownDay } from './ShownDay.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

const MEAL_COLUMNS: readonly Column<PrepMeal>[] = [
  { header: 'Meal', cell: (meal) => meal.name, rowHeader: true },
  { header: 'Packs', cell: (meal) => meal.packs, align: 'right' },
  {
    header: 'Of which awaiting payment',
    cell: (meal) => meal.unpaidPacks || '–',
    align: 'right',
  },
];

const STANDING_COLUMNS: readonly Column<StandingPrep['meals'][number]>[] = [
  { header: 'Meal', cell: (meal) => meal.name, rowHeader: true },
  { header: 'Packs', cell: (meal) => meal.packs, align: 'right' },
];

/** What standing orders will add to the day: apart from the orders, as they are not made yet. */
function StandingPrepView({ date, standing }: { date: string; standing: StandingPrep }) {
  return (
    <section aria-labelledby="prep-standing" className="mt-8 break-inside-avoid">
      <h2 id="prep-standing" className="text-xl font-bold">
        From standing orders, not yet ordered
      </h2>
      <p className="mt-1">
        {packsLabel(standing.packs)} in {standing.standingOrders}{' '}
        {standing.standingOrders === 1 ? 'standing order' : 'standing orders'} due this day. Their
        orders are made shortly before the cut-off; then they move into the lists above.
      </p>
      <DataTable
        caption={`Packs per meal from standing orders not yet ordered, ${dayWithYear(date)}`}
        columns={STANDING_COLUMNS}
        rows={standing.meals}
        rowKey={(meal) => meal.productId}
      />
    </section>
  );
}

function PrepListView({ list }: { list: PrepList }) {
  const standing = list.fromStandingOrders ? (
    <StandingPrepView date={list.date} standing={list.fromStandingOrders} />
  ) : null;
  if (list.orders === 0) {
    return (
      <>
        <p className="mt-6 font-semibold">No orders to prepare for {dayWithYear(list.date)}.</p>
        {standing}
      </>
    );
  }
  return (
    <>
      <p className="mt-4 text-lg">
        {dayWithYear(list.date)}: <strong>{packsLabel(list.packs)}</strong> in{' '}
        {ordersLabel(list.orders)}
        {list.unpaidPacks > 0 ? `, ${packsLabel(list.unpaidPacks)} of them awaiting payment` : ''}.
      </p>
      <section aria-labelledby="prep-day-total" className="mt-6 break-inside-avoid">
        <h2 id="prep-day-total" className="text-xl font-bold">
          The whole day
        </h2>
        <DataTable
          caption={`Packs per meal, ${dayWithYear(list.date)}`}
          columns={MEAL_COLUMNS}
          rows={list.meals}
          rowKey={(meal) => meal.productId}
        />
      </section>
      {list.slots.map((slot) => {
        const headingId = `prep-slot-${slot.zoneName}-${slot.slotId}`.replace(/\W+/g, '-');
        return (
          <section key={headingId} aria-labelledby={headingId} className="mt-8 break-inside-avoid">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={headingId} className="text-xl font-bold">
                {slot.zoneName} {slot.method === 'pickup' ? 'pickup' : 'delivery'}, {slot.slotLabel}
              </h2>
              <p>
                {packsLabel(slot.packs)} in {ordersLabel(slot.orders)}{' '}
                <AdminLink
                  href={screenHref('packing-slips', {}, { date: list.date, slot: slot.slotId })}
                  className="ml-2 font-semibold text-brand-800 underline print:hidden"
                >
                  Packing slips
                  <span className="sr-only">
                    {' '}
                    for {slot.zoneName}, {slot.slotLabel}
                  </span>
                </AdminLink>
              </p>
            </div>
            <DataTable
              caption={`Packs per meal, ${slot.zoneName}, ${slot.slotLabel}`}
              columns={MEAL_COLUMNS}
              rows={slot.meals}
              rowKey={(meal) => meal.productId}
            />
          </section>
        );
      })}
      {standing}
    </>
  );
}

/** /admin/orders/prep-list: what the kitchen pulls from the freezer for a delivery day. */
export default function PrepListScreen() {
  const day = useShownDay();
  const date = day.date ?? '';
  const list = useRouteQuery(
    ordersArea.api.prepList,
    { query: { date } },
    { enabled: day.date !== null },
  );
  return (
    <ScreenFrame title="Kitchen prep list" actions={<PrintButton label="Print prep list" />}>
      <PrintStyles paper="a4" />
      <div className="mt-4 flex flex-wrap items-end gap-4 print:hidden">
        <DayField date={date} onChange={day.setDate} error={list.error} />
        <AdminLink
          href={screenHref('packing-slips', {}, { date })}
          className="pb-2 font-semibold text-brand-800 underline"
        >
          Packing slips for this day
        </AdminLink>
        <AdminLink
          href={screenHref('run-sheet', {}, { date })}
          className="pb-2 font-semibold text-brand-800 underline"
        >
          Run sheet for this day
        </AdminLink>
      </div>
      <ShownDayNote day={day} />
      <p className="mt-3 max-w-3xl text-sm text-stone-700">{DAY_WORK_RULE}</p>
      <QueryStatus query={list}>{(data) => <PrepListView list={data} />}</QueryStatus>
    </ScreenFrame>
  );
}
