import { buildSystemReport } from '../../lib/system/system-report.ts';
import { SCHEDULED_JOBS } from '../../lib/system/scheduled-jobs.ts';
import type { SystemReport } from '../../lib/admin/areas/system.ts';
import { storeInUse } from '../blobs/store.ts';
import { smtpUrl } from '../mail/smtp.ts';
import { changeRepairFacts, REPAIR_DAYS_COUNTED } from '../orders/open-changes.ts';
import { readShopSettings } from '../settings.ts';
import { deployContextName } from './deploy.ts';
import { lastHeartbeats } from './heartbeats.ts';
import { runWriteTest } from './write-test.ts';

/**
 * GET /api/admin/system-check: runs the write test on this deploy's store and reads what the
 * report judges (variables, the bank account, the jobs' heartbeats). Secrets are handed to the
 * pure rules only to be judged; none is ever put in a line.
 */
export async function runSystemCheck(now = new Date()): Promise<SystemReport> {
  const [writeTest, settings, heartbeats, repairs] = await Promise.all([
    runWriteTest(),
    readShopSettings(),
    lastHeartbeats(SCHEDULED_JOBS.map((job) => job.id)),
    changeRepairFacts(now),
  ]);
  const { AUTH_SECRET, MAIL_FROM, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = process.env;
  return buildSystemReport(
    {
      deployContext: deployContextName(),
      store: storeInUse(),
      writeTest,
      env: {
        AUTH_SECRET,
        SMTP_URL: smtpUrl() ?? undefined,
        MAIL_FROM,
        STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET,
      },
      bankAccount: { name: settings.bankAccountName, number: settings.bankAccountNumber },
      heartbeats,
      changeRepairs: { ...repairs, days: REPAIR_DAYS_COUNTED },
    },
    now,
  );
}
