// The setup project: signs in the e2e owner, the e2e packer and a shopper once a run, through the
// same screens people use, and saves each browser state for the specs to start from. A sign-in
// costs a full scrypt hash and, for a shopper, a code email; where signing in is not what a test
// is about, it starts from these (fixtures/test.ts, screens.spec.ts).
import { type Page, test as setup } from '@playwright/test';
import { E2E_ACCOUNTS } from './fixtures/accounts.ts';
import { signIn } from './fixtures/admin.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { hydrated } from './fixtures/islands.ts';
import { askForCodeEmail, codeIn, signInLinkIn } from './fixtures/deliveries-sign-in.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { savedSignInPath, SWEEP_SHOPPER_EMAIL } from './fixtures/signed-in-state.ts';

setup.describe.configure({ timeout: 180_000 });

for (const who of ['admin', 'staff'] as const) {
  setup(`sign in as the e2e ${who}`, async ({ page }) => {
    await signIn(page, E2E_ACCOUNTS[who]);
    await page.context().storageState({ path: savedSignInPath(who) });
  });
}

/** What the page says in its status and alert regions: the reason a sign-in did not take. */
async function pageSays(page: Page): Promise<string> {
  const said = await page.locator('[role="alert"], [role="status"]').allInnerTexts();
  return (
    said
      .map((text) => text.trim())
      .filter(Boolean)
      .join(' | ') || 'nothing'
  );
}

/** Whether the page shows the signed-in state within the server's ceiling. */
async function signedIn(page: Page): Promise<boolean> {
  return page
    .getByRole('button', { name: 'Sign out', exact: true })
    .waitFor(SERVER_TIMEOUT)
    .then(() => true)
    .catch(() => false);
}

setup('sign a shopper with a standing order in to My deliveries', async ({ page, request }) => {
  await placePapamoaOrder(request, {
    name: 'Sweep Shopper',
    email: SWEEP_SHOPPER_EMAIL,
    line1: '9 Dunlop Rd',
    extra: { standing: { everyWeeks: 2, whenUnavailable: 'skip' } },
  });
  // By the code typed in, as on a new device: the emailed link's own flow is the subject of the
  // my-deliveries specs, and is only the way in when the code is refused (then the page's words
  // on both are the error).
  await page.goto(`/my-deliveries?email=${encodeURIComponent(SWEEP_SHOPPER_EMAIL)}`);
  await hydrated(page, 'MyDeliveriesPage');
  const mail = await askForCodeEmail(page, SWEEP_SHOPPER_EMAIL);
  await page.getByLabel('6-digit code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!(await signedIn(page))) {
    const byCode = await pageSays(page);
    const link = signInLinkIn(mail);
    if (link) await page.goto(`${link.pathname}${link.search}`);
    if (!link || !(await signedIn(page))) {
      throw new Error(
        `The shopper was not signed in. After the code ${codeIn(mail)}, the page said: ` +
          `${byCode}. After the link: ${link ? await pageSays(page) : 'no link in the email'}.`,
      );
    }
  }
  await page.context().storageState({ path: savedSignInPath('shopper') });
});
