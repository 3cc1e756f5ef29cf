import { useId, type ReactNode } from 'react';
import { recallArea, type RecallTrace } from '../../../lib/admin/areas/recall.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { dayWithYear } from '../dispatch/labels.ts';
import { PrintButton, PrintStyles } from '../dispatch/PrintControls.tsx';
import { formatShopDateTime } from '../format.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { tracedQueryFromAddress } from './traced-query.ts';

const CELL = 'border border-stone-400 px-2 py-1 align-top';

/** A phone scrolls a wide table in its own box (reachable by keyboard); paper shows it whole. */
function WideTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative mt-2 overflow-x-auto print:overflow-visible"
    >
      {children}
    </div>
  );
}

/** The report's tables: the food and its batches, then where each pack went. */
function Report({ trace }: { trace: RecallTrace }) {
  return (
    <>
      <p className="mt-2">Prepared {formatShopDateTime(trace.generatedAt)}.</p>
      <h2 className="mt-4 text-lg font-bold">The food</h2>
      <WideTable label="The food and its batches">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr>
              {['Food', 'Batch code', 'Made on', 'Best before', 'Packs made', 'Still held'].map(
                (heading) => (
                  <th key={heading} scope="col" className={`${CELL} text-left`}>
                    {heading}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {trace.batches.map((batch) => (
              <tr key={batch.id}>
                <td className={CELL}>{batch.mealName}</td>
                <th scope="row" className={`${CELL} text-left`}>
                  {batch.code}
                </th>
                <td className={CELL}>{dayWithYear(batch.madeOn)}</td>
                <td className={CELL}>{dayWithYear(batch.bestBefore)}</td>
                <td className={CELL}>{String(batch.packsMade)}</td>
                <td className={CELL}>
                  {String(batch.packsInStock)}
                  {batch.recalledAt ? ' (out of sale)' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </WideTable>
      <h2 className="mt-6 text-lg font-bold">Where it went</h2>
      {trace.deliveries.length === 0 ? (
        <p className="mt-2">No packs of these batches went to a customer.</p>
      ) : (
        <WideTable label="Where it went">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                {['Order', 'Batch', 'Packs', 'Customer', 'Contact', 'Delivered to', 'On'].map(
                  (heading) => (
                    <th key={heading} scope="col" className={`${CELL} text-left`}>
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {trace.deliveries.map((row) => (
                <tr key={`${row.orderId}/${row.batchId}`}>
                  <th scope="row" className={`${CELL} text-left`}>
                    {row.orderNumber}
                  </th>
                  <td className={CELL}>{row.batchCode}</td>
                  <td className={CELL}>{String(row.quantity)}</td>
                  <td className={CELL}>{row.customerName}</td>
                  <td className={`${CELL} break-all`}>
                    {row.email}
                    <br />
                    {row.phone}
                  </td>
                  <td className={CELL}>{row.method === 'delivery' ? row.address : 'Pickup'}</td>
                  <td className={CELL}>{dayWithYear(row.date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </WideTable>
      )}
    </>
  );
}

/** /admin/recall/report: the tracing report MPI asks for, laid out to print. */
export default function RecallReportScreen() {
  const titleId = useId();
  const query = tracedQueryFromAddress();
  const trace = useRouteQuery(
    recallArea.api.trace,
    { query: query ?? {} },
    { enabled: query !== null },
  );
  return (
    <section aria-labelledby={titleId}>
      <PrintStyles paper="a4-landscape" />
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <p>
          <AdminLink
            href={screenHref('recall', {}, query ?? {})}
            className="font-semibold text-brand-800 underline"
          >
            Back to the recall
          </AdminLink>
        </p>
        <PrintButton label="Print report" />
      </div>
      <h1 id={titleId} className="mt-2 text-2xl font-bold">
        Tracing report
      </h1>
      {query === null ? (
        <p className="mt-4">Choose the batches on the Recall screen first.</p>
      ) : (
        <QueryStatus query={trace}>{(found) => <Report trace={found} />}</QueryStatus>
      )}
    </section>
  );
}
