import { expect, test } from '@playwright/test';
import { checkout, fillPapamoaDelivery, openCheckout } from './fixtures/checkout.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { hydrated } from './fixtures/islands.ts';
import { keptEmailsTo } from './fixtures/outbox.ts';

// A standing order placed in the checkout is managed from its first order's confirmation page by
// that order's token alone: skip the next delivery, pause and resume, cancel. The page signs
// nobody in to My deliveries (no cookie, no link), and the email links to the sign-in page.

// A client address of its own, so its checkouts and code requests never meet the per-address
// limits that every other browser test from this machine's address adds to.
test.use({ extraHTTPHeaders: asNewShopper() });
test.describe.configure({ timeout: 300_000 });

test('the first order’s confirmation page skips, pauses and cancels its standing order, and sets no cookie', async ({
  page,
}) => {
  const email = `first.standing.${String(Date.now())}@example.co.nz`;
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  await checkout(page).getByLabel('Email', { exact: true }).fill(email);
  await checkout(page).getByLabel('Deliver this every week').check();
  const before = await page.context().cookies();
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\?order=/, SERVER_TIMEOUT);

  // The page itself, loaded again: no cookie set, no sign-in link anywhere in it.
  const loaded = await page.goto(page.url());
  expect(await loaded?.headerValue('set-cookie')).toBeNull();
  expect(await page.context().cookies()).toEqual(before);
  const html = await page.content();
  expect(html).not.toMatch(/[?&]link=/);
  // Only the site's own plain My deliveries link (header, menu, footer): the sign-in page.
  const deliveriesLinks = html.match(/\/my-deliveries[^"'\s<]*/g) ?? [];
  expect([...new Set(deliveriesLinks)]).toEqual(['/my-deliveries']);
  expect(html).not.toContain('ck_deliveries');

  const standing = page.getByRole('region', { name: 'Standing order' });
  await expect(standing).toContainText('This is the first order of your standing order: every');
  await expect(standing).toContainText('We have emailed you a link to manage all your deliveries.');
  await expect(standing.getByRole('link')).toHaveCount(0);
  // The controls load once the section is on screen.
  await standing.scrollIntoViewIfNeeded();
  await hydrated(page, 'OrderStandingControls');

  // Skip the next delivery: asked first, then told, and the list says so.
  const skip = standing.getByRole('button', { name: /^Skip / }).first();
  const label = ((await skip.textContent()) ?? '').replace(/^Skip\s*/, '').trim();
  await skip.click();
  await expect(standing).toContainText(`Skip your delivery on ${label}?`);
  await standing.getByRole('button', { name: 'Yes, skip it' }).click();
  await expect(standing.getByRole('status')).toHaveText(`Skipped ${label}.`, SERVER_TIMEOUT);
  await expect(standing).toContainText(`${label} (skipped)`);
  await expect(standing.getByRole('button', { name: `Unskip ${label}` })).toBeVisible();

  // Pause until three weeks on, then resume.
  const until = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  await standing.getByRole('button', { name: 'Pause deliveries' }).click();
  await standing.getByLabel('Pause until').fill(until);
  await standing.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(standing.getByRole('status')).toContainText('Paused until', SERVER_TIMEOUT);
  await expect(standing).toContainText('(paused)');
  await standing.getByRole('button', { name: 'Resume deliveries' }).click();
  await expect(standing.getByRole('status')).toHaveText(
    'Your deliveries are back on.',
    SERVER_TIMEOUT,
  );

  // Cancel: asked why; "Keep it" leaves it be.
  await standing.getByRole('button', { name: 'Cancel standing order' }).click();
  await standing.getByRole('button', { name: 'Keep it' }).click();
  await expect(standing.getByLabel('Why are you cancelling?')).toHaveCount(0);
  await standing.getByRole('button', { name: 'Cancel standing order' }).click();
  await standing.getByLabel('Why are you cancelling?').fill('Trying the shop once for now');
  await standing.getByRole('button', { name: 'Cancel my standing order' }).click();
  await expect(standing.getByRole('status')).toHaveText(
    'Your standing order is cancelled.',
    SERVER_TIMEOUT,
  );
  await expect(standing).toContainText('This standing order is cancelled.');
  await expect(standing.getByRole('button', { name: /^Skip / })).toHaveCount(0);
  expect(await page.context().cookies()).toEqual(before);

  // The confirmation email links to My deliveries' sign-in with the address filled in, no token.
  let text = '';
  await expect
    .poll(async () => {
      text =
        (await keptEmailsTo(email)).find((mail) => mail.subject.includes('order CK-'))?.text ?? '';
      return text;
    }, SERVER_TIMEOUT)
    .not.toBe('');
  expect(text).toContain(`/my-deliveries?email=${encodeURIComponent(email)}`);
  expect(text).not.toContain('link=');
});
