// Makes a chosen photo fit one upload request, in the browser (rules: src/lib/uploads/photo-resize.ts):
// decoded upright (its EXIF orientation applied), scaled to at most 2,400 px, encoded as WebP
// (JPEG where the browser cannot write WebP) at a good quality. A photo that fits goes as it is.
import {
  ENCODING_ATTEMPTS,
  MAX_ORIGINAL_PHOTO_BYTES,
  MAX_PREPARED_PHOTO_BYTES,
  PHOTO_PREPARE_MESSAGES,
  photoPlan,
  preparedFileName,
} from '../../../lib/uploads/photo-resize.ts';

/** A photo the browser could not prepare; its message is for staff. */
export class PhotoPrepareError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoPrepareError';
  }
}

/** The photo to upload, and whether it was redrawn (for what the screen says). */
export interface PreparedPhoto {
  file: File;
  resized: boolean;
}

/** The photo decoded as it is seen: EXIF orientation applied, as the server will too. */
async function decodeUpright(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((done) => {
    canvas.toBlob(done, type, quality);
  });
}

/** Draws the photo at `width` × `height` on white (a transparent PNG's background) and encodes it. */
async function redraw(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  quality: number,
): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const webp = await encode(canvas, 'image/webp', quality);
  // A browser that cannot write WebP answers PNG instead: JPEG is the better photo then.
  if (webp?.type === 'image/webp') return webp;
  return encode(canvas, 'image/jpeg', quality);
}

/**
 * The photo to upload for `file`: as it is when it fits one request and 2,400 px, else redrawn
 * smaller. A file the browser cannot decode goes as it is when small enough, so the server
 * says what is wrong with it; otherwise a PhotoPrepareError says so here.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (file.size > MAX_ORIGINAL_PHOTO_BYTES) {
    throw new PhotoPrepareError(PHOTO_PREPARE_MESSAGES.tooLarge);
  }
  const bitmap = await decodeUpright(file);
  if (!bitmap) {
    if (file.size <= MAX_PREPARED_PHOTO_BYTES) return { file, resized: false };
    throw new PhotoPrepareError(PHOTO_PREPARE_MESSAGES.unreadable);
  }
  try {
    const plan = photoPlan({ bytes: file.size, width: bitmap.width, height: bitmap.height });
    if (plan.kind === 'as-is') return { file, resized: false };
    for (const attempt of ENCODING_ATTEMPTS) {
      const width = Math.round(plan.width * attempt.scale);
      const height = Math.round(plan.height * attempt.scale);
      const blob = await redraw(bitmap, width, height, attempt.quality);
      if (blob && blob.size <= MAX_PREPARED_PHOTO_BYTES) {
        const name = preparedFileName(file.name, blob.type);
        return { file: new File([blob], name, { type: blob.type }), resized: true };
      }
    }
    throw new PhotoPrepareError(PHOTO_PREPARE_MESSAGES.tooDetailed);
  } finally {
    bitmap.close();
  }
}
