import { nextExportRange, type XeroExportsPage } from '../../lib/accounts/xero-runs.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { listRuns } from './xero-records.ts';

/** The most runs the list shows, newest first. */
export const RUNS_LISTED = 50;

/**
 * GET /api/admin/accounts/xero-exports: the range the next export covers and the latest runs,
 * from one listing of the runs' index keys (no run or order is read).
 */
export async function xeroExportsPage(now = new Date()): Promise<XeroExportsPage> {
  const runs = await listRuns();
  return {
    next: nextExportRange(runs, nzDateOf(now)),
    runs: runs.slice(0, RUNS_LISTED).map((run) => run.summary),
  };
}
