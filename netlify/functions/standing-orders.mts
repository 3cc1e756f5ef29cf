import type { Config } from '@netlify/functions';
import { timeBudget } from '../../src/lib/system/time-budget.ts';
import { withStoreDeadline } from '../../src/server/blobs/store-deadline.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { requestedRunClock, scheduledFunction } from '../../src/server/http/scheduled-function.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { recordHeartbeat } from '../../src/server/system/heartbeats.ts';

/** The run takes no new standing order after this much of the 30 s Netlify gives it. */
const STANDING_ORDERS_BUDGET_MS = 20_000;
/**
 * Its store work stops here, whatever step it is in (no retry or wait runs past it), leaving time
 * to answer and record the heartbeat before Netlify kills the run at 30 s.
 */
const STANDING_ORDERS_DEADLINE_MS = 27_000;
/** The heartbeat's last moment, short of the 30 s. */
const HEARTBEAT_DEADLINE_MS = 29_000;

/**
 * Every five minutes: reminds shoppers before their standing order's cut-off, emails price
 * changes, makes each next order from its change-by time (once, whatever runs alongside) and
 * settles card orders left unpaid at their cut-off (src/server/standing-orders/standing-job.ts).
 * A signed run off production may set the job's clock with `{"now": ISO}` (browser tests).
 */
const standingOrdersJob = methodHandler({
  async POST(request, context) {
    const started = Date.now();
    const now = (await requestedRunClock(request, context)) ?? new Date();
    const report = await withStoreDeadline(started + STANDING_ORDERS_DEADLINE_MS, () =>
      runStandingOrders({
        now,
        origin: publicOrigin(request),
        budget: timeBudget(STANDING_ORDERS_BUDGET_MS - (Date.now() - started)),
      }),
    );
    if (report.made.length + report.skipped.length + report.failed.length > 0 || report.outOfTime) {
      console.info(`[standing-orders] ${JSON.stringify(report)}`);
    }
    // The heartbeat too stops before Netlify's 30 s: a run that cannot record it still answers.
    await withStoreDeadline(started + HEARTBEAT_DEADLINE_MS, () =>
      recordHeartbeat('standing-orders'),
    ).catch((error: unknown) => {
      console.error('[standing-orders] the heartbeat could not be recorded', error);
    });
    return json(report);
  },
});

/** Runs only for Netlify's scheduler or our own host's signed run; anyone else gets 404. */
export default scheduledFunction(standingOrdersJob);

export const config: Config = { schedule: '*/5 * * * *' };
