import type { Config } from '@netlify/functions';
import { methodHandler } from '../../src/server/http/handler.ts';
import { scheduledFunction } from '../../src/server/http/scheduled-function.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { runScheduledMaintenance } from '../../src/server/maintenance/maintenance-job.ts';

/**
 * The maintenance job, every five minutes (Netlify runs it on its schedule; `npm run dev` runs
 * it every minute): gives back what orders abandoned half-way held, settles card payments whose
 * webhook never came, sends failed emails again and the restock reminders due, closes the
 * coming days shut by law, and runs the backfills of old records, all within about 20 s of the
 * 30 s Netlify gives it (src/server/maintenance/maintenance-job.ts). Each part is safe to repeat.
 */
const maintenanceJob = methodHandler({
  async POST(request, context) {
    const report = await runScheduledMaintenance({
      origin: publicOrigin(request),
      afterAnswer: (work) => {
        context.waitUntil(work);
      },
    });
    return json(report);
  },
});

/** Runs only for Netlify's scheduler or our own host's signed run; anyone else gets 404. */
export default scheduledFunction(maintenanceJob);

export const config: Config = { schedule: '*/5 * * * *' };
