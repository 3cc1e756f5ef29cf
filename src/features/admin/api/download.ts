import { ApiError } from '../../../lib/api/api-client.ts';
import { authHeadersFor } from '../../../lib/auth/auth-storage.ts';

/**
 * Downloads a file answer (a CSV export) with the admin's auth headers, which a plain link
 * cannot carry, and saves it under the name the server gives.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: authHeadersFor(url), credentials: 'include' });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String(body.message)
        : response.statusText;
    throw new ApiError(message, response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(link.href);
  }, 10_000);
}
