import { HttpError } from './errors.ts';

/** Headers every API answer carries, whatever it is. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/** A JSON answer with the shared security headers; `headers` adds caching and the like. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...SECURITY_HEADERS,
      ...headers,
    },
  });
}

/** The JSON error answer `{message, errors?}` for an HttpError. */
export function errorResponse(error: HttpError): Response {
  const body = error.errors
    ? { message: error.message, errors: error.errors }
    : { message: error.message };
  return json(body, error.status, { ...error.headers });
}
