import { expect, test } from '@playwright/test';

// astro dev compiles each page and function on first use: slow on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test('the home page shows testimonials with star ratings and an FAQ that opens one answer at a time', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Cube Kitchen/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const testimonials = page.getByRole('region', { name: 'What families say' });
  await expect(testimonials.getByRole('listitem')).not.toHaveCount(0);
  await expect(testimonials.getByRole('img', { name: 'Rated 4.5 out of 5' }).first()).toBeVisible();

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const first = faq.locator('details').nth(0);
  const second = faq.locator('details').nth(1);
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open', '');
  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open', '');
});

test('the footer carries the shop’s contact details and food-safety registration', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Papamoa');
  await expect(footer.getByRole('link', { name: 'hello@cubekitchen.co.nz' })).toBeVisible();
  await expect(footer).toContainText('Food Control Plan');
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
});

test('the products API answers the seeded meals in the fixed order', async ({ request }) => {
  const response = await request.get('/api/products');
  expect(response.status()).toBe(200);
  const names = ((await response.json()) as { name: string }[]).map((product) => product.name);
  expect(names.slice(0, 3)).toEqual(['Super Veg Sauce', 'Beef Bolognese', 'Kids Chilli Con Carne']);
  expect(names.length).toBeGreaterThanOrEqual(8);
});

test('a contact message sent from the page with a solved challenge is accepted', async ({
  page,
}) => {
  await page.goto('/');
  // The browser itself sends the request, so Origin and Sec-Fetch-Site are the real ones.
  const statuses = await page.evaluate(async () => {
    const challenge = (await (await fetch('/api/challenge')).json()) as {
      a: number;
      b: number;
      token: string;
    };
    const send = (answer: number) =>
      fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Smoke Test',
          email: 'smoke@example.co.nz',
          subject: 'question',
          message: 'Is the Super Veg Sauce suitable for a one-year-old?',
          humanVerification: String(answer),
          challengeToken: challenge.token,
        }),
      }).then((response) => response.status);
    return [await send(challenge.a + challenge.b + 1), await send(challenge.a + challenge.b)];
  });
  expect(statuses).toEqual([400, 201]);
});

test('an unknown path answers 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
});
