import type { Config } from '@netlify/functions';
import { timeBudget } from '../../src/lib/system/time-budget.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { requestedRunClock, scheduledFunction } from '../../src/server/http/scheduled-function.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { recordHeartbeat } from '../../src/server/system/heartbeats.ts';

/** The run's share of the 30 s Netlify gives a scheduled function; it stops between items. */
const STANDING_ORDERS_BUDGET_MS = 20_000;

/**
 * Every five minutes: reminds shoppers before their standing order's cut-off, emails price
 * changes, makes each next order from its change-by time (once, whatever runs alongside) and
 * settles card orders left unpaid at their cut-off (src/server/standing-orders/standing-job.ts).
 * A signed run off production may set the job's clock with `{"now": ISO}` (browser tests).
 */
const standingOrdersJob = methodHandler({
  async POST(request, context) {
    const now = (await requestedRunClock(request, context)) ?? new Date();
    const report = await runStandingOrders({
      now,
      origin: publicOrigin(request),
      budget: timeBudget(STANDING_ORDERS_BUDGET_MS),
    });
    if (report.made.length + report.skipped.length + report.failed.length > 0) {
      console.info(`[standing-orders] ${JSON.stringify(report)}`);
    }
    await recordHeartbeat('standing-orders');
    return json(report);
  },
});

/** Runs only for Netlify's scheduler or our own host's signed run; anyone else gets 404. */
export default scheduledFunction(standingOrdersJob);

export const config: Config = { schedule: '*/5 * * * *' };
