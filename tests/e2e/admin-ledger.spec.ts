// The order ledger on the screens staff read: after a refund the order page's GST is that of the
// total after refunds (not of the total before it), and the dashboard shows revenue and awaiting
// payment as the ledger's figures, at 820 and 1440 px.
import type { Dashboard } from '../../src/lib/admin/areas/dashboard.ts';
import { formatNZD } from '../../src/lib/money.ts';
import { gstAfterRefundsCents, gstOfCents } from '../../src/lib/orders/money-ledger.ts';
import type { AdminOrderView } from '../../src/lib/orders/order.ts';
import { ownerHeaders } from './fixtures/admin-screens.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const WIDE = { width: 1440, height: 900 };

test('after a refund the order page shows the GST of what was kept, and the dashboard the ledger’s figures', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await page.setViewportSize(WIDE);
  const headers = await ownerHeaders(request, baseURL ?? '');
  const order = await placePapamoaOrder(request, {
    name: 'Lena Ledger',
    items: [{ productId: 'beef-bolognese', quantity: 3 }],
  });
  const paid = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers,
    data: { status: 'paid', receivedOn: new Date().toISOString().slice(0, 10) },
  });
  expect(paid.status()).toBe(200);
  const refunded = await request.post(`/api/admin/orders/${order.id}/refund`, {
    headers,
    data: { amountCents: 1690, reason: 'One pack thawed in transit' },
  });
  expect(refunded.status()).toBe(200);
  const view = (await (
    await request.get(`/api/admin/orders/${order.id}`, { headers })
  ).json()) as AdminOrderView;
  const gstKept = gstAfterRefundsCents(view);
  expect(gstKept).toBeLessThan(gstOfCents(view.totals.totalCents));

  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText(
    `Total after refunds${formatNZD(view.totals.totalCents - 1690)}`,
  );
  await expect(items).toContainText(`GST included (3/23)${formatNZD(gstKept)}`);

  // The dashboard's figures are the API's, which the ledger makes (other tests move them too).
  await page.goto('/admin/dashboard');
  await expect(async () => {
    await page.reload();
    const answer = await request.get('/api/admin/dashboard', { headers });
    const { orders } = (await answer.json()) as Dashboard;
    const figures = page.getByRole('definition');
    await expect(
      figures.getByText(`${formatNZD(orders.today.revenueCents)} revenue`).first(),
    ).toBeVisible({ timeout: 5_000 });
    await expect(
      figures.getByText(`${formatNZD(orders.awaitingPayment.totalCents)} to come`),
    ).toBeVisible({ timeout: 5_000 });
  }).toPass(SERVER_TIMEOUT);
});
