// Answers GET and HEAD for an uploaded product photo: its stored bytes, cached for a year by
// browsers and the CDN alike, since a file's name is its content hash and never changes meaning.
import { parseVariantFileName, PRODUCT_MEDIA_PREFIX } from '../../lib/products/product-image.ts';
import { readImageVariant } from './product-images.ts';
import { handleErrors } from '../http/handler.ts';
import { HttpError } from '../http/errors.ts';
import { API_SECURITY_HEADERS } from '../http/security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The photo a request names, or 404 (405 for a method other than GET and HEAD). */
export function serveProductImage(request: Request): Promise<Response> {
  return handleErrors(request, async () => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new HttpError(405, 'Use GET.', { headers: { Allow: 'GET, HEAD' } });
    }
    const { pathname } = new URL(request.url);
    const file = pathname.startsWith(PRODUCT_MEDIA_PREFIX)
      ? pathname.slice(PRODUCT_MEDIA_PREFIX.length)
      : '';
    const found = parseVariantFileName(file) ? await readImageVariant(file) : null;
    if (!found) throw new HttpError(404, 'There is no such photo.');
    const etag = `"${file}"`;
    const headers = {
      ...API_SECURITY_HEADERS,
      'Content-Type': found.contentType,
      'Cache-Control': IMMUTABLE,
      ETag: etag,
    };
    if (request.headers.get('if-none-match') === etag) {
      return new Response(null, { status: 304, headers });
    }
    const body = request.method === 'HEAD' ? null : found.bytes;
    return new Response(body, {
      status: 200,
      headers: { ...headers, 'Content-Length': String(found.bytes.byteLength) },
    });
  });
}
