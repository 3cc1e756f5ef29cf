import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_BANK_ACCOUNT } from '../../src/lib/orders/bank-transfer.ts';
import type { SystemCheckLine } from '../../src/lib/admin/areas/system.ts';
import { SCHEDULED_JOBS } from '../../src/lib/system/scheduled-jobs.ts';
import { setupWarnings } from '../../src/lib/system/setup-lines.ts';
import {
  buildSystemReport,
  setupFactsOf,
  type SystemFacts,
} from '../../src/lib/system/system-report.ts';

const NOW = new Date('2026-11-25T02:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

/** A production deploy set up as the README says. */
function liveShop(overrides: Partial<SystemFacts> = {}): SystemFacts {
  return {
    deployContext: 'production',
    store: 'shop (site-wide, production)',
    writeTest: { increments: 20, counted: 20, error: null, ms: 812 },
    env: {
      AUTH_SECRET: 'x'.repeat(44),
      SMTP_URL: 'smtps://orders:secret-password@smtp.example.com:465',
      MAIL_FROM: 'Cube Kitchen <orders@cubekitchen.co.nz>',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    },
    bankAccount: { name: 'Cube Kitchen Ltd', number: '12-3456-7890123-00' },
    heartbeats: {
      maintenance: minutesAgo(3),
      'campaign-scheduler': minutesAgo(0),
      'standing-orders': minutesAgo(2),
    },
    ...overrides,
  };
}

function line(facts: SystemFacts, id: string): SystemCheckLine {
  const found = buildSystemReport(facts, NOW).lines.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No line ${id}`);
  return found;
}

describe('buildSystemReport', () => {
  it('is all green for a live shop set up as the README says, and shows no secret', () => {
    const report = buildSystemReport(liveShop(), NOW);
    expect(report.overall).toBe('ok');
    expect(report.lines.every((entry) => entry.status === 'ok' && entry.action === null)).toBe(
      true,
    );
    const text = JSON.stringify(report);
    for (const secret of ['secret-password', 'sk_live_abc123', 'whsec_abc', 'x'.repeat(44)]) {
      expect(text).not.toContain(secret);
    }
    expect(line(liveShop(), 'stripe').summary).toContain('live mode');
    expect(line(liveShop(), 'mail').summary).toContain('smtp.example.com');
  });

  it('says what to do when production misses its variables', () => {
    const facts = liveShop({ env: {} });
    const report = buildSystemReport(facts, NOW);
    expect(report.overall).toBe('problem');
    expect(line(facts, 'auth-secret')).toMatchObject({ status: 'problem' });
    expect(line(facts, 'auth-secret').action).toContain('scope Functions');
    expect(line(facts, 'mail').action).toContain('Set SMTP_URL');
    expect(line(facts, 'stripe')).toMatchObject({ status: 'warning' });
  });

  it('flags a test key in production, a live key on a preview, and a missing webhook secret', () => {
    const testKey = liveShop({ env: { ...liveShop().env, STRIPE_SECRET_KEY: 'sk_test_1' } });
    expect(line(testKey, 'stripe')).toMatchObject({ status: 'warning' });
    expect(line(testKey, 'stripe').summary).toContain('Test mode');
    const preview = liveShop({ deployContext: 'deploy-preview' });
    expect(line(preview, 'stripe').summary).toContain('real money');
    const noHook = liveShop({ env: { ...liveShop().env, STRIPE_WEBHOOK_SECRET: '' } });
    expect(line(noHook, 'stripe-webhook')).toMatchObject({ status: 'problem' });
    expect(line(noHook, 'stripe-webhook').action).toContain('/api/stripe/webhook');
  });

  it('fails the write test on a lost write or an error, with what to do', () => {
    const lost = liveShop({ writeTest: { increments: 20, counted: 19, error: null, ms: 900 } });
    expect(line(lost, 'writes')).toMatchObject({ status: 'problem' });
    expect(line(lost, 'writes').summary).toContain('counted 19 of 20');
    const broken = liveShop({
      writeTest: { increments: 20, counted: null, error: 'store answered 503', ms: 50 },
    });
    expect(line(broken, 'writes').summary).toContain('store answered 503');
  });

  it('says when a scheduled job never ran or is late, and leaves previews out', () => {
    const late = liveShop({ heartbeats: { maintenance: minutesAgo(16) } });
    expect(line(late, 'job-maintenance')).toMatchObject({ status: 'problem' });
    expect(line(late, 'job-maintenance').summary).toContain('16 min ago');
    expect(line(late, 'job-campaign-scheduler').summary).toContain('never run');
    const preview = liveShop({ deployContext: 'deploy-preview', heartbeats: {} });
    expect(line(preview, 'job-maintenance').status).toBe('ok');
  });

  it('on a local run warns of no bank account and no mail server, as the dashboard does', () => {
    const local = liveShop({
      deployContext: 'local',
      env: {},
      bankAccount: { name: '', number: '' },
    });
    expect(line(local, 'bank-account')).toMatchObject({ status: 'warning' });
    expect(line(local, 'bank-account').action).toContain('Settings');
    const setUp = { ...local, bankAccount: liveShop().bankAccount };
    const report = buildSystemReport(setUp, NOW);
    expect(report.overall).toBe('warning');
    expect(line(setUp, 'mail')).toMatchObject({ status: 'warning' });
    expect(line(setUp, 'mail').summary).toContain('outbox');
    // The dashboard shows exactly the check's lines that are not OK.
    expect(setupWarnings(setupFactsOf(setUp))).toEqual([line(setUp, 'mail')]);
    const mailed = { ...setUp, env: { SMTP_URL: 'smtp://localhost:2525' } };
    expect(buildSystemReport(mailed, NOW).overall).toBe('ok');
    expect(setupWarnings(setupFactsOf(mailed))).toEqual([]);
  });

  it('flags the seed’s TEST bank account in production, and takes it on a local run', () => {
    const test = {
      name: TEST_BANK_ACCOUNT.bankAccountName,
      number: TEST_BANK_ACCOUNT.bankAccountNumber,
    };
    expect(line(liveShop({ bankAccount: test }), 'bank-account')).toMatchObject({
      status: 'problem',
      action: expect.stringContaining('real bank account') as string,
    });
    const local = liveShop({ deployContext: 'local', env: {}, bankAccount: test });
    expect(line(local, 'bank-account').status).toBe('warning');
    expect(line(local, 'bank-account').summary).toContain('TEST account');
    expect(setupWarnings(setupFactsOf(local)).map((warning) => warning.id)).toEqual([
      'mail',
      'bank-account',
    ]);
  });

  it('names each job’s schedule as its function and the README give it', () => {
    const readme = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');
    for (const job of SCHEDULED_JOBS) {
      const source = readFileSync(`netlify/functions/${job.id}.mts`, 'utf8');
      expect(source).toContain(`schedule: '${job.schedule}'`);
      expect(line(liveShop(), `job-${job.id}`).label).toBe(`${job.label} (every ${job.every})`);
    }
    expect(readme).toContain('scheduled every 5 minutes; `npm run dev` runs it every minute');
    const local = liveShop({ deployContext: 'local' });
    expect(line(local, 'job-maintenance').label).toBe(
      'Maintenance job (every minute under “npm run dev”)',
    );
  });
});
