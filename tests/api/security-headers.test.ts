import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import usersHandler from '../../netlify/functions/admin-users.mts';
import loginHandler from '../../netlify/functions/auth-login.mts';
import userHandler from '../../netlify/functions/auth-user.mts';
import faqsHandler from '../../netlify/functions/faqs.mts';
import productsHandler from '../../netlify/functions/products.mts';
import testimonialsHandler from '../../netlify/functions/testimonials.mts';
import { createUser } from '../../src/server/auth/users.ts';
import { methodHandler, type RequestContext } from '../../src/server/http/handler.ts';
import { API_SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';

runOnLocalBlobs();

type Handler = (request: Request, context: RequestContext) => Promise<Response>;

function expectSecurityHeaders(headers: Headers, what: string): void {
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    expect(headers.get(name), `${name} of ${what}`).toBe(value);
  }
}

/** Event functions have no URL: Netlify calls them with an event (a deploy), never a request. */
const EVENT_FUNCTIONS = new Set(['deploy-purge']);

describe('every function answer carries the security headers', () => {
  const functionNames = readdirSync('netlify/functions')
    .filter((file) => file.endsWith('.mts'))
    .map((file) => file.slice(0, -'.mts'.length))
    .filter((name) => !EVENT_FUNCTIONS.has(name));

  it.each(functionNames)('%s, even when refusing a method', async (name) => {
    const module = (await import(`../../netlify/functions/${name}.mts`)) as {
      default: Handler;
      // Background functions have no config: Netlify serves them at their name.
      config?: { path?: string | string[]; schedule?: string };
    };
    const [path = `/.netlify/functions/${name}`] = [module.config?.path ?? []].flat();
    const { status, headers } = await call(module.default, path, { method: 'OPTIONS' });
    // A scheduled function answers an unsigned caller 404 before looking at the method.
    expect(status).toBe(module.config?.schedule ? 404 : 405);
    expectSecurityHeaders(headers, name);
  });

  it.each([
    ['/api/products', productsHandler],
    ['/api/faqs', faqsHandler],
    ['/api/testimonials', testimonialsHandler],
  ] as const)('public answers the CDN keeps: %s', async (path, handler) => {
    const { status, headers } = await call(handler, path);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=\d+/);
    expectSecurityHeaders(headers, path);
  });

  it('a 404 and an unexpected server error', async () => {
    const missing = await call(productsHandler, '/api/products/nope', { params: { id: 'nope' } });
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers, 'the 404');

    const failing = methodHandler({
      GET() {
        throw new Error('the disk is on fire');
      },
    });
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const crashed = await call(failing, '/api/anything');
      expect(crashed.status).toBe(500);
      expect(crashed.body).toEqual({ message: 'A server error occurred. Please try again later.' });
      expectSecurityHeaders(crashed.headers, 'the 500');
    } finally {
      console.error = originalError;
    }
  });
});

describe('answers for a signed-in user are never stored', () => {
  let token = '';

  beforeAll(async () => {
    await createUser({ username: 'keeper', password: 'bolognese-every-tuesday', role: 'admin' });
    const { body } = await call(loginHandler, '/api/auth/login', {
      json: { username: 'keeper', password: 'bolognese-every-tuesday' },
    });
    token = (body as { authToken: string }).authToken;
  });

  it.each([
    ['/api/user', userHandler],
    ['/api/admin/users', usersHandler],
  ] as const)('GET %s', async (path, handler) => {
    const { status, headers } = await call(handler, path, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(headers, path);
  });

  it('and neither are the refusals of a missing session', async () => {
    const { status, headers } = await call(usersHandler, '/api/admin/users');
    expect(status).toBe(401);
    expect(headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(headers, 'the 401');
  });
});
