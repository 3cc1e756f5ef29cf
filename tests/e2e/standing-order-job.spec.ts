// Issue 25's proof in the browser: a standing order placed at the checkout makes its next order
// when the job runs at that delivery's change-by time (the clock moved), exactly once though two
// job processes start together, at the day's price, and the shopper is emailed it (over SMTP)
// with a link to My deliveries' sign-in page (no key), where it is listed with the first order.
import { expect, test } from '@playwright/test';
import { formatNZD } from '../../src/lib/money.ts';
import { checkout, fillPapamoaDelivery, openCheckout } from './fixtures/checkout.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { runJobOnServedStore, type JobRun } from './fixtures/jobs.ts';
import { signInFromInbox } from './fixtures/deliveries-sign-in.ts';
import { keptEmailsTo } from './fixtures/outbox.ts';

// A client address of its own, so its checkouts and code requests never meet the per-address
// limits that every other browser test from this machine's address adds to.
test.use({ extraHTTPHeaders: asNewShopper() });
test.describe.configure({ timeout: 240_000 });

const JOB = 'tests/e2e/run-standing-job.ts';

/** The JSON a job process printed last, after checking it ended well. */
function printed(run: JobRun): unknown {
  expect(run.code, run.stderr).toBe(0);
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line);
}

interface JobReport {
  made: string[];
  busy: string[];
  failed: string[];
}

test('a standing order from the checkout makes its next order once at the change-by time', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const email = `weekly.${String(Date.now())}@example.co.nz`;
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  await checkout(page).getByLabel('Email', { exact: true }).fill(email);
  await checkout(page).getByLabel('Deliver this every week').check();
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\?order=/, SERVER_TIMEOUT);
  // The standing order takes its first order's id.
  const standingId = new URL(page.url()).searchParams.get('order') ?? '';
  expect(standingId).not.toBe('');

  // The clock moves to a minute after the next delivery's change-by time; two job processes
  // start together there, and a third runs after them.
  const plan = printed(await runJobOnServedStore(origin, JOB, ['plan', standingId])) as {
    date: string;
    at: string;
  };
  const runs = await Promise.all([
    runJobOnServedStore(origin, JOB, ['run', origin, plan.at, standingId]),
    runJobOnServedStore(origin, JOB, ['run', origin, plan.at, standingId]),
  ]);
  const reports = runs.map((run) => printed(run) as JobReport);
  const again = printed(
    await runJobOnServedStore(origin, JOB, ['run', origin, plan.at, standingId]),
  ) as JobReport;
  const made = [...reports, again].flatMap((report) => report.made);
  expect(made).toEqual([standingId]);
  expect([...reports, again].flatMap((report) => report.failed)).toEqual([]);

  // The order made is emailed once, over SMTP, at today's price, with the My deliveries link.
  const product = await page.request.get('/api/products/beef-bolognese');
  const { priceCents } = (await product.json()) as { priceCents: number };
  let confirmations: string[] = [];
  await expect
    .poll(async () => {
      const emails = await keptEmailsTo(email);
      confirmations = emails
        .filter((mail) => mail.subject.startsWith('Your Cube Kitchen order CK-'))
        .map((mail) => mail.text);
      return confirmations.length;
    }, SERVER_TIMEOUT)
    .toBe(2);
  const next = confirmations.find((text) => text.includes('part of your standing order')) ?? '';
  expect(next).toContain(`3 × Beef Bolognese at ${formatNZD(priceCents)}`);
  // Its link is the sign-in page with the address filled in, never a key.
  expect(next).not.toContain('link=');
  const signInPage = /https?:\/\/\S+\/my-deliveries\?email=\S+/.exec(next)?.[0] ?? '';
  expect(new URL(signInPage).searchParams.get('email')).toBe(email);

  // Signed in from the inbox, My deliveries lists both orders.
  const url = new URL(signInPage);
  await signInFromInbox(page, email, `${url.pathname}${url.search}`);
  // Neither is delivered yet: both are coming up.
  const past = page.getByRole('region', { name: 'Coming up' });
  await expect(past.getByRole('link', { name: /^Receipt for order CK-/ })).toHaveCount(
    2,
    SERVER_TIMEOUT,
  );
});
