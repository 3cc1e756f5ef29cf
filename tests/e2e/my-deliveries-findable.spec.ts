import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { signInFromInbox } from './fixtures/deliveries-sign-in.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { hydrated, shellReady } from './fixtures/islands.ts';
import { placePapamoaOrder } from './fixtures/orders.ts';
import { keptEmailsTo } from './fixtures/outbox.ts';

// A family finds My deliveries and understands it on a phone: every check here is at 390 px.
// A client address of its own, so its checkouts and code requests never meet the per-address
// limits that every other browser test from this machine's address adds to.
test.use({ extraHTTPHeaders: asNewShopper() });
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 300_000 });

/** Axe clean at the phone width, with a full-page screenshot to look at. */
async function phoneCheck(page: Page, name: string, out: (file: string) => string) {
  await expectNoAxeViolations(page);
  await page.screenshot({ path: out(`${name}-390.png`), fullPage: true });
}

/** Waits for the first email to `to` whose subject matches, and gives its text. */
async function emailText(to: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      text = (await keptEmailsTo(to)).find((mail) => subject.test(mail.subject))?.text ?? '';
      return text;
    }, SERVER_TIMEOUT)
    .not.toBe('');
  return text;
}

/** The `index`-th next delivery date of the signed-in shopper's first standing order. */
async function upcomingDate(page: Page, index: number): Promise<string> {
  const answer = await page.request.get('/api/my-deliveries');
  const view = (await answer.json()) as { standingOrders: { upcoming: { date: string }[] }[] };
  const date = view.standingOrders[0]?.upcoming[index]?.date;
  if (!date) throw new Error('No upcoming delivery to pause until');
  return date;
}

test('My deliveries is linked from the header, the phone menu, the footer and order emails', async ({
  page,
  request,
}, testInfo) => {
  const out = (file: string) => testInfo.outputPath(file);
  await page.goto('/');
  await shellReady(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const account = nav.getByRole('link', { name: 'My deliveries' }).first();
  await expect(account).toBeVisible();
  await expect(account).toHaveAttribute('href', '/my-deliveries');
  // The spec's navigation stays: the groups are in the phone menu, SHOP NOW and the cart beside.
  await nav.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#mobile-menu');
  for (const name of ['Home', 'Meals', 'Recipes', 'Blog', 'About', 'SHOP NOW', 'My deliveries']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await phoneCheck(page, 'header-menu', out);
  await nav.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'My deliveries' }),
  ).toHaveAttribute('href', '/my-deliveries');
  await account.click();
  await expect(page).toHaveURL(/\/my-deliveries$/);
  await hydrated(page, 'MyDeliveriesPage');
  await expect(page.getByRole('button', { name: 'Email me a code' })).toBeVisible();

  // A one-off order's email leads to My deliveries with the address filled in.
  const email = `findable.${String(Date.now())}@example.co.nz`;
  await placePapamoaOrder(request, { name: 'Hemi Walker', email });
  expect(await emailText(email, /order CK-/)).toContain(
    `Manage your standing orders in My deliveries: `,
  );
  expect(await emailText(email, /order CK-/)).toContain(
    `/my-deliveries?email=${encodeURIComponent(email)}`,
  );
});

test('a bank-transfer standing order says how it is paid, and each change answers where it was made', async ({
  page,
  request,
}, testInfo) => {
  const out = (file: string) => testInfo.outputPath(file);
  const email = `findable.standing.${String(Date.now())}@example.co.nz`;
  const placed = await placePapamoaOrder(request, {
    name: 'Aroha Ngata',
    email,
    items: [{ productId: 'beef-bolognese', quantity: 3 }],
    extra: { standing: { everyWeeks: 1, whenUnavailable: 'next_slot' } },
  });

  // The confirmation page: never "charged" for a bank transfer; emailed amount, reference, when.
  await page.goto(`/order-confirmation?order=${placed.id}&token=${placed.accessToken}`);
  const standing = page.getByRole('region', { name: 'Standing order' });
  await expect(standing).toContainText('we email you its amount and reference');
  await expect(standing).toContainText('we pack an order only once its payment has arrived');
  await expect(standing).not.toContainText('charged');
  await phoneCheck(page, 'confirmation-transfer-terms', out);

  await signInFromInbox(page, email);
  const card = page.locator('[data-standing-order]').first();
  await expect(card).toContainText('3 × Beef Bolognese', SERVER_TIMEOUT);

  // The first order is made and not delivered: Coming up, with its payment state.
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await expect(comingUp).toContainText(`Order ${placed.number}`);
  await expect(comingUp).toContainText(/Awaiting payment of \$\d+\.\d{2}/);
  await expect(page.getByRole('region', { name: 'Delivered' })).toContainText(
    'No orders delivered yet.',
  );
  await expect(card).toContainText(`is already made (order ${placed.number})`);
  await phoneCheck(page, 'my-deliveries-coming-up', out);

  // Skip: the answer is beside the deliveries, and has the focus.
  const first = card
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Skip / }) })
    .first();
  await first.getByRole('button', { name: /^Skip / }).click();
  const skipped = card.locator('[data-card-notice="deliveries"]');
  await expect(skipped).toContainText('Skipped', SERVER_TIMEOUT);
  await expect(skipped).toHaveAttribute('role', 'status');
  await expect(skipped).toBeFocused();
  await expect(skipped).toBeInViewport();

  // Save meals: the answer is under the meals' buttons.
  await card.getByRole('button', { name: 'Change meals' }).click();
  await card.getByLabel(/^Super Veg Sauce/).fill('2');
  await card.getByRole('button', { name: 'Save meals' }).click();
  const saved = card.locator('[data-card-notice="edit"]');
  await expect(saved).toContainText('Your meals are changed.', SERVER_TIMEOUT);
  await expect(saved).toBeFocused();
  await expect(saved).toBeInViewport();

  // Pause: a human date only, no change-by on paused weeks, and no pause offered on cancel.
  const until = await upcomingDate(page, 3);
  await card.getByLabel('Pause until').fill(until);
  await card.getByRole('button', { name: 'Pause', exact: true }).click();
  const paused = card.locator('[data-card-notice="pause"]');
  await expect(paused).toContainText(/Paused until \w{3} \d{1,2} \w{3}\./, SERVER_TIMEOUT);
  await expect(paused).toBeFocused();
  await expect(card.getByText(/^Paused until \w{3} \d{1,2} \w{3}$/)).toBeVisible();
  await expect(card).not.toContainText(until);
  const pausedWeeks = card.getByRole('listitem').filter({ hasText: '(paused)' });
  await expect(pausedWeeks.first()).toBeVisible();
  await expect(pausedWeeks.filter({ hasText: 'Change or skip by' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Cancel standing order' }).click();
  await expect(card).not.toContainText('Would a break suit you better?');
  await expect(card.getByLabel('Pause until')).toHaveCount(0);
  await phoneCheck(page, 'my-deliveries-paused-cancel', out);

  // Cancel: the order already made still comes (cancel leaves it), said where the button was.
  await card.getByLabel('Why are you cancelling?').fill('Moving house');
  await card.getByRole('button', { name: 'Cancel my standing order' }).click();
  const cancelled = card.locator('[data-card-notice="pause"]');
  await expect(cancelled).toContainText('Your standing order is cancelled.', SERVER_TIMEOUT);
  await expect(cancelled).toContainText(
    new RegExp(
      `Order ${placed.number} for \\w{3} \\d{1,2} \\w{3} is already made and still comes \\(awaiting payment of \\$`,
    ),
  );
  await expect(cancelled).toBeFocused();
  await expect(comingUp).toContainText(`Order ${placed.number}`);
  await phoneCheck(page, 'my-deliveries-cancelled', out);
});

test('the cart drawer says the free areas before any postcode, under its fixed rows', async ({
  page,
}, testInfo) => {
  await page.goto('/meals/beef-bolognese');
  await shellReady(page);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(dialog.getByRole('definition')).toHaveText(['$16.90', '$5.00', '$21.90']);
  await expect(dialog.getByText('Spend $33.10 more for free delivery')).toBeVisible();
  await expect(
    dialog.getByText(
      'Free delivery to Papamoa and Mount Maunganui: your postcode decides at checkout',
    ),
  ).toBeVisible();
  await phoneCheck(page, 'cart-free-areas', (file) => testInfo.outputPath(file));
});
