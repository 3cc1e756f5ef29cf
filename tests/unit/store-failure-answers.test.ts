import { describe, expect, it } from 'vitest';
import { WriteConflictError } from '../../src/server/blobs/records.ts';
import { StoreUnavailableError } from '../../src/server/blobs/store-calls.ts';
import { handleErrors, STORE_BUSY_DETAIL } from '../../src/server/http/handler.ts';

const request = new Request('http://localhost:4321/api/anything', { method: 'POST' });

async function answerTo(error: Error) {
  const response = await handleErrors(request, () => {
    throw error;
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as unknown,
  };
}

describe('what a handler answers when the store failed', () => {
  it('answers 503 saying to try again, for a store that kept failing or stayed too busy', async () => {
    for (const error of [
      new StoreUnavailableError('reading stock/x'),
      new WriteConflictError('stock/x'),
      Object.assign(new Error('Netlify Blobs has generated an internal error (500)'), {
        name: 'BlobsInternalError',
      }),
      new TypeError('fetch failed'),
    ]) {
      expect(await answerTo(error)).toEqual({
        status: 503,
        retryAfter: '5',
        body: {
          message: 'A server error occurred. Please try again later.',
          reason: 'store_unavailable',
          detail: STORE_BUSY_DETAIL,
        },
      });
    }
  });

  it('still answers anything else with a 500 that tells nothing of the error', async () => {
    const { status, body } = await answerTo(new Error('a bug'));
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'A server error occurred. Please try again later.' });
  });
});
