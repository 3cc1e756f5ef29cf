import type { Config } from '@netlify/functions';
import { accountsArea } from '../../src/lib/admin/areas/accounts.ts';
import { areaHandler } from '../../src/server/admin/area-handler.ts';
import { monthEndChecklist } from '../../src/server/accounts/month-end.ts';
import { runXeroExport } from '../../src/server/accounts/xero-export.ts';
import { xeroExportsPage } from '../../src/server/accounts/xero-exports-page.ts';
import { xeroExportFile } from '../../src/server/accounts/xero-files.ts';

/** The books (accountsArea): the month-end checklist and the exports for Xero. */
export default areaHandler(accountsArea, {
  checklist: () => monthEndChecklist(),
  xeroExports: () => xeroExportsPage(),
  xeroExport: ({ actor, body }) => runXeroExport(actor, body),
  xeroExportFile: ({ params }) => xeroExportFile(params.id),
});

export const config: Config = {
  path: [
    '/api/admin/accounts',
    '/api/admin/accounts/xero-exports',
    '/api/admin/accounts/xero-exports/:id/file',
  ],
};
