import { useState, type SyntheticEvent } from 'react';
import { accountsArea } from '../../../lib/admin/areas/accounts.ts';
import type { XeroExportsPage, XeroRunSummary } from '../../../lib/accounts/xero-runs.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { showToast } from '../../toast/toast-store.ts';
import { downloadFile } from '../api/download.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { routeUrl } from '../api/route-client.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { FilterDate } from '../FilterChoice.tsx';
import { formatShopDateTime } from '../format.ts';
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { XeroRunResult } from './XeroRunResult.tsx';

/** Saves a run's file: its one CSV, or a zip of its files. */
export async function downloadRun(run: Pick<XeroRunSummary, 'id'>): Promise<void> {
  try {
    const url = routeUrl(accountsArea.api.xeroExportFile, { params: { id: run.id } });
    await downloadFile(url, 'xero-export.csv');
  } catch (error) {
    showToast({ title: 'Download failed', description: userMessageFor(error) });
  }
}

const COLUMNS: readonly Column<XeroRunSummary>[] = [
  {
    header: 'Made',
    rowHeader: true,
    cell: (run) => <time dateTime={run.at}>{formatShopDateTime(run.at)}</time>,
  },
  {
    header: 'Days',
    cell: (run) => (
      <>
        {run.from} to {run.to}
        {run.chosen ? <span className="block text-sm text-stone-700">Chosen range</span> : null}
      </>
    ),
  },
  { header: 'Invoices', cell: (run) => String(run.invoices) },
  { header: 'Credit notes', cell: (run) => String(run.creditNotes) },
  {
    header: 'Files',
    cell: (run) => (
      <button type="button" className={SECONDARY_BUTTON} onClick={() => void downloadRun(run)}>
        Download {run.files > 1 ? `zip (${String(run.files)} files)` : 'CSV'}
      </button>
    ),
  },
];

/**
 * The exports for Xero: the next export (from where the last ended), a chosen range again, the
 * result of the one just made and the list of earlier ones.
 */
export function XeroExportsPanel({ page }: { page: XeroExportsPage }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const run = useRouteMutation(accountsArea.api.xeroExport, {
    refreshes: [accountsArea.api.xeroExports, accountsArea.api.checklist],
  });
  const exportRange = (body: { from?: string; to?: string }) => {
    run.mutate({ body });
  };
  const onChosen = (event: SyntheticEvent) => {
    event.preventDefault();
    exportRange({ from, to });
  };
  return (
    <section className={`${PANEL} mt-6`} aria-labelledby="xero-title">
      <h2 id="xero-title" className="text-lg font-bold">
        Sales for Xero
      </h2>
      <p className="mt-2 text-stone-700">
        Sales invoices (paid orders, by the day they were placed) and credit notes, in Xero’s import
        layout. Import the invoices under Sales › Invoices › Import and the credit notes under
        Credit notes › Import, choosing “tax inclusive”.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={!page.next || run.isPending}
          onClick={() => {
            exportRange({});
          }}
        >
          {page.next ? `Export ${page.next.from} to ${page.next.to}` : 'Nothing new to export'}
        </button>
        {page.next ? null : (
          <span className="text-sm text-stone-700">The last export reached yesterday.</span>
        )}
      </div>
      <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={onChosen}>
        <FilterDate label="First day (NZ)" value={from} onChange={setFrom} />
        <FilterDate label="Last day (NZ)" value={to} onChange={setTo} />
        <button type="submit" className={SECONDARY_BUTTON} disabled={run.isPending}>
          Export these days again
        </button>
      </form>
      {run.isError ? (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {userMessageFor(run.error)}
        </p>
      ) : null}
      {run.data ? (
        <XeroRunResult run={run.data} onDownload={() => void downloadRun(run.data)} />
      ) : null}
      <h3 className="mt-6 font-bold">Earlier exports</h3>
      {page.runs.length === 0 ? (
        <p className="mt-2 text-stone-700">No export yet.</p>
      ) : (
        <DataTable
          caption="Earlier exports for Xero"
          columns={COLUMNS}
          rows={page.runs}
          rowKey={(r) => r.id}
        />
      )}
    </section>
  );
}
