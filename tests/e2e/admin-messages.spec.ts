import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { openScreen } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { keptEmailsTo } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

/** Places a bank-transfer order for Papamoa, to an address of its own. */
const placeOrder = (request: APIRequestContext, email: string) =>
  placePapamoaOrder(request, { name: 'Mere Messages', email });

const actions = (page: Page) => page.getByRole('region', { name: 'Actions' });
const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });
const toast = (page: Page) => page.locator('[data-toast]');

async function openOrder(page: Page, order: { id: string; number: string }): Promise<void> {
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
}

test('an unpaid order resends its payment request after a confirm step; a cancelled one its cancellation', async ({
  staffPage: page,
  request,
}) => {
  const email = `resend-${randomUUID().slice(0, 8)}@example.co.nz`;
  const order = await placeOrder(request, email);
  // The placement's emails go out after its answer and the page shows the order as it was loaded:
  // placeOrder gives the order once it records them, so the timeline lists them.
  await openOrder(page, order);
  // The browser tests' shop sends over SMTP (the stand-in): the placement's email went out.
  await expect(timeline(page)).toContainText('Email: Order confirmation', SERVER_TIMEOUT);
  await expect(timeline(page)).not.toContainText('saved to the outbox');
  await expect(actions(page).getByRole('button', { name: 'Resend confirmation' })).toHaveCount(0);

  // A confirm step first; Cancel sends nothing.
  await actions(page).getByRole('button', { name: 'Resend payment request' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Send the order confirmation with how to pay again?',
  });
  await expect(dialog).toContainText(`again, at ${email}`);
  await expect(dialog).toContainText('It asks them to pay');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const placedMails = (await keptEmailsTo(email)).length;

  await actions(page).getByRole('button', { name: 'Resend payment request' }).click();
  await dialog.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByRole('status').filter({ hasText: `To ${email}.` })).toContainText(
    'sent',
    SERVER_TIMEOUT,
  );
  await expect
    .poll(async () => (await keptEmailsTo(email)).length, SERVER_TIMEOUT)
    .toBe(placedMails + 1);
  expect((await keptEmailsTo(email)).at(-1)?.text).toContain('Please pay by bank transfer');

  // Cancelled: the toast names what happened, and the email to resend is the cancellation.
  await actions(page).getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('form', { name: 'Cancel order' })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Cancelled' })
      .filter({ hasText: `Order ${order.number}` }),
  ).toBeVisible(SERVER_TIMEOUT);
  await expect(actions(page).getByRole('button', { name: 'Resend payment request' })).toHaveCount(
    0,
  );
  await actions(page).getByRole('button', { name: 'Resend cancellation' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Send the cancellation notice again?' });
  await expect(cancelDialog).toContainText('nothing will come');
  await expectNoAxeViolations(page);
  await cancelDialog.getByRole('button', { name: 'Send email' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cancellation notice sent' }),
  ).toBeVisible(SERVER_TIMEOUT);
  await expect
    .poll(
      async () =>
        (await keptEmailsTo(email)).filter((mail) => mail.subject.endsWith('is cancelled')).length,
      SERVER_TIMEOUT,
    )
    .toBe(2);
  // Nothing after the cancellation asked this shopper to pay.
  const afterCancel = (await keptEmailsTo(email)).slice(placedMails + 1);
  expect(afterCancel.map((mail) => mail.text).join('\n')).not.toContain('Please pay');
});

test('a success toast says what happened in staff words, and is gone after about 5 seconds', async ({
  staffPage: page,
  request,
}) => {
  const order = await placeOrder(request, `toast-${randomUUID().slice(0, 8)}@example.co.nz`);
  await openOrder(page, order);
  await actions(page).getByRole('button', { name: 'Mark paid' }).click();
  await page
    .getByRole('form', { name: 'Mark paid' })
    .getByRole('button', { name: 'Confirm paid' })
    .click();
  const paid = page.getByRole('status').filter({ hasText: 'Marked paid' });
  await expect(paid).toBeVisible(SERVER_TIMEOUT);
  // The order number is said once, in the description, not again in the title.
  expect((await paid.innerText()).split(order.number)).toHaveLength(2);
  const shownAt = Date.now();
  await expect(toast(page)).toHaveCount(0, { timeout: 7_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3_000);

  // Paid: the confirmation goes again without asking for money.
  await actions(page).getByRole('button', { name: 'Resend confirmation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the order confirmation again?' });
  await expect(dialog).toContainText('does not ask for money');
  await dialog.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order confirmation sent' })).toBeVisible(
    SERVER_TIMEOUT,
  );
});

test('the dashboard gives no email warning once a mail server is set', async ({
  adminPage: page,
}) => {
  // The browser tests' shop sends over SMTP (the SMTP stand-in), so email is set up. The
  // dashboard's figures are in (no spinner), so a warning would be shown by now.
  await openScreen(page, '/admin/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Email (SMTP_URL' })).toHaveCount(0);
});
