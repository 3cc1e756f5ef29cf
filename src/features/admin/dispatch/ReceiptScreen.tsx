import { Fragment, useId } from 'react';
import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import { nzDay } from '../../../lib/emails/order-email.ts';
import { formatNZD } from '../../../lib/money.ts';
import { transferDetailRows } from '../../../lib/orders/bank-transfer.ts';
import { isSumRow, moneyRowAmount } from '../../../lib/orders/money-rows.ts';
import { receiptTitle, type Receipt } from '../../../lib/orders/receipt.ts';
import { ORDER_STATUS_LABELS } from '../../../lib/orders/status.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { PrintButton, PrintStyles } from './PrintControls.tsx';
import { NotIssued } from './NotIssued.tsx';
import { GoodsTable, ShopHeading } from './PrintedDocument.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

function ReceiptDocument({ receipt, titleId }: { receipt: Receipt; titleId: string }) {
  return (
    <article className="mt-6 max-w-2xl rounded-xl border border-stone-300 bg-white p-6 print:mt-0 print:border-0 print:p-0">
      <ShopHeading shopName={receipt.shopName} gstNumber={receipt.gstNumber} />
      <h1 id={titleId} className="mt-3 text-2xl font-bold">
        {receiptTitle(receipt)}
      </h1>
      {receipt.status === 'cancelled' || receipt.status === 'refunded' ? (
        <p className="mt-1 font-bold text-red-800">
          This order is {ORDER_STATUS_LABELS[receipt.status].toLowerCase()}.
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Date</dt>
        <dd>{nzDay(receipt.issuedAt)}</dd>
        {receipt.paidAt ? (
          <>
            <dt className="font-semibold">Paid</dt>
            <dd>{nzDay(receipt.paidAt)}</dd>
          </>
        ) : null}
        {receipt.buyer ? (
          <>
            <dt className="font-semibold">Customer</dt>
            <dd>
              {receipt.buyer.name}, {receipt.buyer.address}
            </dd>
          </>
        ) : null}
      </dl>
      <GoodsTable caption="Goods supplied" lines={receipt.lines} />
      <dl className="mt-3 space-y-1">
        {receipt.moneyRows.map((row, index) => (
          <div
            key={`${row.kind}-${String(index)}`}
            className={`flex justify-between gap-4 ${isSumRow(row) ? 'text-lg font-bold' : ''}`}
          >
            <dt>{row.label}</dt>
            <dd className="whitespace-nowrap">{moneyRowAmount(row)}</dd>
          </div>
        ))}
        <div className="flex justify-between">
          <dt>GST included (15%)</dt>
          <dd>{formatNZD(receipt.gstCents)}</dd>
        </div>
      </dl>
      {receipt.payTo ? (
        <>
          <h2 className="mt-4 font-bold">Still to pay, by bank transfer</h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {transferDetailRows(receipt.payTo).map(([label, value]) => (
              <Fragment key={label}>
                <dt className="font-semibold">{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      ) : null}
    </article>
  );
}

/** /admin/orders/:id/receipt: the order's receipt with IRD's taxable supply information, to print. */
export default function ReceiptScreen({ params }: ScreenProps<'order-receipt'>) {
  const { id } = params;
  const titleId = useId();
  const receipt = useRouteQuery(ordersArea.api.receipt, { params: { id } });
  return (
    <section aria-labelledby={titleId}>
      <PrintStyles paper="a4" />
      <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
        <AdminLink
          href={screenHref('order', { orderId: id })}
          className="font-semibold text-brand-800 underline"
        >
          Back to the order
        </AdminLink>
        {receipt.data?.gstNumberMissing ? null : <PrintButton label="Print receipt" />}
      </div>
      <QueryStatus query={receipt}>
        {(data) =>
          data.gstNumberMissing ? (
            <NotIssued
              document="receipt"
              title={receiptTitle(data)}
              totalCents={data.totalCents}
              titleId={titleId}
            />
          ) : (
            <ReceiptDocument receipt={data} titleId={titleId} />
          )
        }
      </QueryStatus>
    </section>
  );
}
