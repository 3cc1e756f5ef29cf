import { expect, test, type Page } from '@playwright/test';
import { checkout, fillPapamoaDelivery, openCheckout } from './fixtures/checkout.ts';
import { askForSignInLink, signInFromInbox } from './fixtures/deliveries-sign-in.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { hydrated } from './fixtures/islands.ts';
import { keptEmailsTo } from './fixtures/outbox.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { checkAtEveryWidth } from './fixtures/widths.ts';

// A client address of its own, so its checkouts and code requests never meet the per-address
// limits that every other browser test from this machine's address adds to.
test.use({ extraHTTPHeaders: asNewShopper() });
test.describe.configure({ timeout: 300_000 });

/** Waits for the `nth` email (from 1) to `to` whose subject matches, and gives its text. */
async function emailText(to: string, subject: RegExp, nth = 1): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const found = (await keptEmailsTo(to)).filter((mail) => subject.test(mail.subject));
      text = found[nth - 1]?.text ?? '';
      return text;
    }, SERVER_TIMEOUT)
    .not.toBe('');
  return text;
}

/** Waits for the `count`th sign-in code emailed to `to`, and gives its code. */
async function codeNumber(to: string, count: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const codes = (await keptEmailsTo(to)).filter((mail) =>
        mail.subject.includes('sign-in code'),
      );
      code =
        codes.length >= count ? (/\b(\d{6})\b/.exec(codes[count - 1]?.text ?? '')?.[1] ?? '') : '';
      return code;
    }, SERVER_TIMEOUT)
    .not.toBe('');
  return code;
}

const standingCard = (page: Page) => page.locator('[data-standing-order]').first();

test('a standing order from checkout is managed after signing in from the inbox (link or code), and signed out everywhere', async ({
  page,
  browser,
}, testInfo) => {
  const out = (file: string) => testInfo.outputPath(file);
  const email = `standing.${String(Date.now())}@example.co.nz`;
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  await checkout(page).getByLabel('Email', { exact: true }).fill(email);

  // The choice, with the weekday and window chosen above and the words about prices.
  await expect(checkout(page).getByLabel('Just this once')).toBeChecked();
  await checkout(page).getByLabel('Deliver this every week').check();
  await expect(page.getByTestId('standing-schedule')).toContainText(
    /every \w+day, \d{1,2}:\d{2}[ap]m–\d{1,2}:\d{2}[ap]m, from \w{3} \d{1,2} \w{3}/,
  );
  await checkout(page).getByLabel('Skip that delivery').check();
  await expect(checkout(page)).toContainText('we email you before the change applies');
  await checkout(page).getByRole('button', { name: 'Place order' }).click();

  await page.waitForURL(/\/order-confirmation\?order=/, SERVER_TIMEOUT);
  const standing = page.getByRole('region', { name: 'Standing order' });
  await expect(standing).toContainText('This is the first order of your standing order: every');
  await expect(standing).toContainText('We have emailed you a link to manage all your deliveries.');
  await expect(standing.getByRole('link')).toHaveCount(0);

  // The confirmation email went through the SMTP stand-in, and carries no key to My deliveries:
  // whoever placed an order in an address must not get into that inbox's account.
  const text = await emailText(email, /order CK-/);
  expect(text).toContain('This is the first order of your standing order');
  expect(text).toContain(`/my-deliveries?email=${encodeURIComponent(email)}`);
  expect(text).not.toContain('link=');

  // Emails about deliveries lead to the sign-in page with the address filled in; only the code
  // email (a proof of the inbox) carries a sign-in link.
  await page.goto(`/my-deliveries?email=${encodeURIComponent(email)}`);
  await hydrated(page, 'MyDeliveriesPage');
  const url = await askForSignInLink(page, email);

  // A changed link is refused, with the code form.
  const token = url.searchParams.get('link') ?? '';
  const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
  await page.goto(`/my-deliveries?link=${tampered}`);
  await hydrated(page, 'MyDeliveriesPage');
  await expect(page.getByRole('alert')).toContainText('This link has expired or is not valid');
  await expect(page.getByRole('button', { name: 'Email me a code' })).toBeVisible();

  // The emailed link signs in and leaves a clean address.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(/\/my-deliveries$/);
  await hydrated(page, 'MyDeliveriesPage');
  const card = standingCard(page);
  await expect(card).toContainText('3 × Beef Bolognese', SERVER_TIMEOUT);

  // It works once: opened again (another browser), it is refused.
  const reuse = await browser.newContext();
  const reused = await reuse.newPage();
  await reused.goto(`${url.pathname}${url.search}`);
  await hydrated(reused, 'MyDeliveriesPage');
  await expect(reused.getByRole('alert')).toContainText('This link has expired or is not valid');
  await expect(reused.getByRole('button', { name: 'Email me a code' })).toBeVisible();
  await reuse.close();

  // Skip the next delivery.
  const first = card
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Skip / }) })
    .first();
  const firstLabel = ((await first.locator('p.font-semibold').textContent()) ?? '').trim();
  await first.getByRole('button', { name: /^Skip / }).click();
  // Each change answers on its card, where the shopper acted.
  await expect(card.locator('[data-card-notice]')).toContainText(
    `Skipped ${firstLabel}`,
    SERVER_TIMEOUT,
  );
  await expect(card).toContainText(`${firstLabel} (skipped)`);
  await expect(card.getByRole('button', { name: `Unskip ${firstLabel}` })).toBeVisible();

  // Pause until three weeks on, then resume.
  // Until the fourth next delivery, so weeks are paused however far off the first one is.
  const view = (await (await page.request.get('/api/my-deliveries')).json()) as {
    standingOrders: { upcoming: { date: string }[] }[];
  };
  const until = view.standingOrders[0]?.upcoming[3]?.date ?? '';
  await card.getByLabel('Pause until').fill(until);
  await card.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(card.getByText(/^Paused until \w{3} \d{1,2} \w{3}$/)).toBeVisible(SERVER_TIMEOUT);
  await expect(card).toContainText('(paused)');
  await card.getByRole('button', { name: 'Resume deliveries' }).click();
  await expect(card.locator('[data-card-notice]')).toContainText(
    'Your deliveries are back on.',
    SERVER_TIMEOUT,
  );

  // Change the meals.
  await card.getByRole('button', { name: 'Change meals' }).click();
  await card.getByLabel(/^Super Veg Sauce/).fill('2');
  await card.getByRole('button', { name: 'Save meals' }).click();
  await expect(card).toContainText('2 × Super Veg Sauce', SERVER_TIMEOUT);
  await expect(card).toContainText('3 × Beef Bolognese');

  // A new device: no cookie, a code by email.
  const other = await browser.newContext();
  const device = await other.newPage();
  await device.goto('/my-deliveries');
  await hydrated(device, 'MyDeliveriesPage');
  await device.getByLabel('Email address').fill(email);
  await device.getByRole('button', { name: 'Email me a code' }).click();
  await expect(device.getByRole('status').filter({ hasText: '6-digit code' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await device.getByLabel('6-digit code').fill(await codeNumber(email, 2));
  await checkAtEveryWidth(device, 'code-sign-in', out);
  await device.getByRole('button', { name: 'Sign in' }).click();
  await expect(standingCard(device)).toContainText('2 × Super Veg Sauce', SERVER_TIMEOUT);
  // Plain "Sign out" clears only this browser's cookie (the first browser stays signed in below);
  // the cookie it had is kept to show that "sign out everywhere" refuses it later.
  const deviceCookies = await other.cookies();
  await device.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(device.getByRole('button', { name: 'Email me a code' })).toBeVisible();
  await other.close();

  // Cancel: asked why, offered a pause first.
  await card.getByRole('button', { name: 'Cancel standing order' }).click();
  await expect(card).toContainText('Would a break suit you better?');
  await card.getByLabel('Why are you cancelling?').fill('Trying something else for a while');
  await card.getByRole('button', { name: 'Cancel my standing order' }).click();
  await expect(card).toContainText('This standing order is cancelled.', SERVER_TIMEOUT);
  await expect(card).toContainText('Cancelled');

  // The first order, made and not delivered, is coming up: the receipt, and Reorder puts the
  // meals in the cart.
  const past = page.getByRole('region', { name: 'Coming up' });
  await expect(past.getByRole('link', { name: /^Receipt for order CK-/ })).toHaveCount(1);
  await past.getByRole('button', { name: /^Reorder/ }).click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cube-kitchen-cart') ?? ''))
    .toContain('beef-bolognese');

  // Sign out everywhere (the page opened afresh, the cart drawer closed): asked first, then every
  // device's sign-in is refused.
  await page.goto('/my-deliveries');
  await hydrated(page, 'MyDeliveriesPage');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('Sign out on every device?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page.getByRole('status').first()).toContainText(
    'You are signed out on every device.',
    SERVER_TIMEOUT,
  );
  await expect(page.getByRole('button', { name: 'Email me a code' })).toBeVisible();
  await page.reload();
  await hydrated(page, 'MyDeliveriesPage');
  await expect(page.getByRole('button', { name: 'Email me a code' })).toBeVisible();
  const stale = await browser.newContext();
  await stale.addCookies(deviceCookies);
  const staleDevice = await stale.newPage();
  await staleDevice.goto('/my-deliveries');
  await hydrated(staleDevice, 'MyDeliveriesPage');
  await expect(staleDevice.getByRole('button', { name: 'Email me a code' })).toBeVisible();
  await stale.close();
});

test('meals under the zone’s minimum order are refused beside the meals, and what was typed stays', async ({
  page,
  request,
}) => {
  const email = `standing.minimum.${String(Date.now())}@example.co.nz`;
  await placePapamoaOrder(request, {
    name: 'Mere Ngata',
    email,
    items: [{ productId: 'beef-bolognese', quantity: 2 }],
    extra: { standing: { everyWeeks: 1, whenUnavailable: 'next_slot' } },
  });
  await signInFromInbox(page, email);
  const card = standingCard(page);
  await expect(card).toContainText('2 × Beef Bolognese', SERVER_TIMEOUT);

  await card.getByRole('button', { name: 'Change meals' }).click();
  await card.getByLabel(/^Beef Bolognese/).fill('1');
  await card.getByRole('button', { name: 'Save meals' }).click();
  await expect(card.getByRole('alert')).toContainText(
    'Delivery to Papamoa needs at least $30.00 of food after discounts',
    SERVER_TIMEOUT,
  );
  await expect(card.getByLabel(/^Beef Bolognese/)).toHaveValue('1');
  await expect(card.getByRole('button', { name: 'Save meals' })).toBeVisible();
  await page.reload();
  await hydrated(page, 'MyDeliveriesPage');
  await expect(card).toContainText('2 × Beef Bolognese', SERVER_TIMEOUT);
});
