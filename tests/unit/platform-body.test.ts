import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_REQUEST_LIMIT_BYTES } from '../../src/lib/uploads/upload-limits.ts';
import { platformTooLargeResponse, readPlatformBody } from '../../src/server/http/platform-body.ts';
import { writeResponse } from '../../src/server/http/function-host.ts';

// A real Node server reading bodies as the local servers do: what it got, or the platform's 413.
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const body = await readPlatformBody(req);
      if (body === null) await writeResponse(res, platformTooLargeResponse());
      else await writeResponse(res, Response.json({ length: body.length }));
    })();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(
  () =>
    new Promise<void>((closed) =>
      server.close(() => {
        closed();
      }),
    ),
);

const post = (body: Uint8Array<ArrayBuffer> | string, contentType: string, chunked = false) =>
  fetch(origin, {
    method: 'POST',
    headers: { 'content-type': contentType },
    // A stream has no Content-Length: the body arrives chunked and is counted as it is read.
    body: chunked ? new Blob([body]).stream() : body,
    ...(chunked ? { duplex: 'half' } : {}),
  });

describe('the local servers read a request body as Netlify buffers it', () => {
  it('refuses 5 MB of photo (6.7 MB base64-encoded) with the platform 413, chunked or not', async () => {
    const photo = new Uint8Array(5 * 1024 * 1024);
    for (const chunked of [false, true]) {
      const response = await post(photo, 'multipart/form-data; boundary=x', chunked);
      expect(response.status).toBe(413);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toMatch(/6 MB/);
    }
  });

  it('passes 4.4 MB of binary, and 5.9 MB of JSON, which is not encoded', async () => {
    const fits = await post(new Uint8Array(4.4 * 1024 * 1024), 'image/jpeg');
    expect(await fits.json()).toEqual({ length: Math.floor(4.4 * 1024 * 1024) });
    const json = JSON.stringify({ text: 'x'.repeat(PLATFORM_REQUEST_LIMIT_BYTES - 200_000) });
    const text = await post(json, 'application/json', true);
    expect(await text.json()).toEqual({ length: json.length });
    const over = await post(`${json}${'x'.repeat(200_000)}`, 'application/json');
    expect(over.status).toBe(413);
  });
});
