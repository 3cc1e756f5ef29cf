import type { Locator, Page } from '@playwright/test';
import { dayLabel } from '../../src/lib/delivery/labels.ts';
import { addDays, isoWeekdayOf, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { queuedTasksRun } from './fixtures/islands.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test reaches its screen through the navigation, from a light screen (not the dashboard).
test.use({ startAt: NAV_START });

async function openSlotsScreen(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Delivery slots' })
    .click();
  await expect(page).toHaveURL(/\/admin\/delivery-slots$/);
  // Each zone's weekly windows are folded to one line until opened.
  await page
    .locator('summary')
    .filter({ has: page.getByRole('heading', { name: 'Papamoa', exact: true }) })
    .click(SERVER_TIMEOUT);
  await expect(page.getByRole('table', { name: 'Weekly windows of Papamoa' })).toBeVisible(
    SERVER_TIMEOUT,
  );
}

test('staff add a weekly window, see an overlap refused beside the start, and remove it', async ({
  staffPage: page,
}) => {
  await openSlotsScreen(page);

  // The seed gives Papamoa a Tuesday 4:00pm–6:00pm window; 5pm overlaps it.
  await page.getByRole('button', { name: 'Add window' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a weekly window' });
  await dialog.getByLabel('Zone').selectOption({ label: 'Papamoa' });
  await dialog.getByLabel('Weekday').selectOption({ label: 'Tuesday' });
  await dialog.getByLabel('Start', { exact: true }).fill('17:00');
  await dialog.getByLabel('End', { exact: true }).fill('19:00');
  await dialog.getByRole('button', { name: 'Add window' }).click();
  await expect(dialog.getByLabel('Start', { exact: true })).toHaveAccessibleDescription(
    /Overlaps the Tuesday 4:00pm–6:00pm window of this zone$/,
    SERVER_TIMEOUT,
  );
  // The refusal shows beside the start, and is not also a red toast: the toast waits one task,
  // so the page's queued tasks have run before its absence is checked.
  await queuedTasksRun(page);
  await expect(page.locator('[data-toast="destructive"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A Sunday window at a time of its own (never taken by an earlier run's leftovers).
  const minute = String(Math.floor(Date.now() / 60_000) % 50).padStart(2, '0');
  await dialog.getByLabel('Weekday').selectOption({ label: 'Sunday' });
  await dialog.getByLabel('Start', { exact: true }).fill(`05:${minute}`);
  await dialog.getByLabel('End', { exact: true }).fill(`06:${minute}`);
  await dialog.getByLabel('Capacity (orders)').fill('8');
  await dialog.getByLabel('Most packs').fill('40');
  await dialog.getByRole('button', { name: 'Add window' }).click();
  // The toast names the window (zone, weekday, times), never its id.
  await expect(page.getByRole('status').filter({ hasText: 'Window added' })).toContainText(
    `Papamoa, Sunday 5:${minute}am–6:${minute}am`,
    SERVER_TIMEOUT,
  );
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Weekly windows of Papamoa' });
  const row = table.getByRole('row', { name: new RegExp(`^Sunday 5:${minute}am–6:${minute}am`) });
  await expect(row).toContainText('40');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: /^Remove/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this window?' });
  await expect(confirm).toContainText('will no longer be offered');
  await confirm.getByRole('button', { name: 'Remove window' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Window removed' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(row).toHaveCount(0);
});

/**
 * A Papamoa Tuesday or Thursday three weeks or so ahead that no special date closes, paging the
 * calendar on to its week (it shows a week at a time).
 */
async function quietPapamoaDay(page: Page): Promise<{ label: string; row: Locator }> {
  const today = nzDateOf(new Date());
  const nextWeek = page
    .getByRole('navigation', { name: 'Weeks of the calendar' })
    .getByRole('button', { name: 'Next week' });
  for (let offset = 15; offset < 28; offset += 1) {
    const date = addDays(today, offset);
    if (![2, 4].includes(isoWeekdayOf(date))) continue;
    const label = dayLabel(date);
    const day = page.getByRole('rowgroup', { name: label });
    while ((await day.count()) === 0 && (await nextWeek.isEnabled())) await nextWeek.click();
    if ((await day.innerText()).includes('Closed')) continue;
    const row = day.getByRole('row', { name: /Papamoa 4:00pm–6:00pm/ });
    return { label, row };
  }
  throw new Error('No open Papamoa day three weeks ahead');
}

test("staff change one date's capacity and close one slot on one date in the calendar", async ({
  staffPage: page,
}) => {
  await openSlotsScreen(page);
  await expect(page.getByRole('heading', { name: 'Next four weeks' })).toBeVisible();
  await page.getByLabel('Show zone').selectOption({ label: 'Papamoa' });
  const { label, row } = await quietPapamoaDay(page);
  await expect(row).toContainText(/\d+ \/ 20/);
  const dialog = page.getByRole('dialog', { name: `Papamoa 4:00pm–6:00pm on ${label}` });

  await row.getByRole('button', { name: /^Change/ }).click();
  await dialog.getByLabel('Capacity on this date (orders)').fill('7');
  await dialog.getByLabel('Most packs on this date').fill('60');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(dialog).toBeHidden(SERVER_TIMEOUT);
  await expect(row).toContainText(/\d+ \/ 7/);
  await expect(row).toContainText(/\d+ \/ 60/);
  await expect(row).toContainText('Open, changed for this date');
  // The weekly template is left as it was.
  await expect(
    page
      .getByRole('table', { name: 'Weekly windows of Papamoa' })
      .getByRole('row', { name: /^Thursday 4:00pm–6:00pm/ }),
  ).toContainText('20');

  await row.getByRole('button', { name: /^Change/ }).click();
  await expect(dialog.getByLabel('Capacity on this date (orders)')).toHaveValue('7');
  await dialog.getByLabel(/^Closed on this date/).check();
  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(dialog).toBeHidden(SERVER_TIMEOUT);
  await expect(row).toContainText('Closed on this date');
  await expectNoAxeViolations(page);

  // Back to the weekly template, so the next run (and the checkout's tests) start the same.
  await row.getByRole('button', { name: /^Change/ }).click();
  await dialog.getByLabel('Capacity on this date (orders)').fill('');
  await dialog.getByLabel('Most packs on this date').fill('');
  await dialog.getByLabel(/^Closed on this date/).uncheck();
  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(dialog).toBeHidden(SERVER_TIMEOUT);
  await expect(row).toContainText(/\d+ \/ 20/);
  await expect(row.getByRole('cell', { name: 'Open', exact: true })).toBeVisible();
});
