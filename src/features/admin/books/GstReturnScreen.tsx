import { useState } from 'react';
import type { GstReturnAnswer } from '../../../lib/accounts/books-answers.ts';
import type { GstReturnLine } from '../../../lib/accounts/gst-return.ts';
import { booksArea } from '../../../lib/admin/areas/books.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { formatNZD } from '../../../lib/money.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable } from '../DataTable.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL } from '../styles.ts';
import { MonthStepper, monthLabel } from './MonthStepper.tsx';

const BASIS_LABELS = { payments: 'payments basis', invoice: 'invoice basis' } as const;

/** /admin/accounts/gst: the GST return's boxes for a period and the orders behind them. */
export default function GstReturnScreen() {
  const [end, setEnd] = useState<string | undefined>(undefined);
  const report = useRouteQuery(booksArea.api.gstReturn, { query: end ? { end } : {} });
  return (
    <ScreenFrame title="GST return">
      <QueryStatus query={report}>
        {(loaded) => (
          <>
            <MonthStepper
              month={loaded.endMonth}
              step={loaded.periodMonths}
              label="Other periods"
              onChange={setEnd}
            />
            <GstReturnBody report={loaded} />
          </>
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}

function GstReturnBody({ report }: { report: GstReturnAnswer }) {
  const boxes: [string, string, number][] = [
    ['5', 'Total sales and income (GST included)', report.box5],
    ['6', 'Zero-rated supplies', report.box6],
    ['7', 'Box 5 less box 6', report.box7],
    ['8', 'GST collected on sales (box 7 × 3 ÷ 23)', report.box8],
  ];
  return (
    <>
      <p className="mt-4 text-stone-700">
        {report.periodMonths === 1 ? 'Month' : `${String(report.periodMonths)} months`} from{' '}
        {report.start} to {report.end} ({monthLabel(report.endMonth)}), on the{' '}
        {BASIS_LABELS[report.basis]}. The return and payment are due by{' '}
        <strong>{report.dueDate}</strong>.
      </p>
      <dl className={`${PANEL} mt-4 grid gap-3 sm:grid-cols-2`}>
        {boxes.map(([box, label, cents]) => (
          <div key={box}>
            <dt className="text-sm text-stone-700">
              Box {box}: {label}
            </dt>
            <dd className="text-xl font-bold">{formatNZD(cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-stone-700">
        Sales {formatNZD(report.salesCents)} less refunds and credit notes{' '}
        {formatNZD(report.refundsCents)}. The receipts and credit notes of the period state{' '}
        {formatNZD(report.documentsGstCents)} of GST (each rounds its own amount).
      </p>
      <LineTable
        title={report.basis === 'payments' ? 'Payments received' : 'Invoices issued'}
        lines={report.sales}
      />
      <LineTable title="Refunds and credit notes" lines={report.refunds} />
    </>
  );
}

function LineTable({ title, lines }: { title: string; lines: readonly GstReturnLine[] }) {
  return (
    <section className="mt-8">
      <h2 className="text-lg font-bold">
        {title} ({lines.length})
      </h2>
      {lines.length === 0 ? (
        <p className={`${PANEL} mt-4`}>None in this period.</p>
      ) : (
        <DataTable
          caption={title}
          rowKey={(line) =>
            `${line.orderId}-${line.kind}-${line.creditNote ?? `${line.day}-${String(line.cents)}`}`
          }
          rows={lines}
          columns={[
            {
              header: 'Order',
              rowHeader: true,
              cell: (line) => (
                <AdminLink
                  href={screenHref('order', { orderId: line.orderId })}
                  className="text-brand-800 underline"
                >
                  {line.orderNumber}
                </AdminLink>
              ),
            },
            { header: 'Day', cell: (line) => line.day },
            { header: 'Credit note', cell: (line) => line.creditNote ?? '—' },
            { header: 'Amount', align: 'right', cell: (line) => formatNZD(line.cents) },
            { header: 'GST', align: 'right', cell: (line) => formatNZD(line.gstCents) },
          ]}
        />
      )}
    </section>
  );
}
