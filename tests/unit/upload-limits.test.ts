import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  isBinaryBody,
  MAX_FILE_BYTES_PER_REQUEST,
  maxBinaryBodyBytes,
  PLATFORM_REQUEST_LIMIT_BYTES,
  platformBodyBytes,
} from '../../src/lib/uploads/upload-limits.ts';

describe('what Netlify buffers of a request body', () => {
  it('counts a binary body (a form upload, an image) base64-encoded, a JSON or text body as it is', () => {
    expect(isBinaryBody('multipart/form-data; boundary=x')).toBe(true);
    expect(isBinaryBody('image/jpeg')).toBe(true);
    expect(isBinaryBody(undefined)).toBe(true);
    expect(isBinaryBody('application/json; charset=utf-8')).toBe(false);
    expect(isBinaryBody('application/merge-patch+json')).toBe(false);
    expect(isBinaryBody('text/csv')).toBe(false);
    expect(platformBodyBytes(3_000_000, 'multipart/form-data')).toBe(4_000_000);
    expect(platformBodyBytes(3_000_001, 'image/png')).toBe(4_000_004);
    expect(platformBodyBytes(3_000_000, 'application/json')).toBe(3_000_000);
  });

  it('lets about 4.5 MB of binary through, so a 5 MB photo sent as it is cannot fit', () => {
    expect(maxBinaryBodyBytes()).toBe(4_718_592);
    expect(platformBodyBytes(maxBinaryBodyBytes(), 'image/jpeg')).toBeLessThanOrEqual(
      PLATFORM_REQUEST_LIMIT_BYTES,
    );
    expect(platformBodyBytes(maxBinaryBodyBytes() + 3, 'image/jpeg')).toBeGreaterThan(
      PLATFORM_REQUEST_LIMIT_BYTES,
    );
    expect(platformBodyBytes(5 * 1024 * 1024, 'multipart/form-data')).toBeGreaterThan(
      PLATFORM_REQUEST_LIMIT_BYTES,
    );
    // A request of the admin app's largest file part, with 64 KB of form framing, still fits.
    expect(
      platformBodyBytes(MAX_FILE_BYTES_PER_REQUEST + 64 * 1024, 'multipart/form-data'),
    ).toBeLessThanOrEqual(PLATFORM_REQUEST_LIMIT_BYTES);
  });

  it('writes sizes as staff read them', () => {
    expect(formatFileSize(9 * 1024 * 1024 + 400_000)).toBe('9.4 MB');
    expect(formatFileSize(950 * 1024)).toBe('950 KB');
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(0)).toBe('0 KB');
  });
});
