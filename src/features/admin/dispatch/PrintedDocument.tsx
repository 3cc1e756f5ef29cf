// What a receipt and a credit note print alike: the shop's heading and the table of goods.
import type { ReactNode } from 'react';
import { lineBatchesText } from '../../../lib/batches/line-batches.ts';
import { formatNZD } from '../../../lib/money.ts';
import type { PrintedLine } from '../../../lib/orders/credit-note.ts';

const CELL = 'border-b border-stone-300 px-1 py-1 sm:px-2';

/** The shop's name and GST number over a printed document. */
export function ShopHeading({
  shopName,
  gstNumber,
}: {
  shopName: string;
  gstNumber: string | null;
}) {
  return (
    <header className="border-b-2 border-ink pb-2">
      <p className="text-xl font-bold">{shopName}</p>
      {gstNumber ? <p>GST number {gstNumber}</p> : null}
    </header>
  );
}

/** The goods table of a receipt ("Goods supplied") or a credit note ("Goods credited"). */
export function GoodsTable({
  caption,
  lines,
  className = '',
}: {
  caption: string;
  lines: readonly PrintedLine[];
  className?: string;
}) {
  const heading = (label: string, right = true): ReactNode => (
    <th scope="col" className={right ? `${CELL} text-right` : CELL}>
      {label}
    </th>
  );
  return (
    <table className={`mt-4 w-full border-collapse text-left ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {heading('Description', false)}
          {heading('Quantity')}
          {heading('Unit price')}
          {heading('Amount')}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.name}>
            <th scope="row" className={`${CELL} font-normal`}>
              {line.name}
              {line.batches?.length ? (
                <span className="block text-sm">{lineBatchesText(line.batches)}</span>
              ) : null}
            </th>
            <td className={`${CELL} text-right`}>{line.quantity}</td>
            <td className={`${CELL} text-right`}>{formatNZD(line.unitPriceCents)}</td>
            <td className={`${CELL} text-right`}>{formatNZD(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
