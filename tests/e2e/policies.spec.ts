import { expect, test, type APIRequestContext } from '@playwright/test';
import { ownerToken } from './fixtures/admin.ts';
import { checkout, openCheckout } from './fixtures/checkout.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';

/** The four policy pages with the h1 and meta description each must show. */
const PAGES = [
  { path: '/terms', heading: 'Terms of sale', link: 'Terms of sale' },
  { path: '/privacy', heading: 'Privacy', link: 'Privacy' },
  { path: '/refunds', heading: 'Refunds', link: 'Refunds' },
  { path: '/delivery', heading: 'Delivery and pickup', link: 'Delivery' },
];

for (const { path, heading } of PAGES) {
  test(`${path}: 200, titled and dated`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} | Cube Kitchen`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
    await expect(page.getByRole('main').getByText(/^Last updated/)).toContainText(
      /\d{1,2} \w+ 20\d\d/,
    );
    // The shop's details come from content/site.json into the text.
    if (path !== '/delivery') {
      await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toHaveAttribute(
        'href',
        /^mailto:/,
      );
    }
  });
}

test('the footer links every policy page, and each link opens it', async ({ page }) => {
  await page.goto('/');
  const policies = page.getByRole('navigation', { name: 'Shop policies' });
  for (const { path, link } of PAGES) {
    await expect(policies.getByRole('link', { name: link, exact: true })).toHaveAttribute(
      'href',
      path,
    );
  }
  await policies.getByRole('link', { name: 'Refunds', exact: true }).click();
  await expect(page).toHaveURL(/\/refunds$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refunds');
});

test('the checkout terms box opens the terms in a new tab and keeps what was typed', async ({
  page,
}) => {
  await openCheckout(page);
  await checkout(page).getByLabel('Name', { exact: true }).fill('Aroha Tane');
  const terms = checkout(page).getByRole('link', { name: /terms and conditions/ });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(terms).toHaveAttribute('rel', /noopener/);
  await expect(terms).toContainText('(opens in new tab)');
  const [opened] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await opened.waitForLoadState();
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Terms of sale');
  await expect(checkout(page).getByLabel('Name', { exact: true })).toHaveValue('Aroha Tane');
  // Following the link does not tick the box for the shopper.
  await expect(checkout(page).getByLabel('I accept the terms and conditions')).not.toBeChecked();
});

/** Makes a zone of this test's own (through the admin API) with one weekly window. */
async function ownZone(request: APIRequestContext, headers: Record<string, string>) {
  const name = `Katikati ${String(Date.now())}`;
  const created = await request.post('/api/admin/delivery-zones', {
    headers,
    data: {
      name,
      kind: 'delivery',
      suburbs: ['Katikati'],
      postcodes: ['3129'],
      feeCents: 900,
      freeDeliveryThresholdCents: null,
      minimumOrderCents: 4500,
    },
  });
  expect(created.status()).toBe(201);
  const zone = (await created.json()) as Record<string, unknown> & { id: string };
  const slot = await request.post('/api/admin/delivery-slots', {
    headers,
    data: {
      zoneId: zone.id,
      weekday: 5,
      start: '10:00',
      end: '12:00',
      capacity: 5,
      cutoffHours: 48,
    },
  });
  expect(slot.status()).toBe(201);
  const { id: slotId } = (await slot.json()) as { id: string };
  return { zone, name, slotId };
}

test('/delivery shows the live zones: a fee staff change shows on the page', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const { zone, name, slotId } = await ownZone(request, headers);
  try {
    await page.goto('/delivery');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    // The page's instance may reuse the schedule it read for up to 5 s, from before the zone.
    await expect(async () => {
      await page.reload();
      await expect(card).toContainText('Katikati (postcode 3129)', { timeout: 1_000 });
    }).toPass(SERVER_TIMEOUT);
    await expect(card).toContainText('$9.00');
    await expect(card).toContainText('$45.00');
    await expect(card).toContainText('Friday, 10:00am–12:00pm (Order 2 days ahead)');
    // The seeded zones are there too, from the same store.
    await expect(page.getByRole('heading', { name: 'Tauranga', level: 3 })).toBeVisible();

    const changed = await request.put(`/api/admin/delivery-zones/${zone.id}`, {
      headers,
      data: { ...zone, feeCents: 1250 },
    });
    expect(changed.status()).toBe(200);
    // Likewise after the change.
    await expect(async () => {
      await page.reload();
      await expect(card).toContainText('$12.50', { timeout: 1_000 });
    }).toPass(SERVER_TIMEOUT);
  } finally {
    await request.delete(`/api/admin/delivery-slots/${slotId}`, { headers });
    await request.delete(`/api/admin/delivery-zones/${zone.id}`, { headers });
  }
});

test('the sitemap lists the policy pages and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const { path } of PAGES) expect(xml).toContain(`${path}</loc>`);
  expect(xml).toContain('/meals/beef-bolognese</loc>');
  expect(xml).not.toContain('logo-concepts');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});
