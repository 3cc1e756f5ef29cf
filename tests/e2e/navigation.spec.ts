import { expect, test } from '@playwright/test';

test.describe('navigation and footer', () => {
  test('the top bar has the two link groups, SHOP NOW and highlights the current page', async ({
    page,
  }) => {
    await page.goto('/meals');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Meals', 'Recipes', 'Blog', 'About']) {
      await expect(nav.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Meals', exact: true }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home', exact: true }).first()).not.toHaveAttribute(
      'aria-current',
    );
    await nav.getByRole('link', { name: 'SHOP NOW' }).first().click();
    await expect(page).toHaveURL(/\/meals$/);
  });

  test('the footer has its links, My deliveries and the Admin Portal included', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    const expected = {
      'Our Meals': '/meals',
      'How It Works': '/how-it-works',
      'About Us': '/about',
      Contact: '/#contact',
      FAQ: '/faq',
      'My deliveries': '/my-deliveries',
      'Admin Portal': '/admin/login',
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu toggle opens and closes the menu, and a link click closes it', async ({
      page,
    }) => {
      await page.goto('/');
      const toggle = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Menu' });
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(menu).toBeHidden();
      await toggle.click();
      await menu.getByRole('link', { name: 'Recipes' }).click();
      await expect(page).toHaveURL(/\/recipes$/);
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });
  });
});

test.describe('home page', () => {
  test('has its nine sections in order, contact last', async ({ page }) => {
    await page.goto('/');
    const headings = await page.locator('main h1, main h2').allTextContents();
    expect(headings).toEqual([
      'Real home-cooked dinners, ready in minutes',
      'Our meals',
      'Why families love it',
      'How it works',
      'What families say',
      'Our story',
      'Frequently asked questions',
      'Ready for easier dinners?',
      'Get in touch',
    ]);
    for (const id of ['meals', 'how-it-works', 'about', 'faq', 'contact']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
  });

  test('HOW IT WORKS scrolls to the steps', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'HOW IT WORKS', exact: true }).click();
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test('scrolls to the anchor in the URL on load and on hash change', async ({ page }) => {
    await page.goto('/#faq');
    await expect(page.locator('#faq')).toBeInViewport();
    await page.evaluate(() => {
      window.location.hash = '#contact';
    });
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the meal cards show with badges and open the meal page', async ({ page }) => {
    await page.goto('/#meals');
    const section = page.locator('#meals');
    const cards = section.getByRole('link', { name: /Super Veg Sauce/ });
    await expect(cards).toBeVisible();
    await expect(
      section.getByRole('listitem').filter({ hasText: 'Bestseller' }).first(),
    ).toBeVisible();
    await cards.click();
    await expect(page).toHaveURL(/\/meals\/super-veg-sauce$/);
  });

  test('falls back to the preview placeholder when a meal image fails', async ({ page }) => {
    await page.route('**/images/meals/beef-bolognese.svg', (route) =>
      route.fulfill({ status: 404 }),
    );
    await page.goto('/#meals');
    const image = page
      .locator('#meals')
      .getByRole('img', { name: 'A tray of Beef Bolognese cubes' });
    await expect(image).toHaveAttribute('src', '/images/meals/preview-placeholder.svg');
    await expect(image).toHaveCSS('opacity', '1');
  });
});

test.describe('meal pages', () => {
  test('the meal list shows every meal in the fixed order', async ({ page }) => {
    await page.goto('/meals');
    const names = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(names.slice(0, 3)).toEqual([
      'Super Veg Sauce',
      'Beef Bolognese',
      'Kids Chilli Con Carne',
    ]);
  });

  test('a meal page carries the SEO a shop needs in the HTML the server sends', async ({
    request,
  }) => {
    const response = await request.get('/meals/beef-bolognese');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Beef Bolognese | Cube Kitchen</title>');
    expect(html).toMatch(/<meta name="description" content="New Zealand grass-fed beef/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/meals\/beef-bolognese"/);
    expect(html).toMatch(/<meta property="og:type" content="product"/);
    const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Product',
      name: 'Beef Bolognese',
      offers: { priceCurrency: 'NZD', price: '16.90', availability: 'https://schema.org/InStock' },
    });
    expect(response.headers()['netlify-cache-tag']).toBe('products,product-beef-bolognese');
  });

  test('an unknown meal answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/meals/no-such-meal');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test('the 404 page has its texts, Go Back and Home', async ({ page }) => {
  await page.goto('/meals');
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(
    page.getByText(
      "We couldn't find the page you're looking for. It might have been moved or deleted.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/meals$/);
  await page.goto('/no-such-page');
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
