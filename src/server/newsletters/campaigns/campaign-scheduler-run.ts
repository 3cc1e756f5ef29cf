// The per-minute campaign scheduler's run. Scheduled campaigns whose time has come start, and
// each sending campaign no worker holds is handed to the background function (15 minutes, the
// fast path). On Netlify plans without background functions the kick answers 404: then the
// scheduler sends itself, within its own time budget, under the same lease and claims, and the
// next minute's run carries on where it stopped.
import { timeBudget } from '../../../lib/system/time-budget.ts';
import { kickBackgroundSender } from './campaign-kick.ts';
import { campaignsToRun } from './campaign-schedule.ts';
import { runCampaignSender, type SenderRun } from './campaign-sender.ts';

/** A scheduled function gets 30 s on Netlify; sending stops taking recipients after 20. */
export const SCHEDULER_BUDGET_MS = 20_000;

/** What one scheduler run did, by campaign id. */
export interface SchedulerReport {
  /** Campaigns started or resumed this run. */
  started: string[];
  /** Of those, the ones the background function took. */
  inBackground: string[];
  /** The others, worked on by this run, and how each run ended. */
  sentHere: Record<string, SenderRun['result']>;
}

/** What a run needs: the shop's address (for the kick), and for tests a shorter budget. */
export interface SchedulerOptions {
  origin: string;
  now?: Date;
  budgetMs?: number;
}

/** One run of the campaign scheduler. */
export async function runCampaignScheduler(options: SchedulerOptions): Promise<SchedulerReport> {
  const budget = timeBudget(options.budgetMs ?? SCHEDULER_BUDGET_MS);
  const started = await campaignsToRun(options.now);
  const kicks = await Promise.all(
    started.map(async (id) => ({ id, kick: await kickBackgroundSender(options.origin, id) })),
  );
  const report: SchedulerReport = { started, inBackground: [], sentHere: {} };
  const left = kicks.filter(({ kick }) => kick === 'unavailable').map(({ id }) => id);
  report.inBackground = kicks.filter(({ kick }) => kick === 'started').map(({ id }) => id);
  for (const [position, id] of left.entries()) {
    if (budget.spent()) break;
    // Several campaigns at once share the time; one that finishes early leaves it to the next.
    const share = budget.slice(budget.left() / (left.length - position));
    report.sentHere[id] = (await runCampaignSender(id, { deadline: share.deadline })).result;
  }
  return report;
}
