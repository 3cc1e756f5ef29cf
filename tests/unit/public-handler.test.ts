// The public kit serves a group from its contract as the admin kit serves an area: these pin
// what it adds or shares (same-site writes, sessions for role routes, answers parsed with their
// schema, text answers, cache headers) and how a domain refusal becomes its status.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ROLES } from '../../src/lib/admin/contract.ts';
import { DomainError, invalidInput, type DomainErrorKind } from '../../src/lib/api/domain-error.ts';
import { defineGroup, PUBLIC } from '../../src/lib/public-api/group.ts';
import { publicHandler } from '../../src/server/api/public-handler.ts';
import { created } from '../../src/server/api/route-kit.ts';
import { httpErrorOf } from '../../src/server/http/errors.ts';

const ORIGIN = 'http://localhost:4321';

const testApi = defineGroup({
  id: 'test',
  api: {
    read: {
      method: 'GET',
      path: '/api/test/:id',
      roles: PUBLIC,
      // A route's own parameter schema replaces the default id rule, so `a b` reaches it decoded.
      params: { id: z.string().min(1) },
      answer: z.object({ id: z.string() }),
      cache: 'faqs',
    },
    write: {
      method: 'POST',
      path: '/api/test/:id',
      roles: PUBLIC,
      body: z.object({ name: z.string().min(1, 'Name is required') }),
      answer: z.object({ id: z.string(), name: z.string() }),
    },
    page: {
      method: 'GET',
      path: '/api/test-page',
      roles: PUBLIC,
      answer: z.string(),
      text: { contentType: 'text/css; charset=utf-8' },
    },
    mine: { method: 'GET', path: '/api/test-mine', roles: ALL_ROLES, answer: z.object({}) },
    refuse: { method: 'GET', path: '/api/test-refuse', roles: PUBLIC, answer: z.object({}) },
  },
  refusals: {},
});

const handler = publicHandler(testApi, {
  // More than the contract promises: the kit must not let `secret` out.
  read: ({ params }) => Promise.resolve({ id: params.id, secret: 'hash' }),
  write: ({ params, body }) => Promise.resolve(created({ id: params.id, name: body.name })),
  page: () => Promise.resolve('body{}'),
  mine: () => Promise.resolve({}),
  refuse: () => Promise.reject(new DomainError('conflict', { details: { reason: 'taken' } })),
});

const context = { ip: '203.0.113.9', params: {}, waitUntil: () => undefined };

async function send(path: string, init: RequestInit = {}) {
  const response = await handler(new Request(new URL(path, ORIGIN), init), context);
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, headers: response.headers, body };
}

const postJson = (json: unknown, origin = ORIGIN): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify(json),
});

describe('publicHandler', () => {
  it('answers what the contract promises and nothing more, with its cache headers', async () => {
    const { status, headers, body } = await send('/api/test/a%20b');
    expect(status).toBe(200);
    expect(body).toEqual({ id: 'a b' });
    expect(headers.get('netlify-cache-tag')).toBe('faqs');
  });

  it('parses the body with the route schema and answers 201 for a creation', async () => {
    expect(await send('/api/test/x', postJson({ name: 'Aroha' }))).toMatchObject({
      status: 201,
      body: { id: 'x', name: 'Aroha' },
    });
    expect(await send('/api/test/x', postJson({ name: '' }))).toMatchObject({
      status: 400,
      body: { errors: { name: 'Name is required' } },
    });
  });

  it('refuses a write from another site', async () => {
    const { status } = await send('/api/test/x', postJson({ name: 'A' }, 'https://evil.example'));
    expect(status).toBe(403);
  });

  it('answers 405 with Allow for another method and 404 for a path it does not serve', async () => {
    const wrong = await send('/api/test-page', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    expect((await send('/api/elsewhere')).status).toBe(404);
  });

  it('serves a text answer with its content type', async () => {
    const { headers, body } = await send('/api/test-page');
    expect(headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toBe('body{}');
  });

  it('asks a route with roles for a session (401 without one)', async () => {
    expect((await send('/api/test-mine')).status).toBe(401);
  });

  it('answers a domain refusal with the status of its kind', async () => {
    expect(await send('/api/test-refuse')).toMatchObject({
      status: 409,
      body: { reason: 'taken', message: expect.any(String) as unknown },
    });
  });
});

describe('httpErrorOf', () => {
  it.each<[DomainErrorKind, number]>([
    ['invalid', 400],
    ['not_found', 404],
    ['conflict', 409],
    ['refused', 422],
    ['upstream', 502],
    ['busy', 503],
  ])('maps %s to %i', (kind, status) => {
    expect(httpErrorOf(new DomainError(kind)).status).toBe(status);
  });

  it('keeps the message, field errors, details and Retry-After', () => {
    const busy = httpErrorOf(
      new DomainError('busy', {
        message: 'Try again',
        details: { reason: 'x' },
        retryAfterSeconds: 5,
      }),
    );
    expect(busy).toMatchObject({ message: 'Try again', details: { reason: 'x' } });
    expect(busy.headers).toEqual({ 'Retry-After': '5' });
    expect(httpErrorOf(invalidInput({ name: 'Required' })).errors).toEqual({ name: 'Required' });
  });

  it('gives a refusal without a message the fixed sentence of its status', () => {
    expect(httpErrorOf(new DomainError('not_found')).message).not.toBe('not_found');
  });
});
