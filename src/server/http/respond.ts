import { HttpError } from './errors.ts';
import { API_SECURITY_HEADERS } from './security-headers.ts';

/**
 * A JSON answer with the shared security headers, which `headers` (caching and the like) cannot
 * override.
 */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
      ...API_SECURITY_HEADERS,
    },
  });
}

/** A file to download (a CSV export), never cached, with the shared security headers. */
export function download(
  body: string | Uint8Array,
  fileName: string,
  contentType: string,
): Response {
  return new Response(
    typeof body === 'string' ? body : new Blob([body as Uint8Array<ArrayBuffer>]),
    {
      status: 200,
      headers: {
        'Content-Type': contentType,
        'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
        'Cache-Control': 'no-store',
        ...API_SECURITY_HEADERS,
      },
    },
  );
}

/** The JSON error answer `{message, errors?}` for an HttpError. */
export function errorResponse(error: HttpError): Response {
  const body = {
    ...error.details,
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
  };
  return json(body, error.status, { ...error.headers });
}
