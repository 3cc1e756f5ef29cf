import { describe, expect, it } from 'vitest';
import { ImportApplyRowSchema } from '../../src/lib/forms/product-import.ts';
import type { PreviewRow } from '../../src/lib/products/pdf-import/types.ts';
import { applyInputOf, reviewFormRow } from '../../src/features/admin/products/import-rows.ts';

const ROW: PreviewRow = {
  name: 'Beef Bolognese',
  description: 'Slow-cooked beef.',
  priceCents: 1750,
  cubesPerPack: 9,
  tags: [],
  isVegetarian: false,
  isKidFriendly: true,
  isBestseller: true,
  match: { productId: 'beef-bolognese', changes: ['priceCents'], shopPriceCents: 1690 },
  warnings: [],
  token: 'signed.row.token',
};

describe('import review rows', () => {
  it('send the reviewed fields with the preview token, never a product id', () => {
    const input = applyInputOf({ ...reviewFormRow(ROW), priceCents: 1690 }, ROW);
    expect(input).toEqual({
      name: 'Beef Bolognese',
      description: 'Slow-cooked beef.',
      priceCents: 1690,
      cubesPerPack: 9,
      tags: [],
      isVegetarian: false,
      isKidFriendly: true,
      isBestseller: true,
      token: 'signed.row.token',
    });
    expect(ImportApplyRowSchema.safeParse(input).success).toBe(true);
  });

  it('start unticked when the row has a warning (an unreadable price among them)', () => {
    const warned = { ...ROW, priceCents: null, warnings: ['The price "-$5.00" is negative'] };
    expect(reviewFormRow(warned)).toMatchObject({ ticked: false });
    const described = {
      ...ROW,
      match: {
        productId: 'beef-bolognese',
        changes: ['description' as const],
        shopPriceCents: 1750,
      },
    };
    expect(reviewFormRow(described)).toMatchObject({ ticked: true });
    expect(reviewFormRow({ ...ROW, match: null })).toMatchObject({ ticked: true });
  });

  // Issue 22: a price change was ticked by default, so a misread PDF repriced products unseen.
  it('start unticked when they change the price of a product in the shop', () => {
    expect(reviewFormRow(ROW)).toMatchObject({ ticked: false });
    const alsoDescribed = {
      ...ROW,
      match: { ...ROW.match, changes: ['description' as const, 'priceCents' as const] },
    } as PreviewRow;
    expect(reviewFormRow(alsoDescribed)).toMatchObject({ ticked: false });
  });
});
