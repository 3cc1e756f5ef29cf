// The owner's system check, as pure rules: facts gathered by src/server/system/system-check.ts
// in, lines that say what is wrong and what to do out. No secret ever reaches a line.
import type { SystemCheckLine, SystemReport } from '../admin/areas/system.ts';
import { ENV_PLACE, ok } from './check-line.ts';
import { bankAccountLine, mailLine, type SetupFacts } from './setup-lines.ts';
import { stripeLines } from './stripe-lines.ts';
import { LOCAL_EVERY, SCHEDULED_JOBS } from './scheduled-jobs.ts';

/** The shortest AUTH_SECRET the shop accepts (openssl rand -base64 32 gives 44 characters). */
export const MIN_AUTH_SECRET = 32;

/** What the system check found on this deploy, before it is judged. */
export interface SystemFacts {
  /** Netlify's deploy context, or `local` off Netlify. */
  deployContext: string;
  /** The store `openStore` uses here, in words. */
  store: string;
  /** The conditional-write test: increments sent, the count read back, or what failed. */
  writeTest: { increments: number; counted: number | null; error: string | null; ms: number };
  env: Partial<
    Record<
      'AUTH_SECRET' | 'SMTP_URL' | 'MAIL_FROM' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET',
      string | undefined
    >
  >;
  bankAccount: { name: string; number: string };
  /** When each scheduled job last wrote its heartbeat (ISO), by job id. */
  heartbeats: Readonly<Record<string, string | undefined>>;
  /**
   * Order changes a request saved and died before finishing: how many the maintenance job
   * finished in the last days, and how many are still open an hour on.
   */
  changeRepairs?: { finished: number; stuck: number; days: number } | undefined;
}

type Line = SystemCheckLine;

/** The report the System screen shows, from the facts and the time of the check. */
export function buildSystemReport(facts: SystemFacts, now: Date): SystemReport {
  const production = facts.deployContext === 'production';
  const setup = setupFactsOf(facts);
  const lines: Line[] = [
    storeLine(facts),
    writeTestLine(facts.writeTest),
    authSecretLine(facts.env.AUTH_SECRET, production),
    mailLine(setup),
    ...stripeLines(facts.env, facts.deployContext),
    bankAccountLine(setup),
    ...SCHEDULED_JOBS.map((job) =>
      jobLine(job, facts.heartbeats[job.id], facts.deployContext, now),
    ),
    ...(facts.changeRepairs ? [changeRepairsLine(facts.changeRepairs)] : []),
  ];
  const overall = lines.some((line) => line.status === 'problem')
    ? 'problem'
    : lines.some((line) => line.status === 'warning')
      ? 'warning'
      : 'ok';
  return { checkedAt: now.toISOString(), deployContext: facts.deployContext, overall, lines };
}

/** The facts the setup lines judge, as the dashboard's warnings judge them too. */
export function setupFactsOf(facts: SystemFacts): SetupFacts {
  return {
    smtpUrl: facts.env.SMTP_URL,
    mailFrom: facts.env.MAIL_FROM,
    bankAccount: facts.bankAccount,
    production: facts.deployContext === 'production',
  };
}

function storeLine({ deployContext, store }: SystemFacts): Line {
  const where: Record<string, string> = {
    production: 'Production',
    'deploy-preview': 'Deploy preview: its own data, apart from the live shop',
    'branch-deploy': 'Branch deploy: its own data, apart from the live shop',
    local: 'Local run',
    dev: 'netlify dev (local)',
  };
  return ok(
    'store',
    'Deploy and data',
    `${where[deployContext] ?? deployContext}; store ${store}.`,
  );
}

function writeTestLine(test: SystemFacts['writeTest']): Line {
  const label = 'Safe concurrent writes';
  const took = `${String(Math.round(test.ms))} ms`;
  if (test.error === null && test.counted === test.increments) {
    return ok(
      'writes',
      label,
      `${String(test.increments)} simultaneous changes of one record all counted (${took}).`,
    );
  }
  const found = test.error ?? `counted ${String(test.counted ?? 0)} of ${String(test.increments)}`;
  return {
    id: 'writes',
    label,
    status: 'problem',
    summary: `The store did not keep simultaneous changes apart: ${found}.`,
    action:
      'Stock and delivery places could be oversold. Run the check again; if it fails twice, pause ' +
      'the shop (Settings → Store → untick “Store open for orders”) and contact Netlify support with this result.',
  };
}

function authSecretLine(secret: string | undefined, production: boolean): Line {
  const label = 'Signing secret (AUTH_SECRET)';
  const set = `Set AUTH_SECRET to at least ${String(MIN_AUTH_SECRET)} random characters (e.g. from “openssl rand -base64 32”) ${ENV_PLACE}, then redeploy.`;
  if (secret && secret.length >= MIN_AUTH_SECRET) return ok('auth-secret', label, 'Set.');
  if (secret) {
    return {
      id: 'auth-secret',
      label,
      status: 'problem',
      summary: `Shorter than ${String(MIN_AUTH_SECRET)} characters: sign-in and forms are refused.`,
      action: set,
    };
  }
  if (!production) {
    return ok(
      'auth-secret',
      label,
      'Not set: this deploy uses a secret generated in its own store (fine outside production).',
    );
  }
  return {
    id: 'auth-secret',
    label,
    status: 'problem',
    summary: 'Not set: sign-in and forms are refused.',
    action: set,
  };
}

function jobLine(
  job: (typeof SCHEDULED_JOBS)[number],
  lastRun: string | undefined,
  deployContext: string,
  now: Date,
): Line {
  const id = `job-${job.id}`;
  // Locally `npm run dev` runs each job every minute; Netlify runs it on its function's schedule.
  const label = `${job.label} (every ${deployContext === 'local' ? LOCAL_EVERY : job.every})`;
  const scheduled = deployContext === 'production' || deployContext === 'local';
  if (!scheduled) {
    return ok(id, label, 'Scheduled jobs run only on the published production deploy, not here.');
  }
  const logs =
    deployContext === 'local'
      ? '“npm run dev” runs the scheduled jobs every minute: keep it running for a minute and check again. (The production-like server, scripts/serve-build.ts, runs none.)'
      : `Check Netlify → Logs → Functions → ${job.id}: it runs only on the published production deploy, and its log says why it failed.`;
  if (!lastRun) {
    return { id, label, status: 'problem', summary: 'Has never run on this site.', action: logs };
  }
  const minutesAgo = Math.max(0, Math.round((now.getTime() - Date.parse(lastRun)) / 60_000));
  const when = minutesAgo === 0 ? 'less than a minute ago' : `${String(minutesAgo)} min ago`;
  if (minutesAgo > job.lateAfterMinutes) {
    return { id, label, status: 'problem', summary: `Last ran ${when}: it is late.`, action: logs };
  }
  return ok(id, label, `Last ran ${when}.`);
}

/**
 * Order changes finished by the maintenance job: fine when it finishes them (the count says how
 * often a request died half-way), a warning when some stay open an hour on (it is not running, or
 * fails on them: its log says why).
 */
function changeRepairsLine(repairs: { finished: number; stuck: number; days: number }): Line {
  const id = 'order-change-repairs';
  const label = 'Order changes finished by the maintenance job';
  const finished = `${String(repairs.finished)} in the last ${String(repairs.days)} days`;
  if (repairs.stuck === 0) {
    return ok(id, label, `${finished}: changes whose request stopped half-way, finished later.`);
  }
  return {
    id,
    label,
    status: 'warning',
    summary: `${String(repairs.stuck)} still unfinished an hour on (${finished}).`,
    action:
      'Check that the maintenance job runs (its line above), and its log in Netlify → Logs → Functions → maintenance.',
  };
}
