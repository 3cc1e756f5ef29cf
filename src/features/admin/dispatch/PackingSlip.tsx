import { lineBatchesText } from '../../../lib/batches/line-batches.ts';
import { formatNZD } from '../../../lib/money.ts';
import { isSumRow, moneyRowAmount } from '../../../lib/orders/money-rows.ts';
import type { PackingSlip as Slip } from '../../../lib/orders/packing-slip.ts';
import { dayWithYear, packsLabel, statusWarning } from './labels.ts';

const CELL = 'border-b border-stone-300 px-2 py-1';

/**
 * One meal of the slip: the packs to pack and a box to tick. Packs refunded back into stock
 * are shown as refunded (struck through), so the packer sees why they are not packed.
 */
function SlipLine({ line }: { line: Slip['lines'][number] }) {
  const gone = line.quantity === 0;
  return (
    <tr className={gone ? 'text-stone-600' : ''}>
      <th scope="row" className={`${CELL} font-normal`}>
        {gone ? <s>{line.name}</s> : line.name}
        {line.refunded > 0 ? (
          <span className="ml-2 text-sm font-semibold text-red-800">
            {gone ? 'Refunded' : `${packsLabel(line.refunded)} refunded`}
          </span>
        ) : null}
        {line.batches?.length ? (
          <span className="block text-sm">{lineBatchesText(line.batches)}</span>
        ) : null}
      </th>
      <td className={`${CELL} text-right`}>{line.quantity}</td>
      {line.lineTotalCents === undefined ? null : (
        <td className={`${CELL} text-right`}>{formatNZD(line.lineTotalCents)}</td>
      )}
      <td className={CELL}>
        {gone ? null : (
          <span aria-hidden="true" className="inline-block size-5 border-2 border-ink" />
        )}
      </td>
    </tr>
  );
}

/**
 * One order's packing slip, a page of its own when printed. A gift's slip has no prices (the
 * API sends none) and shows who it is for and the message for the card.
 */
export function PackingSlip({ slip, shopName }: { slip: Slip; shopName: string }) {
  // Long words (an email, a meal name, a gift message) wrap anywhere: a phone's slip never
  // makes the page wider than the screen, whatever the day's orders hold.
  const warning = statusWarning(slip.status);
  const headingId = `slip-${slip.orderId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="mt-6 break-inside-avoid rounded-xl border border-stone-300 bg-white p-6 [overflow-wrap:anywhere] print:mt-0 print:break-after-page print:rounded-none print:border-0 print:p-0 print:last:break-after-auto"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-ink pb-2">
        <h2 id={headingId} className="text-2xl font-bold">
          {slip.number}
        </h2>
        <p className="font-semibold">{shopName}: packing slip</p>
      </header>
      {warning ? <p className="mt-2 text-lg font-bold text-red-800">{warning}</p> : null}
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="font-semibold">Customer</dt>
        <dd>
          {slip.customer.name}, {slip.customer.phone}
        </dd>
        <dt className="font-semibold">{slip.method === 'delivery' ? 'Deliver to' : 'Pickup at'}</dt>
        <dd>{slip.address ?? slip.zoneName}</dd>
        <dt className="font-semibold">When</dt>
        <dd>
          {slip.slotLabel} ({dayWithYear(slip.date)})
          {slip.method === 'delivery' ? `, ${slip.zoneName}` : ''}
        </dd>
      </dl>
      {slip.gift ? (
        <section
          aria-label="Gift"
          className="mt-4 rounded-lg border-2 border-dashed border-ink p-3"
        >
          <p className="font-bold">
            Gift for {slip.gift.recipientName}
            {slip.gift.recipientPhone ? ` (${slip.gift.recipientPhone})` : ''}
          </p>
          {slip.gift.message ? <p className="mt-1 text-lg italic">“{slip.gift.message}”</p> : null}
          <p className="mt-1 text-sm">No prices in this box.</p>
        </section>
      ) : null}
      <table className="mt-4 w-full border-collapse text-left">
        <caption className="sr-only">Items of {slip.number}</caption>
        <thead>
          <tr>
            <th scope="col" className={CELL}>
              Meal
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              Packs
            </th>
            {slip.moneyRows === undefined ? null : (
              <th scope="col" className={`${CELL} text-right`}>
                Amount
              </th>
            )}
            <th scope="col" className={`${CELL} w-16`}>
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((line) => (
            <SlipLine key={line.name} line={line} />
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold">
            <th scope="row" className="px-2 py-1">
              Packs in all
            </th>
            <td className="px-2 py-1 text-right">{packsLabel(slip.packs)}</td>
            {slip.moneyRows ? <td /> : null}
            <td />
          </tr>
          {slip.moneyRows?.map((row, index) => (
            <tr key={`${row.kind}-${String(index)}`} className={isSumRow(row) ? 'font-bold' : ''}>
              <th
                scope="row"
                colSpan={2}
                className={`px-2 py-1 text-right ${isSumRow(row) ? 'font-bold' : 'font-normal'}`}
              >
                {row.label}
              </th>
              <td className="px-2 py-1 text-right whitespace-nowrap">{moneyRowAmount(row)}</td>
              <td />
            </tr>
          ))}
        </tfoot>
      </table>
      {slip.notes ? (
        <p className="mt-4">
          <strong>Notes:</strong> {slip.notes}
        </p>
      ) : null}
    </article>
  );
}
