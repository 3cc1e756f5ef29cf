import type { Config } from '@netlify/functions';
import { recallArea } from '../../src/lib/admin/areas/recall.ts';
import { selectionOf } from '../../src/lib/recall/selection.ts';
import { areaHandler, created, FileAnswer } from '../../src/server/admin/area-handler.ts';
import { finishDrill, recentDrills, startDrill } from '../../src/server/recall/drills.ts';
import { sendRecallNotice } from '../../src/server/recall/notices.ts';
import { recallTrace, tracingCsv } from '../../src/server/recall/report.ts';

/** Recall (recallArea): the trace and its CSV, recall notices (admins) and drills. */
export default areaHandler(recallArea, {
  trace: ({ query }) => recallTrace(selectionOf(query)),
  csv: async ({ actor, query }) => {
    const { csv, fileName } = await tracingCsv(actor, selectionOf(query));
    return new FileAnswer(csv, fileName);
  },
  notify: ({ actor, body }) => sendRecallNotice(actor, body),
  drills: () => recentDrills(),
  startDrill: async ({ actor }) => created(await startDrill(actor)),
  finishDrill: ({ actor, params, body }) => finishDrill(actor, params.id, selectionOf(body)),
});

export const config: Config = {
  path: [
    '/api/admin/recall/trace',
    '/api/admin/recall/trace.csv',
    '/api/admin/recall/notices',
    '/api/admin/recall/drills',
    '/api/admin/recall/drills/:id/finish',
  ],
};
