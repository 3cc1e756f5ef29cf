// The production-like server as an attacker would try it: odd methods and paths, a request line
// that names another site. Raw HTTP, because a browser or Playwright's client would tidy these
// requests up before sending them.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { chunkedPost } from '../fixtures/chunked-post.ts';
import { ownerToken } from './fixtures/admin.ts';
import { unsubscribePathFor } from './fixtures/unsubscribe.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

function raw(
  baseURL: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, method, path, headers }, (res) => {
      res.resume();
      res.once('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      });
    });
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

test('answers odd methods and broken paths with a 4xx and the usual headers, never a 5xx', async ({
  baseURL,
}) => {
  const base = baseURL ?? '';
  const trace = await raw(base, 'TRACE', '/');
  expect(trace.status).toBe(405);
  expect(trace.headers['x-content-type-options']).toBe('nosniff');
  expect(trace.headers['strict-transport-security']).toBeTruthy();
  const broken = await raw(base, 'GET', '/meals/%ZZ');
  expect(broken.status).toBe(400);
  expect(broken.headers['x-content-type-options']).toBe('nosniff');

  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];
  const paths = [
    '/',
    '/meals',
    '/meals/%ZZ',
    '/api/products',
    '/api/orders',
    '/api/admin/users',
    '/api/admin/special-dates/holidays',
    '/admin/dashboard',
    '/%2e%2e/%2e%2e/etc/passwd',
    '//evil.example/',
    '/no-such-page',
  ];
  const failures: string[] = [];
  for (const method of methods) {
    for (const path of paths) {
      const { status } = await raw(base, method, path, { 'content-type': 'application/json' }, '{');
      if (status >= 500 || status === 0) failures.push(`${method} ${path}: ${String(status)}`);
    }
  }
  expect(failures).toEqual([]);
});

test('takes its own origin from its address, never from the request line', async ({
  baseURL,
  request,
}) => {
  const token = await ownerToken(request);
  const zone = { name: 'Evil Zone', kind: 'delivery', postcodes: ['9999'], feeCents: 0 };
  const forged = await raw(
    baseURL ?? '',
    'POST',
    '//evil.example/api/admin/delivery-zones',
    {
      authorization: `Bearer ${token}`,
      origin: 'http://evil.example',
      'content-type': 'application/json',
    },
    JSON.stringify(zone),
  );
  expect(forged.status).not.toBe(201);
  expect(forged.status).toBeLessThan(500);
  const zones = await request.get('/api/admin/delivery-zones', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await zones.json()) as { name: string }[]).map((each) => each.name)).not.toContain(
    'Evil Zone',
  );
});

test('holds a chunked body to the limit by the bytes sent: 5 MB to the unsubscribe page is 413', async ({
  baseURL,
}) => {
  const path = await unsubscribePathFor(`chunked-${String(Date.now())}@example.com`);
  expect(
    await chunkedPost(
      new URL(path, baseURL).href,
      'application/x-www-form-urlencoded',
      5 * 1024 * 1024,
    ),
  ).toBe(413);
});

test('does not serve the scheduled functions by URL, whatever the caller sends', async ({
  baseURL,
}) => {
  const base = baseURL ?? '';
  const lookalike = { 'user-agent': 'Netlify Clockwork', 'x-nf-event': 'schedule' };
  for (const name of ['maintenance', 'campaign-scheduler', 'standing-orders']) {
    for (const method of ['GET', 'POST']) {
      const body = method === 'POST' ? '{}' : undefined;
      const answer = await raw(base, method, `/.netlify/functions/${name}`, lookalike, body);
      expect(answer.status, `${method} ${name}`).toBe(404);
    }
  }
  // The background sender is reachable (the shop kicks it over HTTP) but refuses unsigned kicks.
  const kick = await raw(
    base,
    'POST',
    '/.netlify/functions/campaign-sender-background',
    { 'content-type': 'application/json' },
    JSON.stringify({ campaignId: '0b6f0c6e-8f1a-4c3e-9d2b-5a7e1f3c9d10' }),
  );
  expect(kick.status).toBe(403);
});
