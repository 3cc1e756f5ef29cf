// A standing order's delivery the job could not make by its cut-off is never silent to staff: a
// standing order started at POST /api/orders (skip when a time is unavailable), the job run a
// minute after the delivery's cut-off (the clock moved), and a staff member's dashboard then
// says so in an attention box whose link opens that standing order.
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { runJobOnServedStore, type JobRun } from './fixtures/jobs.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const JOB = 'tests/e2e/run-standing-job.ts';

/** The JSON a job process printed last, after checking it ended well. */
function printed(run: JobRun): unknown {
  expect(run.code, run.stderr).toBe(0);
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line);
}

test('staff see on the dashboard a standing order’s delivery missed by its cut-off, and open it', async ({
  staffPage: page,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const stamp = String(Date.now());
  const standing = await placePapamoaOrder(request, {
    name: `Mere Missed ${stamp}`,
    email: `mere-${stamp}@example.nz`,
    extra: { standing: { everyWeeks: 1, whenUnavailable: 'skip' } },
  });
  const plan = printed(await runJobOnServedStore(origin, JOB, ['plan', standing.id])) as {
    date: string;
    late: string;
  };
  const report = printed(
    await runJobOnServedStore(origin, JOB, ['run', origin, plan.late, standing.id]),
  ) as { skipped: string[] };
  expect(report.skipped).toEqual([standing.id]);

  await page.goto('/admin/dashboard');
  const box = page.getByRole('region', { name: /not made by (its|their) cut-off/ });
  await expect(box).toBeVisible(SERVER_TIMEOUT);
  // Other tests share the store: this standing order's entry is found by its link.
  const entry = box.getByRole('listitem').filter({
    has: page.locator(`a[href="/admin/standing-orders/${standing.id}"]`),
  });
  const link = entry.getByRole('link', { name: `Delivery of ${plan.date}` });
  await expect(link).toBeVisible();
  await expect(entry).toContainText('skipped: its cut-off had passed');
  await expectNoAxeViolations(page);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/standing-orders/${standing.id}$`));
  await expect(page.getByRole('heading', { name: 'Upcoming deliveries' })).toBeVisible(
    SERVER_TIMEOUT,
  );
});
