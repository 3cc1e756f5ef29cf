// The request body a function gets on Netlify: buffered whole, at most 6 MB as the platform
// counts it (binary bodies base64-encoded first). The local servers read bodies through this, so
// a request too large for Netlify fails here the same way, before any of our code runs.
import type { IncomingMessage } from 'node:http';
import {
  PLATFORM_REQUEST_LIMIT_BYTES,
  platformBodyBytes,
} from '../../lib/uploads/upload-limits.ts';

/** The body as Netlify would hand it over, or null when the platform would refuse it (413). */
export async function readPlatformBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer> | null> {
  const contentType = req.headers['content-type'];
  const chunks: Buffer[] = [];
  let length = 0;
  let tooLarge = false;
  // Read to the end even past the limit, so the client is done sending and sees the 413 (a
  // server that answers mid-upload and closes is seen by browsers as a network failure).
  for await (const chunk of req) {
    const bytes = chunk as Buffer;
    length += bytes.length;
    if (platformBodyBytes(length, contentType) > PLATFORM_REQUEST_LIMIT_BYTES) tooLarge = true;
    if (!tooLarge) chunks.push(bytes);
  }
  return tooLarge ? null : Buffer.concat(chunks, length);
}

/** The platform's own answer to a body over its limit: plain text, not our JSON. */
export function platformTooLargeResponse(): Response {
  return new Response(
    'Payload Too Large: the request body is over the 6 MB a Netlify Function accepts.',
    { status: 413, headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
}
