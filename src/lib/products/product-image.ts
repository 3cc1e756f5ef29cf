// Product photos staff upload: the sizes the server makes of each, where they are served, and the
// srcset a page gives the browser. An uploaded photo's path names its content hash and its widest
// size (`/media/products/<hash>-<width>.webp`); every narrower size follows from that width, so
// the one `image` string of a product says everything a page needs. Seed images stay plain paths.
import { normalisedSitePath } from '../site-url.ts';

/** A product's picture until staff upload one, and what a picture that fails to load shows. */
export const MEAL_PLACEHOLDER_IMAGE = '/images/meals/preview-placeholder.svg';

/** Where uploaded product photos are served on the site's own origin (nothing in public/ uses it). */
export const PRODUCT_MEDIA_PREFIX = '/media/products/';

/** The widths made of every photo, narrowest first; none wider than the photo itself. */
export const PRODUCT_IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;

/** Meal cards and the meal page show pictures at 4:3 (800 × 600), so photos are cropped to it. */
export const CARD_ASPECT = { width: 4, height: 3 } as const;

/** Most bytes an upload may have. */
export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024;

/** Narrowest photo taken, after cropping to 4:3: smaller would look blurred on a meal card. */
export const MIN_PRODUCT_IMAGE_WIDTH = 400;

/** Most pixels a photo may have: more is no camera's photo, and would take too long to resize. */
export const MAX_PRODUCT_IMAGE_PIXELS = 40_000_000;

/** What staff are told about a photo the shop cannot take. */
export const PRODUCT_IMAGE_MESSAGES = {
  tooLarge:
    'This photo is larger than 5 MB. Choose a smaller one, or export it at a lower quality.',
  notAnImage: 'This file is not a JPEG, PNG or WebP image.',
  damaged: 'This image could not be read; it may be damaged.',
  tooSmall: `This photo is too small: use one at least ${MIN_PRODUCT_IMAGE_WIDTH} pixels wide and ${(MIN_PRODUCT_IMAGE_WIDTH * CARD_ASPECT.height) / CARD_ASPECT.width} pixels high.`,
  tooManyPixels: 'This photo has too many pixels (over 40 megapixels). Resize it and try again.',
} as const;

/** The file types the upload field offers. */
export const PRODUCT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The widths made of a photo `width` pixels wide (after cropping): never wider than it. */
export function variantWidths(width: number): number[] {
  return PRODUCT_IMAGE_WIDTHS.filter((candidate) => candidate <= width);
}

/** The height of a 4:3 variant `width` pixels wide. */
export function variantHeight(width: number): number {
  return Math.round((width * CARD_ASPECT.height) / CARD_ASPECT.width);
}

/** The largest 4:3 crop of a `width` × `height` photo. */
export function cardCrop(width: number, height: number): { width: number; height: number } {
  const croppedWidth = Math.min(
    width,
    Math.floor((height * CARD_ASPECT.width) / CARD_ASPECT.height),
  );
  return { width: croppedWidth, height: Math.min(height, variantHeight(croppedWidth)) };
}

/** The file name a variant is stored and served under. */
export function variantFileName(hash: string, width: number): string {
  return `${hash}-${width}.webp`;
}

const UPLOADED_FILE = /^([0-9a-f]{32})-(\d{3,4})\.webp$/;

/** A variant's hash and width from its file name, or null for any other name. */
export function parseVariantFileName(file: string): { hash: string; width: number } | null {
  const match = UPLOADED_FILE.exec(file);
  if (!match?.[1] || !match[2]) return null;
  const width = Number(match[2]);
  if (!(PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { hash: match[1], width };
}

/** A product's `image` for an uploaded photo: its widest variant. */
export function uploadedImagePath(hash: string, widths: readonly number[]): string {
  return `${PRODUCT_MEDIA_PREFIX}${variantFileName(hash, Math.max(...widths))}`;
}

/** An uploaded photo's hash and every width made of it, or null for a seed image's path. */
export function uploadedImageOf(image: string): { hash: string; widths: number[] } | null {
  if (!image.startsWith(PRODUCT_MEDIA_PREFIX)) return null;
  const variant = parseVariantFileName(image.slice(PRODUCT_MEDIA_PREFIX.length));
  return variant ? { hash: variant.hash, widths: variantWidths(variant.width) } : null;
}

/** Every file stored for an uploaded photo (empty for a seed image). */
export function variantFilesOf(image: string): string[] {
  const uploaded = uploadedImageOf(image);
  return uploaded ? uploaded.widths.map((width) => variantFileName(uploaded.hash, width)) : [];
}

/** `sizes` of a meal card: one column on phones, two from 640 px, three of about 360 px from 1024. */
export const MEAL_CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** `sizes` of the meal page's picture: half of a 1152 px page from 768 px, full width below. */
export const MEAL_HERO_SIZES = '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw';

/** `sizes` of a small thumbnail (cart lines, the back office's lists). */
export const THUMBNAIL_SIZES = '96px';

/**
 * The `src`, `srcset` and `sizes` of a product's picture: for an uploaded photo every variant
 * with its width (src the 640 one, for browsers without srcset); a seed image is its path alone.
 * A path that would load from another site (saved under older rules) shows the placeholder.
 */
export function productImageAttributes(
  image: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const uploaded = uploadedImageOf(image);
  if (!uploaded) return { src: normalisedSitePath(image) ?? MEAL_PLACEHOLDER_IMAGE };
  const file = (width: number) => `${PRODUCT_MEDIA_PREFIX}${variantFileName(uploaded.hash, width)}`;
  const fallback = uploaded.widths.includes(640) ? 640 : Math.max(...uploaded.widths);
  return {
    src: file(fallback),
    srcSet: uploaded.widths.map((width) => `${file(width)} ${width}w`).join(', '),
    sizes,
  };
}
