// Product photos: checking an upload by its content, making its WebP sizes, and keeping them in
// their own Blobs store under content-hash names, so every URL is immutable.
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  cardCrop,
  MAX_PRODUCT_IMAGE_PIXELS,
  MIN_PRODUCT_IMAGE_WIDTH,
  PRODUCT_IMAGE_MESSAGES,
  uploadedImagePath,
  variantFileName,
  variantFilesOf,
  variantHeight,
  variantWidths,
} from '../../lib/products/product-image.ts';
import { retryingStore, withStoreRetries } from '../blobs/store-calls.ts';
import { openStore } from '../blobs/store.ts';
import { invalidFields } from '../http/errors.ts';

/** The Blobs store of the photos' variants (binary), apart from the shop's JSON records. */
export const PRODUCT_IMAGE_STORE = 'product-images';

/** The upload field of POST /api/admin/products/{id}/image. */
export const IMAGE_FIELD = 'file';

/** Bumped when the way variants are made changes, so new ones never reuse an old URL. */
const VARIANT_RECIPE = 'webp-q78-attention-v1';
const WEBP_QUALITY = 78;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const refuse = (message: string) => invalidFields({ [IMAGE_FIELD]: message });

/** One size of a photo, ready to store. */
export interface ImageVariant {
  file: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** Width and height as the photo is seen, after its EXIF orientation (5–8 turn it a quarter). */
function orientedSize(meta: Metadata): { width: number; height: number } {
  const { width, height } = meta;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Checks an upload by its bytes (a JPEG, PNG or WebP whose pixels can be read, neither tiny nor
 * absurdly large) and makes its variants: turned upright, cropped to the cards' 4:3 where the
 * picture's interest is, without metadata (camera, GPS), as WebP at each width it is wide enough
 * for. Every refusal is a 400 with its message beside the file field.
 */
export async function makeImageVariants(
  bytes: Uint8Array,
): Promise<{ image: string; variants: ImageVariant[] }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw refuse(PRODUCT_IMAGE_MESSAGES.notAnImage);
  }
  if (!ACCEPTED_FORMATS.has(meta.format)) throw refuse(PRODUCT_IMAGE_MESSAGES.notAnImage);
  const upright = orientedSize(meta);
  if (upright.width * upright.height > MAX_PRODUCT_IMAGE_PIXELS) {
    throw refuse(PRODUCT_IMAGE_MESSAGES.tooManyPixels);
  }
  const crop = cardCrop(upright.width, upright.height);
  if (crop.width < MIN_PRODUCT_IMAGE_WIDTH) throw refuse(PRODUCT_IMAGE_MESSAGES.tooSmall);

  const hash = createHash('sha256').update(VARIANT_RECIPE).update(bytes).digest('hex').slice(0, 32);
  const widths = variantWidths(crop.width);
  try {
    // Cropped once at full size (raw pixels, no second lossy step), then scaled per width.
    const cropped = await sharp(bytes, {
      limitInputPixels: MAX_PRODUCT_IMAGE_PIXELS,
      failOn: 'warning',
    })
      .rotate()
      .resize({ width: crop.width, height: crop.height, fit: 'cover', position: 'attention' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: cropped.info };
    const variants = await Promise.all(
      widths.map(async (width) => {
        const height = variantHeight(width);
        const output = await sharp(cropped.data, raw)
          .resize({ width, height, fit: 'cover' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        return { file: variantFileName(hash, width), width, height, bytes: new Uint8Array(output) };
      }),
    );
    return { image: uploadedImagePath(hash, widths), variants };
  } catch {
    throw refuse(PRODUCT_IMAGE_MESSAGES.damaged);
  }
}

// Writes and deletes are retried while the store fails: a variant's name is its content's hash,
// so writing it twice stores the same bytes.
const imageStore = () => retryingStore(PRODUCT_IMAGE_STORE);

/** Stores each variant under its file name, with its type for serving. */
export async function storeImageVariants(variants: readonly ImageVariant[]): Promise<void> {
  const store = imageStore();
  await Promise.all(
    variants.map((variant) =>
      store.set(variant.file, new Uint8Array(variant.bytes).buffer, {
        metadata: { contentType: 'image/webp', width: variant.width, height: variant.height },
      }),
    ),
  );
}

/** A stored variant's bytes and type, or null when there is none by that name. */
export async function readImageVariant(
  file: string,
): Promise<{ bytes: ArrayBuffer; contentType: string } | null> {
  // The library's type leaves out the null it answers for a missing key (the other types have it).
  const found = (await withStoreRetries(`reading ${file}`, () =>
    openStore(PRODUCT_IMAGE_STORE).getWithMetadata(file, { type: 'arrayBuffer' }),
  )) as { data: ArrayBuffer; metadata: Record<string, unknown> } | null;
  if (!found) return null;
  const contentType = found.metadata.contentType;
  return {
    bytes: found.data,
    contentType: typeof contentType === 'string' ? contentType : 'image/webp',
  };
}

/** Deletes the variants of an uploaded photo (nothing for a seed image's path). */
export async function deleteImageVariants(image: string): Promise<void> {
  const store = imageStore();
  await Promise.all(variantFilesOf(image).map((file) => store.delete(file)));
}
