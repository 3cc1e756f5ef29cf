import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  functionMatcher,
  requestUrl,
  toFetchRequest,
  type FunctionModule,
} from '../../src/server/http/function-host.ts';

const ORIGIN = 'http://127.0.0.1:4324';

/** A Node request as the HTTP server hands it over. */
function nodeRequest(method: string, url: string, body = ''): IncomingMessage {
  return Object.assign(Readable.from(body ? [Buffer.from(body)] : []), {
    method,
    url,
    headers: { host: '127.0.0.1:4324', 'content-type': 'application/json' },
  }) as unknown as IncomingMessage;
}

describe('the function host', () => {
  it('keeps every request on the site’s own origin, whatever its request line says', () => {
    expect(requestUrl('/api/orders?x=1', ORIGIN)?.href).toBe(`${ORIGIN}/api/orders?x=1`);
    const sneaky = requestUrl('//evil.example/api/admin/delivery-zones', ORIGIN);
    expect(sneaky?.origin).toBe(ORIGIN);
    expect(sneaky?.pathname).toBe('//evil.example/api/admin/delivery-zones');
    expect(requestUrl('http://evil.example/api', ORIGIN)).toBeNull();
    expect(requestUrl('*', ORIGIN)).toBeNull();
  });

  it('refuses a path whose percent-escapes are broken (400) and methods fetch cannot carry (405)', () => {
    expect(requestUrl('/meals/%ZZ', ORIGIN)).toBeNull();
    expect(toFetchRequest(nodeRequest('GET', '/meals/%ZZ'), ORIGIN)).toEqual({ refusal: 400 });
    for (const method of ['TRACE', 'TRACK', 'CONNECT']) {
      expect(toFetchRequest(nodeRequest(method, '/'), ORIGIN)).toEqual({ refusal: 405 });
    }
  });

  it('hands a write to the function with its body and headers', async () => {
    const translated = toFetchRequest(nodeRequest('POST', '/api/orders', '{"a":1}'), ORIGIN);
    if (!('request' in translated)) throw new Error('Refused a plain POST');
    expect(translated.request.url).toBe(`${ORIGIN}/api/orders`);
    expect(translated.request.headers.get('content-type')).toBe('application/json');
    expect(await translated.request.text()).toBe('{"a":1}');
  });

  it('routes a path to the function whose config names it, with its parameters', () => {
    const handler = () => Promise.resolve(new Response());
    const modules: { name: string; module: FunctionModule }[] = [
      { name: 'orders', module: { default: handler, config: { path: '/api/orders' } } },
      {
        name: 'users',
        module: {
          default: handler,
          config: { path: ['/api/admin/users', '/api/admin/users/:id'] },
        },
      },
      { name: 'maintenance', module: { default: handler, config: { schedule: '@hourly' } } },
    ];
    const match = functionMatcher(modules);
    expect(match('/api/admin/users/abc')).toEqual({ name: 'users', params: { id: 'abc' } });
    expect(match('/api/orders')).toEqual({ name: 'orders', params: {} });
    // Found, but marked: hosts answer 404 there, as Netlify serves it to its scheduler alone.
    expect(match('/.netlify/functions/maintenance')).toEqual({
      name: 'maintenance',
      params: {},
      scheduled: true,
    });
    expect(match('//evil.example/api/orders')).toBeNull();
    expect(match('/api/nothing')).toBeNull();
  });
});

describe('event functions', () => {
  it('get no URL: a module whose default is an event handler object is not routed', () => {
    const events = { deploySucceeded: () => undefined } as unknown as FunctionModule['default'];
    const match = functionMatcher([{ name: 'deploy-purge', module: { default: events } }]);
    expect(match('/.netlify/functions/deploy-purge')).toBeNull();
  });
});
