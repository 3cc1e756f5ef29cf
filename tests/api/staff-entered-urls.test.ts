// Issue 26, finding 3: a product's image pointed at another site (`/\evil.example/pixel.png`)
// and reached the meal page's og:image and JSON-LD and every campaign's meal card. Links and
// images staff enter are refused unless they resolve on the site (or, for links, to https), and
// a bad value already stored never makes a page or an email load from elsewhere.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import campaignsHandler from '../../netlify/functions/admin-campaigns.mts';
import marketingHandler from '../../netlify/functions/admin-marketing.mts';
import adminProducts from '../../netlify/functions/admin-products.mts';
import bannerHandler from '../../netlify/functions/banner.mts';
import productsHandler from '../../netlify/functions/products.mts';
import type { AdminProduct } from '../../src/lib/admin/areas/products.ts';
import { ProductFieldsSchema } from '../../src/lib/forms/product.ts';
import { MEAL_PLACEHOLDER_IMAGE } from '../../src/lib/products/product-image.ts';
import type { ShopProduct } from '../../src/lib/products/product.ts';
import { pageImageUrl, SITE_IMAGE_MESSAGE, SITE_LINK_MESSAGE } from '../../src/lib/site-url.ts';
import { getShopProduct, products } from '../../src/server/catalog/catalog.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { recordCollection } from '../../src/server/blobs/records.ts';
import { BannerSchema } from '../../src/lib/marketing/banner.ts';
import { mealJsonLd } from '../../src/server/catalog/meal-pages.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());

// No SMTP_URL: emails are kept in the outbox, as under `npm run dev`.
beforeAll(() => {
  vi.stubEnv('SMTP_URL', '');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const PIXEL = '/\\evil.example/pixel.png';
const TRICKS = [
  PIXEL,
  '//evil.example/pixel.png',
  '\\\\evil.example/pixel.png',
  '/%5Cevil.example/pixel.png',
  '/%2F%2Fevil.example/pixel.png',
  '/\t/evil.example/pixel.png',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
];

async function adminProduct(id: string): Promise<AdminProduct> {
  const { status, body } = await call(adminProducts, `/api/admin/products/${id}`, {
    params: { id },
    headers: team.staff,
  });
  expect(status).toBe(200);
  return body as AdminProduct;
}

/** Writes a value straight to the store, as a record saved under older rules would be. */
async function storeImage(id: string, image: string): Promise<void> {
  await products.update(id, (current) => {
    if (!current) throw new Error(`no product ${id}`);
    return { ...current, image };
  });
}

describe('product images staff enter', () => {
  it('refuses an image that would load from another site, with a message beside the field', async () => {
    const product = await adminProduct('beef-bolognese');
    const fields = ProductFieldsSchema.parse(product);
    for (const image of TRICKS) {
      const { status, body } = await call(adminProducts, '/api/admin/products/beef-bolognese', {
        method: 'PUT',
        params: { id: 'beef-bolognese' },
        json: { ...fields, image, revision: product.revision },
        headers: team.staff,
      });
      expect(status, JSON.stringify(image)).toBe(400);
      expect(body, JSON.stringify(image)).toMatchObject({ errors: { image: SITE_IMAGE_MESSAGE } });
    }
    expect((await adminProduct('beef-bolognese')).image).toBe(product.image);
  });

  it('stores a site path as it resolves', async () => {
    const product = await adminProduct('butter-chicken');
    const { status, body } = await call(adminProducts, '/api/admin/products/butter-chicken', {
      method: 'PUT',
      params: { id: 'butter-chicken' },
      json: {
        ...ProductFieldsSchema.parse(product),
        image: '/images/meals/../meals/butter-chicken.svg',
        revision: product.revision,
      },
      headers: team.staff,
    });
    expect(status).toBe(200);
    expect((body as AdminProduct).image).toBe('/images/meals/butter-chicken.svg');
  });
});

describe('a bad image already in the store', () => {
  beforeAll(async () => {
    await storeImage('kids-chilli-con-carne', PIXEL);
  });

  it('never reaches shoppers: the API, the meal page og:image and its JSON-LD', async () => {
    const list = (await call(productsHandler, '/api/products')).body as ShopProduct[];
    const listed = list.find((product) => product.id === 'kids-chilli-con-carne');
    expect(listed?.image).toBe(MEAL_PLACEHOLDER_IMAGE);

    // What the meal page renders its head from (src/pages/meals/[id].astro, BaseLayout).
    const meal = await getShopProduct('kids-chilli-con-carne');
    if (!meal) throw new Error('the meal is on sale');
    const pageUrl = new URL('/meals/kids-chilli-con-carne', SITE_ORIGIN);
    const ogImage = pageImageUrl(meal.image, pageUrl, '/images/og-default.png');
    expect(new URL(ogImage).origin).toBe(SITE_ORIGIN);
    expect(ogImage).not.toContain('evil.example');
    const jsonLd = JSON.stringify(mealJsonLd(meal, pageUrl, 'Cube Kitchen'));
    expect(jsonLd).not.toContain('evil.example');
    // Even handed the stored value itself, the page's rules keep it on the site.
    expect(pageImageUrl(PIXEL, pageUrl, '/images/og-default.png')).toBe(
      `${SITE_ORIGIN}/images/og-default.png`,
    );
    expect(JSON.stringify(mealJsonLd({ ...meal, image: PIXEL }, pageUrl, 'CK'))).not.toContain(
      'evil.example',
    );
  });

  it('never reaches a campaign email: the preview and the message sent leave the picture out', async () => {
    const draft = {
      subject: 'Chilli night',
      bodyMarkdown: 'Kia ora {{name}}',
      mealCards: ['kids-chilli-con-carne', 'beef-bolognese'],
      audience: { kind: 'everyone' },
    };
    const preview = await call(campaignsHandler, '/api/admin/campaigns/preview', {
      json: draft,
      headers: team.admin,
    });
    expect(preview.status).toBe(200);
    const { html } = preview.body as { html: string };
    expect(html).toContain('Kids Chilli Con Carne');
    expect(html).not.toContain('evil.example');
    // The other meal keeps its picture, absolute on the shop's origin.
    expect(html).toMatch(new RegExp(`<img src="${SITE_ORIGIN}/images/meals/beef-bolognese`));

    const created = await call(campaignsHandler, '/api/admin/campaigns', {
      json: draft,
      headers: team.admin,
    });
    const { id } = created.body as { id: string };
    const sent = await call(campaignsHandler, `/api/admin/campaigns/${id}/test`, {
      json: { to: 'owner@example.com' },
      params: { id },
      headers: team.admin,
    });
    expect(sent.status).toBe(200);
    const message = (await outbox.list()).find((kept) => kept.subject === '[Test] Chilli night');
    expect(message?.html).toContain('Kids Chilli Con Carne');
    expect(message?.html).not.toContain('evil.example');
    expect(message?.html).toContain(`${SITE_ORIGIN}/images/meals/beef-bolognese`);
  });
});

describe('banner links', () => {
  const SALE = { message: 'Winter sale', startsAt: '', endsAt: '', active: true, revision: 0 };

  it('refuses a link that leaves the site in disguise, and stores a good one as it resolves', async () => {
    for (const link of TRICKS) {
      const { status, body } = await call(marketingHandler, '/api/admin/banner', {
        method: 'PUT',
        json: { ...SALE, link },
        headers: team.admin,
      });
      expect(status, JSON.stringify(link)).toBe(400);
      expect(body).toMatchObject({ errors: { link: SITE_LINK_MESSAGE } });
    }
    const saved = await call(marketingHandler, '/api/admin/banner', {
      method: 'PUT',
      json: { ...SALE, link: 'HTTPS://CubeKitchen.co.nz/meals' },
      headers: team.admin,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ banner: { link: 'https://cubekitchen.co.nz/meals' } });
  });

  it('drops a bad link already stored from what shoppers get', async () => {
    const stored = recordCollection({ prefix: 'site-banner', schema: BannerSchema });
    await stored.update('current', () => ({
      message: 'Old banner',
      link: '/%5Cevil.example/',
      active: true,
    }));
    const { body } = await call(bannerHandler, '/api/banner');
    expect(body).toMatchObject({ banner: { message: 'Old banner' } });
    expect(JSON.stringify(body)).not.toContain('evil.example');
  });
});
