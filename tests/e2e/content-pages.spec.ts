import { expect, test, type Page } from '@playwright/test';

/** The editorial pages with the one h1 each must show. */
const PAGES = [
  { path: '/blog', heading: 'The Cube Kitchen blog' },
  {
    path: '/blog/weeknight-dinner-plan',
    heading: 'A five-night dinner plan from one freezer drawer',
  },
  { path: '/recipes', heading: 'Recipes' },
  { path: '/recipes/two-sauce-family-lasagne', heading: 'Two-sauce family lasagne' },
  { path: '/about', heading: 'About Cube Kitchen' },
  { path: '/how-it-works', heading: 'How it works' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/find-meals', heading: 'Find our meals' },
  { path: '/logo-concepts', heading: 'Logo concepts' },
];

/** Every picture in the page's main content: from this site, sized, described and served. */
async function expectWellMadeImages(page: Page): Promise<void> {
  const images = await page
    .getByRole('main')
    .locator('img')
    .evaluateAll((elements) =>
      elements.map((img) => ({
        src: img.getAttribute('src') ?? '',
        alt: img.getAttribute('alt') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        decoding: img.getAttribute('decoding'),
      })),
    );
  for (const image of images) {
    expect(image.src, 'images are served by the site itself').toMatch(/^\/(?!\/)/);
    expect(image.alt.trim(), `${image.src} has alt text`).not.toBe('');
    expect(image.width && image.height, `${image.src} has width and height`).toBeTruthy();
    expect(image.decoding).toBe('async');
    expect((await page.request.get(image.src)).status(), `${image.src} loads`).toBe(200);
  }
}

for (const { path, heading } of PAGES) {
  test(`${path} loads with its heading and well-made images`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectWellMadeImages(page);
  });
}

test('the blog lists posts newest first and opens a post', async ({ page }) => {
  await page.goto('/blog');
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles.first()).toHaveText('Keeping frozen food frozen in a Bay of Plenty summer');
  await expect(page.getByRole('main').locator('time').first()).toHaveText('11 November 2026');

  await page
    .getByRole('link', { name: 'Hidden veg for fussy toddlers: what actually works' })
    .click();
  await expect(page).toHaveURL(/\/blog\/fussy-toddlers-hidden-veg$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hidden veg for fussy toddlers: what actually works',
  );
  await expect(page.getByRole('heading', { name: 'Keep portions tiny', level: 2 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a recipe opens from the list with its cubes, ingredients, method and cart action', async ({
  page,
}) => {
  await page.goto('/recipes');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(7);
  await page.getByRole('link', { name: 'Bolognese jacket potatoes' }).click();
  await expect(page).toHaveURL(/\/recipes\/bolognese-jacket-potatoes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bolognese jacket potatoes');

  const cubes = page.getByRole('region', { name: 'Cubes you need' });
  await expect(cubes.getByRole('link', { name: 'Beef Bolognese' })).toHaveAttribute(
    'href',
    '/meals/beef-bolognese',
  );
  await expect(cubes).toContainText('8 cubes, from 1 pack');
  await expect(cubes.getByRole('button', { name: 'Add these packs to the cart' })).toBeVisible();

  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  await expect(ingredients.getByRole('listitem').first()).toHaveText('8 Beef Bolognese cubes');
  const method = page.getByRole('region', { name: 'Method' });
  await expect(method.getByRole('listitem')).toHaveCount(6);
  await expect(page.locator('dt:has-text("Serves") + dd')).toHaveText('4');
});

test('the FAQ opens one answer at a time and closes it again', async ({ page }) => {
  await page.goto('/faq');
  const answers = page.getByRole('main').locator('details');
  await expect(answers).toHaveCount(10);
  const first = answers.nth(0);
  const second = answers.nth(1);

  await first.getByText('What exactly is a sauce cube?').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.getByText('A pack holds 9 cubes.', { exact: false })).toBeVisible();

  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');

  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open');
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(0);
});

test('find meals shows kitchen pickup and the Bay of Plenty stockists', async ({ page }) => {
  await page.goto('/find-meals');
  const pickup = page.getByRole('region', { name: 'Pick up from the Cube Kitchen kitchen' });
  await expect(pickup).toContainText('24 Te Okuroa Drive, Papamoa, Tauranga 3118');
  const stockists = page.getByRole('region', { name: 'Shops and markets' });
  await expect(stockists.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(stockists).toContainText('Kiwifruit Country Butchery');
});
