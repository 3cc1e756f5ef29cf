import { customerIdOf, openScreen, ownerHeaders } from './fixtures/admin-screens.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { expect, test } from './fixtures/test.ts';

// A staff member (not only an admin) ends a customer's My deliveries sign-ins from the customer's
// page, after a question; the API tests show every earlier cookie and link is then refused.

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

test('staff end a customer’s sessions after a confirm, and are told it is done', async ({
  staffPage: page,
  request,
  baseURL,
}) => {
  const email = `e2e-sessions-${String(Date.now())}@example.nz`;
  await placePapamoaOrder(request, { name: 'Tama Sessions', email, phone: '027 123 4466' });
  const headers = await ownerHeaders(request, baseURL ?? '');
  const path = `/admin/customers/${customerIdOf(email)}`;
  await expect
    .poll(async () => (await request.get(`/api${path}`, { headers })).status(), SERVER_TIMEOUT)
    .toBe(200);

  await openScreen(page, path);
  const sessions = page.getByRole('region', { name: 'My deliveries sign-ins' });
  await sessions.getByRole('button', { name: 'End this customer’s sessions…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('stops working now');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await sessions.getByRole('button', { name: 'End this customer’s sessions…' }).click();
  await dialog.getByRole('button', { name: 'End their sessions' }).click();
  await expect(sessions.getByRole('status')).toContainText(
    'Every My deliveries sign-in of this customer has ended',
    SERVER_TIMEOUT,
  );
  await expect(dialog).toBeHidden();
});
