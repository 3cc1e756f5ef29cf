// The Accounts area's books in the browser: a card order paid on the Stripe stand-in is found in
// its payout, whose lines download as a CSV adding up to the bank amount and which an admin marks
// matched; the GST return shows boxes 5 to 8 with the orders behind them. At 820 and 1440 px.
import { readFile } from 'node:fs/promises';
import type { GstReturnAnswer } from '../../src/lib/accounts/books-answers.ts';
import { formatNZD } from '../../src/lib/money.ts';
import { PAY_OUT_PATH } from '../fixtures/fake-stripe.ts';
import { checkTabletAndWideLayouts, ownerHeaders } from './fixtures/admin-screens.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { STRIPE_STAND_IN_ORIGIN } from './fixtures/stripe.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens its screen once it has made its records, so the pages start on none.
test.use({ startAt: null });

/** A plain signed amount of the CSV (`-12.34`) in cents. */
function signedCents(text: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not a plain amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

test('an admin finds a card order in its payout, downloads its CSV and marks it matched', async ({
  adminPage: page,
  request,
}) => {
  const order = await placePapamoaOrder(request, { name: 'Pita Payout', paymentMethod: 'card' });
  const paid = await request.post(order.paymentUrl ?? '', { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const made = await request.post(`${STRIPE_STAND_IN_ORIGIN}${PAY_OUT_PATH}`, { data: {} });
  expect(made.status()).toBe(200);
  const { payout } = (await made.json()) as { payout: { id: string; amount: number } };

  await page.goto('/admin/accounts/payouts');
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: payout.id }).click(SERVER_TIMEOUT);
  await expect(page.getByRole('heading', { name: `Payout ${payout.id}` })).toBeVisible();
  const lines = page.getByRole('table', { name: "The payout's lines" });
  await expect(lines.getByRole('link', { name: order.number })).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByText('Payout to the bank')).toBeVisible();
  await expect(page.locator('dd', { hasText: formatNZD(payout.amount) }).first()).toBeVisible();
  await checkTabletAndWideLayouts(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV for Xero' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const amounts = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((row) => signedCents(row.split(',')[1] ?? ''));
  expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(payout.amount);

  const form = page.getByRole('form', { name: 'Mark matched' });
  await form.getByRole('textbox').fill('Matched to the ANZ statement line');
  await form.getByRole('button', { name: 'Mark matched with the bank line' }).click();
  await expect(page.getByText(/Matched with the bank line by/)).toBeVisible(SERVER_TIMEOUT);
  await page.goto('/admin/accounts/payouts');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: payout.id }) });
  await expect(row).toContainText('Matched by', SERVER_TIMEOUT);
});

test('the GST return shows boxes 5 to 8, its due date and the orders behind them', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  const headers = await ownerHeaders(request, baseURL ?? '');
  const order = await placePapamoaOrder(request, { name: 'Gina Gst' });
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });
  const paid = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers,
    data: { status: 'paid', expected: 'awaiting_payment', receivedOn: today },
  });
  expect(paid.status()).toBe(200);
  const answer = await request.get('/api/admin/accounts/gst', { headers });
  const report = (await answer.json()) as GstReturnAnswer;

  await page.goto('/admin/accounts/gst');
  await expect(page.getByRole('heading', { name: 'GST return', level: 1 })).toBeVisible();
  for (const box of ['Box 5', 'Box 6', 'Box 7', 'Box 8']) {
    await expect(page.getByText(new RegExp(`^${box}:`))).toBeVisible(SERVER_TIMEOUT);
  }
  await expect(page.getByText(report.dueDate)).toBeVisible();
  const payments = page.getByRole('table', { name: 'Payments received' });
  await expect(payments.getByRole('link', { name: order.number })).toBeVisible();
  await checkTabletAndWideLayouts(page);

  await page
    .getByRole('navigation', { name: 'Other periods' })
    .getByRole('button', { name: 'Earlier' })
    .click();
  await expect(page.getByText(report.start)).toHaveCount(0, SERVER_TIMEOUT);
  await expect(page.getByText(/The return and payment are due by/)).toBeVisible();
});
