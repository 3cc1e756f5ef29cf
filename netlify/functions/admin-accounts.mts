import type { Config } from '@netlify/functions';
import { accountsArea } from '../../src/lib/admin/areas/accounts.ts';
import { areaHandler } from '../../src/server/admin/area-handler.ts';
import { monthEndChecklist } from '../../src/server/accounts/month-end.ts';

/** The books (accountsArea): the month-end checklist. */
export default areaHandler(accountsArea, {
  checklist: () => monthEndChecklist(),
});

export const config: Config = { path: ['/api/admin/accounts'] };
