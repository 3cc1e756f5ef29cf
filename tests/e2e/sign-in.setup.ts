// The setup project: signs in the e2e owner, the e2e packer and a shopper once a run, through the
// same screens people use, and saves each browser state for the specs to start from. A sign-in
// costs a full scrypt hash and, for a shopper, a code email; where signing in is not what a test
// is about, it starts from these (fixtures/test.ts, screens.spec.ts).
import { expect, test as setup } from '@playwright/test';
import { E2E_ACCOUNTS } from './fixtures/accounts.ts';
import { signIn } from './fixtures/admin.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { hydrated } from './fixtures/islands.ts';
import { keptEmailsTo } from './fixtures/outbox.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { savedSignInPath, SWEEP_SHOPPER_EMAIL } from './fixtures/signed-in-state.ts';

setup.describe.configure({ timeout: 180_000 });

const codeEmailsTo = async (email: string) =>
  (await keptEmailsTo(email)).filter((mail) => mail.subject.includes('sign-in code'));

for (const who of ['admin', 'staff'] as const) {
  setup(`sign in as the e2e ${who}`, async ({ page }) => {
    await signIn(page, E2E_ACCOUNTS[who]);
    await page.context().storageState({ path: savedSignInPath(who) });
  });
}

setup('sign a shopper with a standing order in to My deliveries', async ({ page, request }) => {
  await placePapamoaOrder(request, {
    name: 'Sweep Shopper',
    email: SWEEP_SHOPPER_EMAIL,
    line1: '9 Dunlop Rd',
    extra: { standing: { everyWeeks: 2, whenUnavailable: 'skip' } },
  });
  // By the code typed in, as on a new device: the emailed link's own flow is the subject of
  // my-deliveries specs, and a setup every spec waits for takes the path with no redirect.
  await page.goto(`/my-deliveries?email=${encodeURIComponent(SWEEP_SHOPPER_EMAIL)}`);
  await hydrated(page, 'MyDeliveriesPage');
  const before = (await codeEmailsTo(SWEEP_SHOPPER_EMAIL)).length;
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('status').filter({ hasText: '6-digit code' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await codeEmailsTo(SWEEP_SHOPPER_EMAIL))[before];
      code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      return code;
    }, SERVER_TIMEOUT)
    .not.toBe('');
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await page.context().storageState({ path: savedSignInPath('shopper') });
});
