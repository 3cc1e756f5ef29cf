import { describe, expect, it } from 'vitest';
import { NewProductRequestSchema } from '../../src/lib/forms/product.ts';
import {
  PRODUCT_ID_MAX_LENGTH,
  productIdAttempt,
  productIdFromName,
} from '../../src/lib/products/product-id.ts';
import { SLUG_PATTERN } from '../../src/lib/slug.ts';
import { BOLOGNESE_FIELDS } from '../fixtures/products.ts';
import {
  catalogFieldsOf,
  isOnSale,
  lowStockThresholdOf,
  StoredProductSchema,
} from '../../src/lib/products/product.ts';

describe('productIdFromName', () => {
  it.each([
    ['Beef Bolognese', 'beef-bolognese'],
    ['Kūmara & Lentil Dahl!', 'kumara-lentil-dahl'],
    ['  Kids   Chilli -- Con Carne  ', 'kids-chilli-con-carne'],
    ['Crème Brûlée 2.0', 'creme-brulee-2-0'],
    ['</script><script>alert(1)</script>', 'script-script-alert-1-script'],
  ])('%s -> %s', (name, id) => {
    expect(productIdFromName(name)).toBe(id);
    expect(id).toMatch(SLUG_PATTERN);
  });

  it('gives null for a name with no letters or digits', () => {
    expect(productIdFromName('!!! & ???')).toBeNull();
  });

  it('keeps long names within the id length, never ending on a dash', () => {
    const id = productIdFromName(`${'word '.repeat(40)}end`) ?? '';
    expect(id.length).toBeLessThanOrEqual(PRODUCT_ID_MAX_LENGTH);
    expect(id).toMatch(SLUG_PATTERN);
  });
});

describe('productIdAttempt', () => {
  it('tries the base first, then numbered ids that still fit', () => {
    expect(productIdAttempt('beef-bolognese', 1)).toBe('beef-bolognese');
    expect(productIdAttempt('beef-bolognese', 3)).toBe('beef-bolognese-3');
    const long = 'a'.repeat(PRODUCT_ID_MAX_LENGTH);
    const numbered = productIdAttempt(long, 12);
    expect(numbered).toHaveLength(PRODUCT_ID_MAX_LENGTH);
    expect(numbered.endsWith('-12')).toBe(true);
  });
});

describe('product status rules', () => {
  it('reads a product saved before statuses existed as active, without a threshold', () => {
    const product = StoredProductSchema.parse(BOLOGNESE_FIELDS);
    expect(product.status).toBe('active');
    expect(product.lowStockThreshold).toBeUndefined();
    expect(isOnSale(product)).toBe(true);
  });

  it('sells active products only', () => {
    expect(isOnSale({ status: 'draft' })).toBe(false);
    expect(isOnSale({ status: 'archived' })).toBe(false);
  });

  it('keeps what only staff see out of the catalogue fields', () => {
    const product = StoredProductSchema.parse({
      ...BOLOGNESE_FIELDS,
      status: 'draft',
      lowStockThreshold: 4,
    });
    expect(catalogFieldsOf(product)).toEqual(BOLOGNESE_FIELDS);
  });

  it('refuses an unknown status and a negative threshold with their own messages', () => {
    const result = NewProductRequestSchema.safeParse({
      ...BOLOGNESE_FIELDS,
      status: 'sold',
      lowStockThreshold: -2,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['status', 'Choose active, draft or archived'],
      ['lowStockThreshold', 'The threshold cannot be negative'],
    ]);
  });
});

describe('lowStockThresholdOf', () => {
  it("uses the product's own threshold, else the shop's setting", () => {
    expect(lowStockThresholdOf({ lowStockThreshold: 12 }, 5)).toBe(12);
    expect(lowStockThresholdOf({ lowStockThreshold: 0 }, 5)).toBe(0);
    expect(lowStockThresholdOf({}, 5)).toBe(5);
  });
});
