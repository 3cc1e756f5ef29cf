import { useId, useState } from 'react';
import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import type { PackingSlips } from '../../../lib/orders/packing-slip.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { dayWithYear } from './labels.ts';
import { PackingSlip } from './PackingSlip.tsx';
import { ChoiceField, DayField, PrintButton, PrintStyles } from './PrintControls.tsx';
import { ShownDayNote, useShownDay } from './ShownDay.tsx';
import { searchParam, useSearchParam } from './url-query.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

const PAPER_SIZES = [
  { value: 'a4', label: 'A4' },
  { value: 'a5', label: 'A5' },
] as const;

function Slips({ answer }: { answer: PackingSlips }) {
  return (
    <>
      {answer.missingIds.length > 0 ? (
        <p role="alert" className="mt-4 font-semibold text-red-700 print:hidden">
          {answer.missingIds.length === 1
            ? 'One order was'
            : `${String(answer.missingIds.length)} orders were`}{' '}
          not found, so {answer.missingIds.length === 1 ? 'it has' : 'they have'} no slip:{' '}
          {answer.missingIds.join(', ')}.
        </p>
      ) : null}
      {answer.slips.length === 0 ? (
        <p className="mt-6 font-semibold">There are no orders to pack here.</p>
      ) : (
        <>
          <p className="mt-4 print:hidden">
            {answer.slips.length === 1 ? 'One slip' : `${String(answer.slips.length)} slips`}, one
            per page when printed.
          </p>
          {answer.slips.map((slip) => (
            <PackingSlip key={slip.orderId} slip={slip} shopName={answer.shopName} />
          ))}
        </>
      )}
    </>
  );
}

/** The slips of ticked orders (`?ids=a,b,c`) or of one order (/admin/orders/:id/slip). */
function ChosenSlips({ ids }: { ids: string }) {
  const slips = useRouteQuery(ordersArea.api.packingSlips, { query: { ids } });
  return <QueryStatus query={slips}>{(answer) => <Slips answer={answer} />}</QueryStatus>;
}

/** The slips of a day, or of one slot of it, with the day and slot to choose. */
function DaySlips() {
  const shown = useShownDay();
  const date = shown.date ?? '';
  const [slot, setSlot] = useSearchParam('slot', '');
  const known = { enabled: shown.date !== null };
  const day = useRouteQuery(ordersArea.api.prepList, { query: { date } }, known);
  const slips = useRouteQuery(ordersArea.api.packingSlips, { query: { date, slot } }, known);
  const slots = day.data?.slots ?? [];
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end gap-4 print:hidden">
        <DayField date={date} onChange={shown.setDate} error={slips.error} />
        <ChoiceField
          label="Slot"
          value={slot}
          onChange={setSlot}
          options={[
            { value: '', label: `Every slot of ${date ? dayWithYear(date) : 'the day'}` },
            ...slots.map((option) => ({
              value: option.slotId,
              label: `${option.zoneName}, ${option.slotLabel}`,
            })),
            ...(slot && !slots.some((option) => option.slotId === slot)
              ? [{ value: slot, label: slot }]
              : []),
          ]}
        />
      </div>
      <ShownDayNote day={shown} />
      <QueryStatus query={slips}>{(answer) => <Slips answer={answer} />}</QueryStatus>
    </>
  );
}

/**
 * /admin/orders/slips and /admin/orders/:id/slip: packing slips to print, one per page, on A4
 * or A5. For a day (`?date=`, optionally `&slot=`), for ticked orders (`?ids=`), or one order.
 */
export default function PackingSlipsScreen({
  params,
}: ScreenProps<'packing-slips' | 'packing-slip'>) {
  const [paper, setPaper] = useState<'a4' | 'a5'>('a4');
  const titleId = useId();
  const orderId = 'id' in params ? params.id : undefined;
  const ids = orderId ?? searchParam('ids');
  return (
    <section aria-labelledby={titleId}>
      <PrintStyles paper={paper} />
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div>
          {orderId ? (
            <p className="mb-2">
              <AdminLink
                href={screenHref('order', { orderId })}
                className="font-semibold text-brand-800 underline"
              >
                Back to the order
              </AdminLink>
            </p>
          ) : null}
          <h1 id={titleId} className="text-2xl font-bold">
            {orderId ? 'Packing slip' : 'Packing slips'}
          </h1>
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <ChoiceField
            label="Paper size"
            value={paper}
            onChange={(value) => {
              setPaper(value === 'a5' ? 'a5' : 'a4');
            }}
            options={PAPER_SIZES}
          />
          <PrintButton label={orderId ? 'Print slip' : 'Print slips'} />
        </div>
      </div>
      {ids === null ? <DaySlips /> : <ChosenSlips ids={ids} />}
    </section>
  );
}
