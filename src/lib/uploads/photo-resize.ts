// How the admin app makes a product photo fit one request before uploading it: a phone's 12 MB
// photo is far more than a meal card needs (the widest variant is 1,280 px) and more than one
// request to a function carries, so the browser scales it to at most 2,400 px on its long side
// and encodes it again. A photo that already fits goes as it is. The browser side is
// src/features/admin/products/prepare-photo.ts; the server still checks what arrives.
import { MAX_FILE_BYTES_PER_REQUEST } from './upload-limits.ts';

/** The longest side a photo is sent with: twice the widest variant, room for any crop. */
export const MAX_PHOTO_LONG_SIDE = 2400;

/** Most bytes of a photo sent: what one request safely carries (the server takes up to 5 MB). */
export const MAX_PREPARED_PHOTO_BYTES = MAX_FILE_BYTES_PER_REQUEST;

/** Larger files are refused before reading them: no camera's photo is this large. */
export const MAX_ORIGINAL_PHOTO_BYTES = 40 * 1024 * 1024;

/** What staff read when a photo cannot be prepared in the browser. */
export const PHOTO_PREPARE_MESSAGES = {
  tooLarge: 'This file is over 40 MB, which is no photo we can use. Choose a smaller one.',
  unreadable: 'This file could not be opened as a photo. Choose a JPEG, PNG or WebP image.',
  tooDetailed:
    'This photo could not be made small enough to upload. Export it at a lower quality and try again.',
} as const;

/** What to do with a chosen photo: send it as it is, or draw it at `width` × `height` first. */
export type PhotoPlan = { kind: 'as-is' } | { kind: 'resize'; width: number; height: number };

/** The size a photo is drawn at: its long side at most MAX_PHOTO_LONG_SIDE, never enlarged. */
export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_PHOTO_LONG_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A photo of `bytes` that is `width` × `height` as seen (after its EXIF orientation) goes as it
 * is when it fits one request and is no larger than 2,400 px; otherwise it is redrawn.
 */
export function photoPlan(photo: { bytes: number; width: number; height: number }): PhotoPlan {
  const fitsRequest = photo.bytes <= MAX_PREPARED_PHOTO_BYTES;
  if (fitsRequest && Math.max(photo.width, photo.height) <= MAX_PHOTO_LONG_SIDE) {
    return { kind: 'as-is' };
  }
  return { kind: 'resize', ...fittedSize(photo.width, photo.height) };
}

/**
 * The encodings tried in turn until one fits MAX_PREPARED_PHOTO_BYTES: good quality first,
 * then lower, then a smaller picture (still far above the 1,280 px the shop shows).
 */
export const ENCODING_ATTEMPTS: readonly { scale: number; quality: number }[] = [
  { scale: 1, quality: 0.9 },
  { scale: 1, quality: 0.82 },
  { scale: 1, quality: 0.72 },
  { scale: 0.75, quality: 0.82 },
  { scale: 0.6, quality: 0.75 },
];

/** The file name of a redrawn photo: its own name, with the extension of its new type. */
export function preparedFileName(original: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const base = original.replace(/\.[^./]*$/, '') || 'photo';
  return `${base}.${extension}`;
}
