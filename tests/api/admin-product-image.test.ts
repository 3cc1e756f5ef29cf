import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import productImages from '../../netlify/functions/product-images.mts';
import productsHandler from '../../netlify/functions/products.mts';
import type { AdminProduct } from '../../src/lib/admin/areas/products.ts';
import { ProductFieldsSchema, type ProductFields } from '../../src/lib/forms/product.ts';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_MEDIA_PREFIX,
  variantFilesOf,
} from '../../src/lib/products/product-image.ts';
import type { ShopProduct } from '../../src/lib/products/product.ts';
import { auditLog } from '../../src/server/audit.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { PRODUCT_IMAGE_STORE } from '../../src/server/catalog/product-images.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, newClientIp, SITE_ORIGIN } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());

/** A photo-like picture (noise, so it has detail to compress) made by sharp. */
async function picture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp',
  orientation?: number,
): Promise<Uint8Array> {
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
  let image = sharp(noise, { raw: { width, height, channels: 3 } }).toFormat(format);
  if (orientation) image = image.withMetadata({ orientation });
  return new Uint8Array(await image.toBuffer());
}

const latest = async (id: string): Promise<AdminProduct> => {
  const { body } = await call(adminProducts, `/api/admin/products/${id}`, {
    params: { id },
    headers: team.admin,
  });
  return body as AdminProduct;
};

/** POSTs a file as the admin app's upload does (multipart, field `file`). */
async function upload(
  id: string,
  bytes: Uint8Array,
  options: {
    revision?: number;
    headers?: Record<string, string>;
    name?: string;
    type?: string;
  } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const revision = options.revision ?? (await latest(id)).revision;
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }),
    options.name ?? 'photo.jpg',
  );
  const request = new Request(
    `${SITE_ORIGIN}/api/admin/products/${id}/image?revision=${String(revision)}`,
    { method: 'POST', body: form, headers: options.headers ?? team.staff },
  );
  const response = await adminProducts(request, {
    ip: newClientIp(),
    params: { id },
    waitUntil: () => undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const served = (path: string, init: RequestInit = {}) =>
  productImages(new Request(`${SITE_ORIGIN}${path}`, init));

describe('POST /api/admin/products/{id}/image', () => {
  it('turns a JPEG upright, crops it to 4:3, serves WebP sizes no wider than it, and audits it', async () => {
    const before = await latest('beef-bolognese');
    // 1200 × 900 stored sideways (EXIF 6): upright it is 900 × 1200, cropped to 900 × 675.
    const { status, body } = await upload('beef-bolognese', await picture(1200, 900, 'jpeg', 6), {
      headers: team.staff,
    });
    expect(status).toBe(200);
    const saved = body as unknown as AdminProduct;
    expect(saved.image).toMatch(/^\/media\/products\/[0-9a-f]{32}-640\.webp$/);
    expect(saved.revision).toBe(before.revision + 1);
    expect(saved.name).toBe(before.name);

    const files = variantFilesOf(saved.image);
    expect(files.map((file) => file.replace(/^.*-/, ''))).toEqual([
      '320.webp',
      '480.webp',
      '640.webp',
    ]);
    for (const file of files) {
      const response = await served(`${PRODUCT_MEDIA_PREFIX}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width && meta.height && meta.width / meta.height).toBeCloseTo(4 / 3, 2);
      expect(meta.exif).toBeUndefined();
    }

    const shop = await call(productsHandler, '/api/products/beef-bolognese', {
      params: { id: 'beef-bolognese' },
    });
    expect((shop.body as ShopProduct).image).toBe(saved.image);
    expect(await auditLog.list()).toContainEqual(
      expect.objectContaining({
        action: 'product.image',
        target: 'products/beef-bolognese',
        before: expect.objectContaining({ image: before.image }) as unknown,
        after: expect.objectContaining({ image: saved.image }) as unknown,
        actor: expect.objectContaining({ username: 'packer' }) as unknown,
      }),
    );
  });

  it('takes PNG and WebP by their content whatever their name, and deletes the photo it replaces', async () => {
    const png = await upload('butter-chicken', await picture(2000, 1500, 'png'), {
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(png.status).toBe(200);
    const first = (png.body as unknown as AdminProduct).image;
    expect(first).toMatch(/-1280\.webp$/);

    const webp = await upload('butter-chicken', await picture(500, 400, 'webp'), {
      name: 'no-extension',
      type: '',
    });
    expect(webp.status).toBe(200);
    const second = (webp.body as unknown as AdminProduct).image;
    expect(second).toMatch(/-480\.webp$/);
    for (const file of variantFilesOf(first)) {
      expect((await served(`${PRODUCT_MEDIA_PREFIX}${file}`)).status).toBe(404);
    }
    expect((await served(second)).status).toBe(200);
  });

  it.each([
    [
      'a PDF named .jpg',
      new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF'),
      PRODUCT_IMAGE_MESSAGES.notAnImage,
    ],
    [
      'a text file named .jpg',
      new TextEncoder().encode('just some words, not a photo'),
      PRODUCT_IMAGE_MESSAGES.notAnImage,
    ],
  ])('refuses %s with a message beside the field', async (_what, bytes, message) => {
    const { status, body } = await upload('thai-green-curry', bytes);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ file: message });
  });

  it('refuses a GIF, a truncated JPEG and a photo too small for the cards', async () => {
    const gif = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c60' },
    })
      .gif()
      .toBuffer();
    expect((await upload('thai-green-curry', new Uint8Array(gif))).body.errors).toEqual({
      file: PRODUCT_IMAGE_MESSAGES.notAnImage,
    });
    const jpeg = await picture(1200, 900, 'jpeg');
    const truncated = await upload('thai-green-curry', jpeg.slice(0, jpeg.length / 2));
    expect(truncated.status).toBe(400);
    expect(truncated.body.errors).toEqual({ file: PRODUCT_IMAGE_MESSAGES.damaged });
    const small = await upload('thai-green-curry', await picture(600, 250, 'png'));
    expect(small.status).toBe(400);
    expect(small.body.errors).toEqual({ file: PRODUCT_IMAGE_MESSAGES.tooSmall });
    expect((await latest('thai-green-curry')).image).toBe('/images/meals/thai-green-curry.svg');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { status, body } = await upload(
      'thai-green-curry',
      new Uint8Array(MAX_PRODUCT_IMAGE_BYTES + 1),
    );
    expect(status).toBe(413);
    expect(body.message).toBe(PRODUCT_IMAGE_MESSAGES.tooLarge);
  });

  it('keeps the photo when the product is saved without an image, and a new product shows the placeholder', async () => {
    const { body } = await upload('kids-chilli-con-carne', await picture(800, 600, 'jpeg'));
    const uploaded = body as unknown as AdminProduct;
    const { id, revision } = uploaded;
    // The form's fields, without an image: the photo is uploaded on its own.
    const fields: Partial<ProductFields> = ProductFieldsSchema.parse(uploaded);
    delete fields.image;
    const saved = await call(adminProducts, `/api/admin/products/${id}`, {
      method: 'PUT',
      params: { id },
      json: { ...fields, name: 'Kids Chilli (mild)', revision },
      headers: team.admin,
    });
    expect(saved.status).toBe(200);
    expect((saved.body as AdminProduct).image).toBe(uploaded.image);

    const created = await call(adminProducts, '/api/admin/products', {
      method: 'POST',
      json: { ...fields, name: 'Photo-less Pasta Sauce', status: 'draft' },
      headers: team.staff,
    });
    expect(created.status).toBe(201);
    expect((created.body as AdminProduct).image).toBe('/images/meals/preview-placeholder.svg');
  });

  it('refuses a stale revision with 409 and keeps none of the refused photo', async () => {
    const product = await latest('lamb-rogan-josh');
    const keysBefore = (await openStore(PRODUCT_IMAGE_STORE).list()).blobs.length;
    const { status, body } = await upload('lamb-rogan-josh', await picture(800, 600, 'jpeg'), {
      revision: product.revision - 1 || 99,
    });
    expect(status).toBe(409);
    expect(body.reason).toBe('stale_edit');
    expect((await openStore(PRODUCT_IMAGE_STORE).list()).blobs.length).toBe(keysBefore);
    expect((await latest('lamb-rogan-josh')).image).toBe(product.image);
  });

  it('answers 404 for an unknown product', async () => {
    const bytes = await picture(800, 600, 'jpeg');
    expect((await upload('no-such-meal', bytes, { revision: 1 })).status).toBe(404);
  });

  it('asks for the revision the editor read', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await picture(800, 600, 'jpeg'))]), 'a.jpg');
    const response = await adminProducts(
      new Request(`${SITE_ORIGIN}/api/admin/products/beef-bolognese/image`, {
        method: 'POST',
        body: form,
        headers: team.admin,
      }),
      { ip: newClientIp(), params: { id: 'beef-bolognese' }, waitUntil: () => undefined },
    );
    expect(response.status).toBe(400);
  });
});

describe('GET /media/products/{file}', () => {
  it('answers HEAD and a repeat with the same ETag (304), and 404 for unknown or odd names', async () => {
    const { body } = await upload('mushroom-stroganoff', await picture(700, 525, 'jpeg'));
    const image = (body as unknown as AdminProduct).image;
    const first = await served(image);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const head = await served(image, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(await head.text()).toBe('');
    const repeat = await served(image, { headers: { 'if-none-match': etag ?? '' } });
    expect(repeat.status).toBe(304);

    expect((await served(`${PRODUCT_MEDIA_PREFIX}${'0'.repeat(32)}-640.webp`)).status).toBe(404);
    expect((await served(`${PRODUCT_MEDIA_PREFIX}..%2Fshop%2Fproducts-640.webp`)).status).toBe(404);
    expect((await served(`${PRODUCT_MEDIA_PREFIX}x.webp`)).status).toBe(404);
    expect((await served(image, { method: 'POST' })).status).toBe(405);
  });
});
