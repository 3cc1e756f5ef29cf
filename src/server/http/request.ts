import type { z } from 'zod';
import { linkOrigin } from '../system/deploy.ts';
import { HttpError, invalidFields } from './errors.ts';

/** Largest request body any API route accepts. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses requests a browser sent from another site (CSRF): a foreign Origin header, or the
 * browser's own Sec-Fetch-Site verdict. Tools that send neither (curl) are let through.
 */
export function assertSameSite(
  request: Request,
  allowedOrigins: readonly string[] = siteOrigins(),
): void {
  const origin = request.headers.get('origin');
  const ownOrigin = new URL(request.url).origin;
  if (origin !== null && origin !== ownOrigin && !allowedOrigins.includes(origin)) {
    throw new HttpError(403);
  }
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw new HttpError(403);
}

/**
 * The shop's public address for links in emails and payment pages, from this function's own
 * deploy: production's site URL on production, the preview's own address on a preview (never
 * production's), URL or the address this request came to on local runs.
 */
export function publicOrigin(request: Request): string {
  return linkOrigin(new URL(request.url).origin);
}

/** The site's public origins as Netlify names them (production URL and this deploy's URL). */
function siteOrigins(): string[] {
  return [process.env.URL, process.env.DEPLOY_PRIME_URL, process.env.DEPLOY_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
}

/**
 * A path parameter as the client wrote it before URL-encoding (runtimes differ in whether they
 * decode it), or null when it is missing or not valid percent-encoding.
 */
export function decodedPathParam(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Reads a JSON body of at most 64 KB (or `maxBytes`) and validates it; every failure is a 4xx. */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes: number = MAX_BODY_BYTES,
): Promise<z.output<S>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType.trim())) {
    throw new HttpError(415, 'Requests must be sent as JSON (Content-Type: application/json).');
  }
  const declaredLength = Number(request.headers.get('content-length') ?? '0');
  if (declaredLength > maxBytes) throw tooLarge(maxBytes);
  const text = await readTextUpTo(request, maxBytes);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidFields(firstMessagePerField(parsed.error));
  return parsed.data;
}

function tooLarge(limit = MAX_BODY_BYTES): HttpError {
  return new HttpError(413, `The request is too large (at most ${String(limit / 1024)} KB).`);
}

/** Reads the body as text, stopping as soon as it grows past `limit` bytes. */
async function readTextUpTo(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBytesUpTo(request, limit, () => tooLarge(limit)));
}

/**
 * Reads a raw text body (a signed webhook payload) of at most `maxBytes`: 413 past it, counted
 * on the bytes read, so a chunked body with no Content-Length is held to the same limit.
 */
export async function readTextBody(request: Request, maxBytes: number): Promise<string> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw tooLarge(maxBytes);
  return readTextUpTo(request, maxBytes);
}

/**
 * Reads a form body (`application/x-www-form-urlencoded` or `multipart/form-data`) of at most
 * `maxBytes`, counted on the bytes read: 413 past it, 400 when it is not a readable form.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormData> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw tooLarge(maxBytes);
  const bytes = await readBytesUpTo(request, maxBytes, () => tooLarge(maxBytes));
  const contentType = request.headers.get('content-type') ?? '';
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'The form could not be read. Please send it again.');
  }
}

// Multipart framing (boundaries, part headers) around the file itself.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * Reads one file from a `multipart/form-data` body: 415 for another type, 413 with `tooLarge`
 * past `maxBytes` (stopping the read there), 400 when the field holds no file.
 */
export async function readUploadedFile(
  request: Request,
  upload: { field: string; maxBytes: number; tooLarge: string },
): Promise<{ name: string; type: string; bytes: Uint8Array }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType.trim())) {
    throw new HttpError(415, 'Send the file as a form upload (multipart/form-data).');
  }
  const tooLargeFile = () => new HttpError(413, upload.tooLarge);
  const limit = upload.maxBytes + MULTIPART_OVERHEAD_BYTES;
  if (Number(request.headers.get('content-length') ?? '0') > limit) throw tooLargeFile();
  const bytes = await readBytesUpTo(request, limit, tooLargeFile);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'The upload could not be read. Please choose the file again.');
  }
  const file = form.get(upload.field);
  if (!(file instanceof Blob) || file.size === 0) {
    throw invalidFields({ [upload.field]: 'Choose a file to upload.' });
  }
  if (file.size > upload.maxBytes) throw tooLargeFile();
  return {
    name: file instanceof File ? file.name : '',
    type: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

/** Reads the body, stopping as soon as it grows past `limit` bytes. */
async function readBytesUpTo(
  request: Request,
  limit: number,
  tooLargeError: () => HttpError,
): Promise<Buffer<ArrayBuffer>> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Flattens zod issues to one message per field path, e.g. `{ email: "Email is required" }`. */
export function firstMessagePerField(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    messages[field] ??= issue.message;
  }
  return messages;
}
