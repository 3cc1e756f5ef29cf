import { expect, test, type Page, type Response } from '@playwright/test';
import { shellReady } from './fixtures/islands.ts';

/** Every kind of public page: static, rendered on demand (meals) and the 404. */
const PAGES = [
  '/',
  '/meals',
  '/meals/beef-bolognese',
  '/recipes',
  '/recipes/two-sauce-family-lasagne',
  '/blog',
  '/blog/weeknight-dinner-plan',
  '/about',
  '/faq',
  '/how-it-works',
  '/find-meals',
  '/no-such-page',
];

/** Records what the page's policies refuse: violation events, and Chromium's console reports. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sample})`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content.Security.Policy/i.test(text)) violations.push(text);
  });
  return violations;
}

/** The policies a page is under: its CSP header and its `<meta http-equiv>` policy, if any. */
async function policies(page: Page, response: Response): Promise<string[]> {
  const fromMeta = await page
    .locator('meta[http-equiv="content-security-policy" i]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
  return [response.headers()['content-security-policy'] ?? '', ...fromMeta].filter(Boolean);
}

function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(/\s+/)[0] === name);
}

for (const path of PAGES) {
  test(`${path} is sent with the security headers and loads without a policy violation`, async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    const response = await page.goto(path);
    if (!response) throw new Error(`No answer for ${path}`);
    expect(response.status()).toBe(path === '/no-such-page' ? 404 : 200);

    const headers = response.headers();
    const hstsMaxAge = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
    expect(Number(hstsMaxAge?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(headers['strict-transport-security']).toContain('includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(directive(headers['content-security-policy'] ?? '', 'frame-ancestors')).toBe(
      "frame-ancestors 'none'",
    );

    // Some policy limits scripts to this site and hashes; none lets any inline script run.
    const pagePolicies = await policies(page, response);
    const scriptSources = pagePolicies.map((policy) => directive(policy, 'script-src'));
    expect(scriptSources.some((sources) => sources?.includes("'self'"))).toBe(true);
    for (const sources of scriptSources) expect(sources ?? '').not.toContain("'unsafe-inline'");

    // Every island has run: the shared ones (client:idle), and the page's own once scrolled to.
    // Each is scrolled to until it has run: content loading above it (the meal cards) can move
    // it away again during a smooth scroll.
    for (const island of await page.locator('astro-island[client="visible"]').all()) {
      await expect
        .poll(() =>
          island.evaluate((element) => {
            (element.firstElementChild ?? element).scrollIntoView({ behavior: 'instant' });
            return element.hasAttribute('ssr');
          }),
        )
        .toBe(false);
    }
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await shellReady(page);
    for (const image of await page.locator('main img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(violations).toEqual([]);
  });
}

test('the cart drawer and the newsletter dialog work under the policy', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/meals/beef-bolognese');
  await shellReady(page);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  await expect
    .poll(() => drawer.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/');
  await shellReady(page);
  await page.getByRole('button', { name: 'GET UPDATES' }).click();
  await expect(page.getByRole('dialog', { name: 'Join Our Newsletter' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('API answers carry their own locked-down policy and the security headers', async ({
  request,
}) => {
  for (const path of ['/api/products', '/api/faqs', '/api/user']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
  expect((await request.get('/api/user')).headers()['cache-control']).toBe('no-store');
});
