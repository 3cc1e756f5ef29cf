import type { XeroExportRun } from '../../../lib/accounts/xero-runs.ts';
import { PRIMARY_BUTTON } from '../styles.ts';

const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`;

/** The export just made: what it holds, what Xero already has, and its download. */
export function XeroRunResult({ run, onDownload }: { run: XeroExportRun; onDownload: () => void }) {
  return (
    <div role="status" className="mt-4 rounded-lg border-2 border-brand-700 p-4">
      <p className="font-semibold">
        Exported {run.from} to {run.to}: {plural(run.invoices, 'invoice', 'invoices')} and{' '}
        {plural(run.creditNotes, 'credit note', 'credit notes')}.
      </p>
      {run.alreadyInXero.length > 0 ? (
        <p className="mt-2 font-semibold text-red-800">
          Xero already has {run.alreadyInXero.join(', ')} from an earlier export: take{' '}
          {run.alreadyInXero.length === 1 ? 'it' : 'them'} out of the file before importing it.
        </p>
      ) : null}
      {run.waitingForPayment.length > 0 ? (
        <p className="mt-2 text-stone-800">
          Awaiting payment, exported once paid: {run.waitingForPayment.join(', ')}.
        </p>
      ) : null}
      <button type="button" className={`${PRIMARY_BUTTON} mt-3`} onClick={onDownload}>
        Download {run.files > 1 ? `zip (${String(run.files)} files)` : 'CSV'}
      </button>
    </div>
  );
}
