// A receipt or credit note over $200 needs the shop's GST number (IRD's taxable supply
// information). While Settings have none, the print views refuse to issue the document and say
// where to set the number; the refund itself has gone through. The server decides whether the
// number is missing (tests/api/admin-line-refunds.test.ts); here its answer is given as it would
// be with no GST number, since the browser tests' shop is shared and another spec sets one.
import { randomUUID } from 'node:crypto';
import type { Receipt } from '../../src/lib/orders/receipt.ts';
import { ownerToken } from './fixtures/admin.ts';
import { openScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const MEAL = 'beef-bolognese';

test('a refund over $200 goes through, but its credit note and the receipt wait for a GST number', async ({
  adminPage: page,
  request,
}, testInfo) => {
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const order = await placePapamoaOrder(request, {
    name: `Gst Waiting ${String(Date.now())}`,
    items: [{ productId: MEAL, quantity: 13 }],
  });
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });
  const paid = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers,
    data: { status: 'paid', expected: 'awaiting_payment', receivedOn: today },
  });
  expect(paid.status()).toBe(200);
  const refunded = await request.post(`/api/admin/orders/${order.id}/refund`, {
    headers,
    data: {
      lines: [{ productId: MEAL, quantity: 13 }],
      restock: false,
      expected: 'paid',
      idempotencyKey: randomUUID(),
    },
  });
  expect(refunded.status()).toBe(200);
  const { refunds } = (await refunded.json()) as {
    refunds: { id: string; status: string; amountCents: number }[];
  };
  const refund = refunds[0];
  expect(refund).toMatchObject({ status: 'done' });
  expect(refund?.amountCents).toBeGreaterThan(20_000);

  // The receipt as the server answers it while Settings have no GST number.
  await page.route(`**/api/admin/orders/${order.id}/receipt`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Receipt;
    await route.fulfill({
      response,
      json: {
        ...body,
        gstNumber: null,
        gstNumberMissing: true,
        creditNotes: body.creditNotes.map((note) => ({
          ...note,
          gstNumber: null,
          gstNumberMissing: true,
        })),
      },
    });
  });

  // Each document is opened once, at 820 px, and looked at there and again at 1440 px.
  const main = page.getByRole('main');
  await page.setViewportSize({ width: 820, height: 1180 });
  await openScreen(page, `/admin/orders/${order.id}/credit-notes/${refund?.id ?? ''}`);
  for (const width of [820, 1440]) {
    await page.setViewportSize({ width, height: 1180 });
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      /^Credit note CN-\d+.* cannot be issued yet$/,
    );
    await expect(main).toContainText('The refund itself is done');
    await expect(main).toContainText('Settings → Orders and payment → GST number');
    await expect(main.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    await expect(main.getByRole('button', { name: 'Print credit note' })).toHaveCount(0);
    await expect(main.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`credit-note-held-${String(width)}.png`) });
  }

  await page.setViewportSize({ width: 820, height: 1180 });
  await openScreen(page, `/admin/orders/${order.id}/receipt`);
  for (const width of [820, 1440]) {
    await page.setViewportSize({ width, height: 1180 });
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/cannot be issued yet$/);
    await expect(main).toContainText('Settings → Orders and payment → GST number');
    await expect(main.getByRole('button', { name: 'Print receipt' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`receipt-held-${String(width)}.png`) });
  }

  // The order page still shows the refund as done.
  await page.unroute(`**/api/admin/orders/${order.id}/receipt`);
  await openScreen(page, `/admin/orders/${order.id}`);
  await expect(page.getByRole('main')).toContainText(/Refund of \$\d+\.\d\d by bank transfer/);
});
