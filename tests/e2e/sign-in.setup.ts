// The setup project: signs in the e2e owner, the e2e packer and a shopper once a run, through the
// same screens people use, and saves each browser state for the specs to start from. A sign-in
// costs a full scrypt hash and, for a shopper, a code email; where signing in is not what a test
// is about, it starts from these (fixtures/test.ts, screens.spec.ts).
import { test as setup } from '@playwright/test';
import { E2E_ACCOUNTS } from './fixtures/accounts.ts';
import { signIn } from './fixtures/admin.ts';
import { signInFromInbox } from './fixtures/deliveries-sign-in.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { savedSignInPath, SWEEP_SHOPPER_EMAIL } from './fixtures/signed-in-state.ts';

setup.describe.configure({ timeout: 180_000 });

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
  await signInFromInbox(page, SWEEP_SHOPPER_EMAIL);
  await page.context().storageState({ path: savedSignInPath('shopper') });
});
