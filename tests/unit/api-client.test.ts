import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  fieldErrorsOf,
  UNEXPECTED_ERROR_TOAST_MESSAGE,
  userMessageFor,
} from '../../src/lib/api/api-client.ts';

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('GETs with cookies and answers the parsed JSON body', async () => {
    const fetchMock = stubFetch(jsonResponse({ a: 3, b: 4, token: 't' }));
    await expect(apiRequest('/api/challenge')).resolves.toEqual({ a: 3, b: 4, token: 't' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/challenge');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.body).toBeUndefined();
  });

  it('sends a JSON body with its content type and passes the abort signal on', async () => {
    const fetchMock = stubFetch(jsonResponse({ message: 'Subscribed' }, { status: 201 }));
    const controller = new AbortController();
    await apiRequest('/api/newsletter-signup', {
      method: 'POST',
      json: { email: 'kim@example.co.nz' },
      signal: controller.signal,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"kim@example.co.nz"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.signal).toBe(controller.signal);
  });

  it('answers undefined for an empty body', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/anything', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("rejects a non-OK answer with an ApiError carrying the body's message, status and body", async () => {
    const body = { message: 'The request was invalid.', errors: { email: 'Email is required' } };
    stubFetch(jsonResponse(body, { status: 400, statusText: 'Bad Request' }));
    const error = await apiRequest('/api/contact', { json: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'The request was invalid.', status: 400, data: body });
  });

  it('falls back to the status text when the body has no message', async () => {
    stubFetch(new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/api/products')).rejects.toMatchObject({
      message: 'Bad Gateway',
      status: 502,
      data: '<h1>Bad gateway</h1>',
    });
  });

  it('falls back to the status’s fixed message without a status text either (HTTP/2)', async () => {
    stubFetch(jsonResponse({}, { status: 404 }));
    await expect(apiRequest('/api/products/x')).rejects.toMatchObject({
      message: 'The requested item could not be found.',
    });
  });
});

describe('userMessageFor', () => {
  it('gives the fixed message for a status that has one', () => {
    expect(userMessageFor(new ApiError('Rate limited', 429, undefined))).toBe(
      'Too many requests. Please try again later.',
    );
    expect(userMessageFor(new ApiError('boom', 503, undefined))).toBe(
      'A server error occurred. Please try again later.',
    );
  });

  it("gives the error's own message for other statuses and other errors", () => {
    expect(userMessageFor(new ApiError('Teapot', 418, undefined))).toBe('Teapot');
    expect(userMessageFor(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('falls back to "An unexpected error occurred"', () => {
    expect(UNEXPECTED_ERROR_TOAST_MESSAGE).toBe('An unexpected error occurred');
    expect(userMessageFor(new ApiError('', 418, undefined))).toBe('An unexpected error occurred');
    expect(userMessageFor('a string')).toBe('An unexpected error occurred');
    expect(userMessageFor(undefined)).toBe('An unexpected error occurred');
  });
});

describe('fieldErrorsOf', () => {
  it('reads the string messages of a 400 answer', () => {
    const error = new ApiError('Invalid', 400, {
      message: 'Invalid',
      errors: { email: 'Please enter a valid email address', odd: 3 },
    });
    expect(fieldErrorsOf(error)).toEqual({ email: 'Please enter a valid email address' });
  });

  it('reads a taken value of a 409 answer as a field message too', () => {
    const error = new ApiError('Taken', 409, { errors: { username: 'That username is taken.' } });
    expect(fieldErrorsOf(error)).toEqual({ username: 'That username is taken.' });
  });

  it('gives nothing for other statuses, bodies and errors', () => {
    expect(fieldErrorsOf(new ApiError('x', 500, { errors: { email: 'y' } }))).toEqual({});
    expect(fieldErrorsOf(new ApiError('x', 400, 'text'))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
