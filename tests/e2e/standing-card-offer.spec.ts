import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { STRIPE_STAND_IN_ORIGIN } from './fixtures/stripe.ts';

// The first order of a card standing order, paid on Stripe: its confirmation page offers to save
// the card the next deliveries are charged on, through Stripe's setup page, and stops offering
// once the card is saved.

test.describe.configure({ timeout: 180_000 });

test('a card standing order’s confirmation page saves the card for next deliveries', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const options = await page.request.get('/api/delivery/options?postcode=3118');
  const { days } = (await options.json()) as {
    days: { date: string; slots: { slotId: string }[] }[];
  };
  // A weekly slot: the first day's first window.
  const day = days[0];
  const placed = await page.request.post('/api/orders', {
    headers: { origin },
    data: {
      idempotencyKey: crypto.randomUUID(),
      items: [{ productId: 'beef-bolognese', quantity: 3 }],
      customer: {
        name: 'Aroha Tane',
        email: `standing-${String(Date.now())}@example.co.nz`,
        phone: '021 123 4567',
      },
      fulfilment: {
        method: 'delivery',
        address: { line1: '12 Pacific Ave', suburb: 'Papamoa', city: 'Tauranga', postcode: '3118' },
        date: day?.date,
        slotId: day?.slots[0]?.slotId,
      },
      paymentMethod: 'card',
      termsAccepted: true,
      standing: { everyWeeks: 1, whenUnavailable: 'next_slot' },
    },
  });
  expect(placed.status()).toBe(201);
  const { paymentUrl } = (await placed.json()) as { paymentUrl: string };
  await page.goto(paymentUrl);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/order-confirmation\?order=/, SERVER_TIMEOUT);
  const confirmation = page.url();

  const offer = page.getByRole('region', { name: 'Save your card for next deliveries' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [390, 820, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `/tmp/so-job/confirmation-${String(width)}.png`,
      fullPage: true,
    });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
  }

  await offer.getByRole('button', { name: 'Save your card' }).click();
  await page.waitForURL(new RegExp(`^${STRIPE_STAND_IN_ORIGIN}/c/pay/`), SERVER_TIMEOUT);
  await expect(page.getByRole('heading', { name: 'Save your card' })).toBeVisible();
  await page.getByRole('button', { name: 'Save card', exact: true }).click();
  await page.waitForURL(`${origin}/my-deliveries?card=saved`, SERVER_TIMEOUT);

  await page.goto(confirmation);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
