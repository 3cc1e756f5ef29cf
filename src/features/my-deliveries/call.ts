// The My deliveries island's calls and the sentence a refusal shows.
import { ApiError } from '../../lib/api/api-client.ts';

/** What a failed call says: the server's field message or sentence, or a plain fallback. */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError) {
    const data = (error.data ?? {}) as { message?: unknown; errors?: Record<string, unknown> };
    const first = Object.values(data.errors ?? {}).find((value) => typeof value === 'string');
    if (typeof first === 'string') return first;
    if (error.status === 401) return 'Please sign in again.';
    if (error.status === 429) return 'Too many tries. Please wait a few minutes and try again.';
    if (typeof data.message === 'string') return data.message;
  }
  return 'Something went wrong. Please check your connection and try again.';
}

/** Whether a failed call means the sign-in is gone. */
export const isSignedOut = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;
