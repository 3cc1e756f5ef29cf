import { describe, expect, it } from 'vitest';
import {
  ENCODING_ATTEMPTS,
  fittedSize,
  MAX_PHOTO_LONG_SIDE,
  MAX_PREPARED_PHOTO_BYTES,
  photoPlan,
  preparedFileName,
} from '../../src/lib/uploads/photo-resize.ts';
import { PRODUCT_IMAGE_WIDTHS } from '../../src/lib/products/product-image.ts';

const MB = 1024 * 1024;

describe('making a photo fit one upload request', () => {
  it('redraws a 12 MB phone photo at 2,400 px on its long side, upright or not', () => {
    expect(photoPlan({ bytes: 12 * MB, width: 4032, height: 3024 })).toEqual({
      kind: 'resize',
      width: 2400,
      height: 1800,
    });
    // Held upright: the decoded size is already turned, and the long side is its height.
    expect(photoPlan({ bytes: 12 * MB, width: 3024, height: 4032 })).toEqual({
      kind: 'resize',
      width: 1800,
      height: 2400,
    });
  });

  it('sends a photo that fits as it is, and re-encodes a heavy small one without enlarging it', () => {
    expect(photoPlan({ bytes: 2 * MB, width: 2400, height: 1600 })).toEqual({ kind: 'as-is' });
    expect(photoPlan({ bytes: 2 * MB, width: 3000, height: 2000 })).toMatchObject({
      kind: 'resize',
      width: 2400,
    });
    expect(photoPlan({ bytes: 4.5 * MB, width: 1600, height: 1200 })).toEqual({
      kind: 'resize',
      width: 1600,
      height: 1200,
    });
    expect(fittedSize(9000, 10)).toEqual({ width: 2400, height: 3 });
  });

  it('keeps every encoding far above the widest size the shop shows, and within one request', () => {
    const widest = Math.max(...PRODUCT_IMAGE_WIDTHS);
    for (const attempt of ENCODING_ATTEMPTS) {
      expect(MAX_PHOTO_LONG_SIDE * attempt.scale).toBeGreaterThanOrEqual(widest);
      expect(attempt.quality).toBeGreaterThanOrEqual(0.7);
    }
    expect(MAX_PREPARED_PHOTO_BYTES).toBeLessThanOrEqual(4 * MB);
  });

  it('names a redrawn photo by its new type', () => {
    expect(preparedFileName('IMG_2041.HEIC.jpeg', 'image/webp')).toBe('IMG_2041.HEIC.webp');
    expect(preparedFileName('pumpkin.png', 'image/jpeg')).toBe('pumpkin.jpg');
    expect(preparedFileName('.jpg', 'image/jpeg')).toBe('photo.jpg');
  });
});
