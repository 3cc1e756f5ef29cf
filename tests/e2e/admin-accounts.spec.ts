// The Accounts area: an admin reads the month-end checklist, exports a day's sales for Xero,
// downloads the file and finds the run listed, at a desktop’s 1440 px, a tablet’s 820 px and a
// phone’s 390 px; staff without the grant see neither the link nor the screen.
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { openScreen, ownerHeaders } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations, LAYOUT_RULES } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test opens the screen it starts from once it has made its records.
test.use({ startAt: null });

for (const width of [1440, 820, 390]) {
  test(`at ${String(width)} px an admin closes a day: checklist, export for Xero, download`, async ({
    adminPage: page,
    request,
    baseURL,
  }) => {
    const order = await placePapamoaOrder(request, { name: `Xero Export ${String(width)}` });
    const paid = await request.post(`/api/admin/orders/${order.id}/status`, {
      headers: await ownerHeaders(request, baseURL ?? ''),
      data: { status: 'paid', receivedOn: nzDateOf(new Date()) },
    });
    expect(paid.status()).toBe(200);
    await page.setViewportSize({ width, height: 900 });
    await openScreen(page, NAV_START);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    // On a tablet or phone the links sit in groups: the Accounts group opens first.
    if (width < 1440) await nav.getByRole('button', { name: /^Accounts/ }).click();
    await nav.getByRole('link', { name: 'Accounts', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/accounts$/);
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();

    const checklist = page.getByRole('region', { name: 'Month-end checklist' });
    await expect(checklist.getByRole('heading', { name: /Bank transfers unpaid/ })).toBeVisible(
      SERVER_TIMEOUT,
    );
    // Other tests' payouts come and go in the Stripe stand-in: the item is there, whatever it says.
    await expect(checklist.getByRole('heading', { name: 'Payouts not yet matched' })).toBeVisible();
    await expect(
      checklist.getByRole('heading', { name: 'Orders not yet exported for Xero' }),
    ).toBeVisible();

    const xero = page.getByRole('region', { name: 'Sales for Xero' });
    await expect(xero).toBeVisible(SERVER_TIMEOUT);
    await expectNoAxeViolations(page, { rules: LAYOUT_RULES });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);

    // Today's sales, chosen as a range: the order just paid is in the file.
    const today = nzDateOf(new Date());
    await xero.getByLabel('First day (NZ)').fill(today);
    await xero.getByLabel('Last day (NZ)').fill(today);
    await xero.getByRole('button', { name: 'Export these days again' }).click();
    const result = xero.getByRole('status');
    await expect(result).toContainText(`Exported ${today} to ${today}`, SERVER_TIMEOUT);
    const downloading = page.waitForEvent('download');
    await result.getByRole('button', { name: /^Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^xero-(invoices|export)-/);
    const file = await download.path();
    expect(file).toBeTruthy();

    const runs = xero.getByRole('table', { name: 'Earlier exports for Xero' });
    await expect(
      runs
        .getByRole('row')
        .filter({ hasText: `${today} to ${today}` })
        .first(),
    ).toBeVisible(SERVER_TIMEOUT);
    await expectNoAxeViolations(page, { rules: LAYOUT_RULES });
    const after = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(after).toBe(0);
  });
}

test('staff without the grant see no Accounts link, and the screen refuses them', async ({
  staffPage: page,
}) => {
  await page.goto('/admin/accounts');
  await expect(page.getByText("You don't have permission to access this resource.")).toBeVisible(
    SERVER_TIMEOUT,
  );
  // The refusal keeps the app's navigation, which has no Accounts link for them.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible(SERVER_TIMEOUT);
  await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
});
