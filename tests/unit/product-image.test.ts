import { describe, expect, it } from 'vitest';
import {
  cardCrop,
  MEAL_CARD_SIZES,
  MEAL_PLACEHOLDER_IMAGE,
  parseVariantFileName,
  productImageAttributes,
  uploadedImageOf,
  uploadedImagePath,
  variantFilesOf,
  variantHeight,
  variantWidths,
} from '../../src/lib/products/product-image.ts';

const HASH = '0123456789abcdef0123456789abcdef';

describe('product photo sizes', () => {
  it('makes every standard width the photo is wide enough for, never wider', () => {
    expect(variantWidths(400)).toEqual([320]);
    expect(variantWidths(640)).toEqual([320, 480, 640]);
    expect(variantWidths(1000)).toEqual([320, 480, 640, 960]);
    expect(variantWidths(4000)).toEqual([320, 480, 640, 960, 1280]);
  });

  it('crops to the 4:3 of the meal cards, whichever side is too long', () => {
    expect(cardCrop(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(cardCrop(2000, 900)).toEqual({ width: 1200, height: 900 });
    expect(cardCrop(900, 1200)).toEqual({ width: 900, height: 675 });
    expect(variantHeight(1280)).toBe(960);
  });
});

describe('uploaded photo paths', () => {
  it('names the widest variant, from which every width follows', () => {
    const image = uploadedImagePath(HASH, [320, 480, 640]);
    expect(image).toBe(`/media/products/${HASH}-640.webp`);
    expect(uploadedImageOf(image)).toEqual({ hash: HASH, widths: [320, 480, 640] });
    expect(variantFilesOf(image)).toEqual([
      `${HASH}-320.webp`,
      `${HASH}-480.webp`,
      `${HASH}-640.webp`,
    ]);
  });

  it('treats seed pictures and odd names as no upload', () => {
    expect(uploadedImageOf('/images/meals/beef-bolognese.svg')).toBeNull();
    expect(variantFilesOf('/images/meals/beef-bolognese.svg')).toEqual([]);
    expect(parseVariantFileName(`${HASH}-641.webp`)).toBeNull();
    expect(parseVariantFileName(`${HASH}-640.png`)).toBeNull();
    expect(parseVariantFileName(`../${HASH}-640.webp`)).toBeNull();
    expect(parseVariantFileName(`${HASH}-960.webp`)).toEqual({ hash: HASH, width: 960 });
  });
});

describe('productImageAttributes', () => {
  it('gives an uploaded photo a srcset of every width, sizes, and the 640 one as src', () => {
    expect(productImageAttributes(`/media/products/${HASH}-960.webp`, MEAL_CARD_SIZES)).toEqual({
      src: `/media/products/${HASH}-640.webp`,
      srcSet: [320, 480, 640, 960].map((w) => `/media/products/${HASH}-${w}.webp ${w}w`).join(', '),
      sizes: MEAL_CARD_SIZES,
    });
  });

  it('falls back to the widest when a photo has no 640 one', () => {
    expect(productImageAttributes(`/media/products/${HASH}-480.webp`, '96px').src).toBe(
      `/media/products/${HASH}-480.webp`,
    );
  });

  it('leaves a seed picture as its path alone', () => {
    expect(productImageAttributes('/images/meals/beef-bolognese.svg', MEAL_CARD_SIZES)).toEqual({
      src: '/images/meals/beef-bolognese.svg',
    });
  });

  it('shows the placeholder for a stored path that would load from another site', () => {
    for (const image of ['/\\evil.example/pixel.png', '//evil.example/a.png', '/%5Cevil.example']) {
      expect(productImageAttributes(image, MEAL_CARD_SIZES)).toEqual({
        src: MEAL_PLACEHOLDER_IMAGE,
      });
    }
  });
});
