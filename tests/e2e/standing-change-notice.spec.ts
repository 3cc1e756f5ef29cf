import { expect, test } from '@playwright/test';
import { checkout, fillPapamoaDelivery, openCheckout } from './fixtures/checkout.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { signInFromInbox } from './fixtures/deliveries-sign-in.ts';
import { keptEmailsTo, type KeptEmail } from './fixtures/outbox.ts';

// A change made on My deliveries emails the customer what changed, through the SMTP stand-in,
// with the sign-in page (the address filled in) and never a signed-in link.

// A client address of its own, so its checkouts and code requests never meet the per-address
// limits that every other browser test from this machine's address adds to.
test.use({ extraHTTPHeaders: asNewShopper() });
test.describe.configure({ timeout: 300_000 });

/** Waits for an email to `to` whose subject matches. */
async function emailTo(to: string, subject: RegExp): Promise<KeptEmail> {
  let found: KeptEmail | undefined;
  await expect
    .poll(async () => {
      found = (await keptEmailsTo(to)).filter((mail) => subject.test(mail.subject)).at(-1);
      return found?.text ?? '';
    }, SERVER_TIMEOUT)
    .not.toBe('');
  if (!found) throw new Error(`No email to ${to}`);
  return found;
}

test('a skip on My deliveries emails the customer what changed', async ({ page }) => {
  const email = `standing.notice.${String(Date.now())}@example.co.nz`;
  await openCheckout(page);
  await fillPapamoaDelivery(page);
  await checkout(page).getByLabel('Email', { exact: true }).fill(email);
  await checkout(page).getByLabel('Deliver this every week').check();
  await checkout(page).getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\?order=/, SERVER_TIMEOUT);

  // Signed in as the inbox's owner: a code email asked for on the sign-in page, its link opened.
  await signInFromInbox(page, email);

  const card = page.locator('[data-standing-order]').first();
  const first = card
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Skip / }) })
    .first();
  const label = ((await first.locator('p.font-semibold').textContent()) ?? '').trim();
  await first.getByRole('button', { name: /^Skip / }).click();
  await expect(card.locator('[data-card-notice]')).toContainText(
    `Skipped ${label}`,
    SERVER_TIMEOUT,
  );

  const notice = await emailTo(email, /^Your standing order changed: skipped$/);
  expect(notice.text).toContain(`Skipped: ${label}`);
  expect(notice.text).toContain('You changed this on My deliveries.');
  expect(notice.text).toMatch(
    new RegExp(
      `sign in to My deliveries: https?://\\S+/my-deliveries\\?email=${encodeURIComponent(email).replaceAll('.', '\\.')}\\n`,
    ),
  );
  expect(notice.text).not.toContain('link=');
});
