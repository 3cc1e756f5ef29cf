// Every route that reads a request body holds it to its limit by the bytes it reads, not by the
// length the client declares: each gets a body streamed with no Content-Length (as a chunked
// upload arrives), larger than its limit, and must answer 413 having read at most a chunk past it.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import unsubscribeHandler from '../../netlify/functions/unsubscribe.mts';
import { ADMIN_AREAS } from '../../src/lib/admin/areas.ts';
import { fillPath, type ApiRoute } from '../../src/lib/admin/contract.ts';
import {
  invocationContext,
  toFetchRequest,
  writeResponse,
} from '../../src/server/http/function-host.ts';
import { methodHandler, type RequestContext } from '../../src/server/http/handler.ts';
import { MAX_BODY_BYTES, readJsonBody } from '../../src/server/http/request.ts';
import { unsubscribeUrlFor } from '../../src/server/newsletters/subscribers/unsubscribe-links.ts';
import {
  subscribe,
  subscriberId,
  subscribers,
} from '../../src/server/newsletters/subscribers/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { chunkedPost } from '../fixtures/chunked-post.ts';
import { newClientIp, SITE_ORIGIN } from '../fixtures/http.ts';
import { signedInAs } from '../fixtures/staff.ts';

runOnLocalBlobs();

type Handler = (request: Request, context: RequestContext) => Promise<Response>;
interface FunctionModule {
  default: Handler;
  config?: { path?: string | string[] };
}

const CHUNK_BYTES = 16 * 1024;
const SOME_ID = '0b6f0c6e-8f1a-4c3e-9d2b-5a7e1f3c9d10';
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * A body of `totalBytes` made one chunk at a time, only when the reader asks for it, so the test
 * sees how much of it the route read. A Request built on it has no Content-Length.
 */
function streamedBody(totalBytes: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= totalBytes) {
          controller.close();
          return;
        }
        const size = Math.min(CHUNK_BYTES, totalBytes - pulled);
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

/** Sends `totalBytes` streamed (chunked) to a handler; its status and how much it read. */
async function sendStreamed(
  handler: Handler,
  path: string,
  options: { method?: string; headers: Record<string, string>; totalBytes: number },
): Promise<{ status: number; pulled: number }> {
  const body = streamedBody(options.totalBytes);
  const request = new Request(new URL(path, SITE_ORIGIN), {
    method: options.method ?? 'POST',
    headers: options.headers,
    body: body.stream,
    duplex: 'half',
  } as RequestInit);
  expect(request.headers.get('content-length')).toBeNull();
  const response = await handler(request, {
    ip: newClientIp(),
    params: {},
    waitUntil: () => undefined,
  });
  await response.body?.cancel();
  return { status: response.status, pulled: body.pulled() };
}

const JSON_TYPE = { 'content-type': 'application/json', origin: SITE_ORIGIN };

/** The public routes that read a JSON body, each held to the 64 KB every route takes. */
const PUBLIC_JSON_ROUTES = [
  'auth-login',
  'contact',
  'newsletter-signup',
  'orders',
  'promo-check',
  'restock-waitlist',
  'delivery-interest',
  'order-cancel-payment',
  'campaign-sender-background',
];

async function functionModule(name: string): Promise<FunctionModule> {
  return (await import(`../../netlify/functions/${name}.mts`)) as FunctionModule;
}

/** The function's first path, its parameters filled with an id of the right shape (else 404). */
function firstPath(name: string, module: FunctionModule): string {
  const path = [module.config?.path ?? `/.netlify/functions/${name}`].flat()[0] ?? '/';
  return path.replace(/:\w+/g, '0e4b6f4c-59a1-4f55-9a43-3f1c2f0d7b11');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a body streamed past the limit with no Content-Length', () => {
  it.each(PUBLIC_JSON_ROUTES)(
    'is refused by %s with 413 as soon as it passes 64 KB',
    async (name) => {
      const module = await functionModule(name);
      const { status, pulled } = await sendStreamed(module.default, firstPath(name, module), {
        headers: JSON_TYPE,
        totalBytes: 5 * 1024 * 1024,
      });
      expect(status).toBe(413);
      expect(pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + CHUNK_BYTES);
    },
  );

  it('is refused by the Stripe webhook with 413, before any signature check', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test_body_limits');
    const module = await functionModule('stripe-webhook');
    const { status, pulled } = await sendStreamed(module.default, '/api/stripe/webhook', {
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      totalBytes: 5 * 1024 * 1024,
    });
    expect(status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(512 * 1024 + CHUNK_BYTES);
  });

  it('is refused by the unsubscribe page with 413, and the subscriber stays subscribed', async () => {
    await subscribe({ email: 'ngaio@example.co.nz', name: 'Ngaio' }, 'newsletter-form');
    const link = new URL(await unsubscribeUrlFor(SITE_ORIGIN, 'ngaio@example.co.nz'));
    const { status, pulled } = await sendStreamed(
      unsubscribeHandler,
      `${link.pathname}${link.search}`,
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        totalBytes: 5 * 1024 * 1024,
      },
    );
    expect(status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(8 * 1024 + CHUNK_BYTES);
    const subscriber = await subscribers.get(subscriberId('ngaio@example.co.nz'));
    expect(subscriber?.status).toBe('subscribed');
  });

  it('is refused by the campaign preview frame with 413', async () => {
    const admin = await signedInAs('frame-limits-admin', 'admin');
    const module = await functionModule('campaign-preview-frame');
    const { status, pulled } = await sendStreamed(module.default, '/api/admin/campaign-preview', {
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      totalBytes: 5 * 1024 * 1024,
    });
    expect(status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(3 * MAX_BODY_BYTES + CHUNK_BYTES);
  });

  describe('on every admin route with a body or an upload', () => {
    let admin: Record<string, string> = {};
    beforeAll(async () => {
      admin = await signedInAs('body-limits-admin', 'admin');
    });
    const routes = ADMIN_AREAS.flatMap((area) =>
      Object.entries(area.api)
        .filter(([, route]) => route.body !== undefined || route.upload !== undefined)
        .map(([name, route]) => [`${area.id} ${name}`, area.id, route] as const),
    );
    // A valid query for the routes that have one, read before their body.
    const queries: Record<string, string> = {
      'products image': '?revision=1',
      'products importUploadChunk': '?offset=0',
    };
    // Route parameters of their own shape (checked before the body), where SOME_ID is not one.
    const ids: Record<string, string> = { 'books markMatched': 'po_body_limits' };
    const limitOf = (route: ApiRoute) =>
      route.upload
        ? route.upload.maxBytes + MULTIPART_OVERHEAD_BYTES
        : (route.maxBodyBytes ?? MAX_BODY_BYTES);

    it.each(routes)('%s answers 413 past its limit', async (label, areaId, route) => {
      const module = await functionModule(`admin-${areaId}`);
      const params: Record<string, string> = {};
      for (const [, name = ''] of route.path.matchAll(/:(\w+)/g))
        params[name] = ids[label] ?? SOME_ID;
      const contentType = route.upload
        ? 'multipart/form-data; boundary=body-limits'
        : 'application/json';
      const limit = limitOf(route);
      if (route.query) expect(queries, `a query for ${label}`).toHaveProperty([label]);
      const path = `${fillPath(route.path, params)}${queries[label] ?? ''}`;
      const { status, pulled } = await sendStreamed(module.default, path, {
        method: route.method,
        headers: { ...admin, 'content-type': contentType },
        totalBytes: limit + 4 * CHUNK_BYTES,
      });
      expect(status).toBe(413);
      expect(pulled).toBeLessThanOrEqual(limit + CHUNK_BYTES);
    });
  });

  it('is never read whole by any other function, whatever it does with it', async () => {
    const names = readdirSync('netlify/functions')
      .filter((file) => file.endsWith('.mts') && !file.startsWith('admin-'))
      .map((file) => file.slice(0, -'.mts'.length));
    for (const name of names) {
      const module = await functionModule(name);
      // An event function (deploy-purge) has no URL and takes no request.
      if (typeof module.default !== 'function') continue;
      const { pulled } = await sendStreamed(module.default, firstPath(name, module), {
        headers: JSON_TYPE,
        totalBytes: 5 * 1024 * 1024,
      });
      // The largest limit of a route outside the admin areas is the Stripe webhook's 512 KB.
      expect(pulled, name).toBeLessThanOrEqual(512 * 1024 + CHUNK_BYTES);
    }
  });
});

describe('the function host (npm run dev, the production-like server)', () => {
  it('answers 413 to a chunked body past the limit and keeps serving', async () => {
    const echo = methodHandler({
      // The handler starts reading late (as one checking a token first does) and stops soon,
      // while much of the body is in flight.
      POST: async (request) => {
        await new Promise((later) => setTimeout(later, 50));
        return Response.json(await readJsonBody(request, z.unknown(), 1024));
      },
    });
    let origin = '';
    const server = createServer((req, res) => {
      const translated = toFetchRequest(req, origin);
      if ('refusal' in translated) throw new Error('not a request the test sends');
      void echo(translated.request, invocationContext('127.0.0.1', {})).then((response) =>
        writeResponse(res, response),
      );
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(await chunkedPost(`${origin}/api/echo`, 'application/json', 5 * 1024 * 1024)).toBe(
          413,
        );
      }
      const small = await fetch(`${origin}/api/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ still: 'here' }),
      });
      expect(await small.json()).toEqual({ still: 'here' });
    } finally {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    }
  });
});
