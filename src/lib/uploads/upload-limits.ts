// What fits in one request to a Netlify Function, and how files larger than that travel. Netlify
// buffers at most 6 MB of request body for a synchronous function and base64-encodes binary
// bodies (a third larger), so about 4.5 MB of file fits in one request. Shared by the browser
// (which sizes its requests by it) and the local servers (which refuse what Netlify would).

/** Most bytes of request body Netlify buffers for a synchronous function, as it counts them. */
export const PLATFORM_REQUEST_LIMIT_BYTES = 6 * 1024 * 1024;

/**
 * Most file bytes the admin app sends in one request: base64 makes 4 MB into 5.33 MB, which
 * leaves room for the form's framing under the platform's 6 MB.
 */
export const MAX_FILE_BYTES_PER_REQUEST = 4 * 1024 * 1024;

/** Bodies Netlify passes to a function as they are; every other type arrives base64-encoded. */
const TEXT_BODY =
  /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)\b|[^;]*\+(json|xml)\b)/i;

/** Whether Netlify base64-encodes a body of this Content-Type (absent: treated as binary). */
export function isBinaryBody(contentType: string | null | undefined): boolean {
  return !TEXT_BODY.test((contentType ?? '').trim());
}

/** How many bytes a body of `length` takes as Netlify buffers it: base64 grows binary by 4/3. */
export function platformBodyBytes(length: number, contentType: string | null | undefined): number {
  return isBinaryBody(contentType) ? Math.ceil(length / 3) * 4 : length;
}

/** Most bytes of a binary body that still fit the platform's limit once base64-encoded. */
export function maxBinaryBodyBytes(): number {
  return Math.floor(PLATFORM_REQUEST_LIMIT_BYTES / 4) * 3;
}

/** Formats a byte count for staff: `8.4 MB`, `950 KB`. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1024))} KB`;
}
