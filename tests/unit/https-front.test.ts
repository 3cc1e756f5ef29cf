import { createServer, type IncomingHttpHeaders } from 'node:http';
import { connect, constants } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpsFront, type HttpsFront } from '../../scripts/bench/https-front.ts';

// The bench's HTTPS front (scripts/bench/https-front.ts) must pass requests on as the CDN does:
// over HTTP/2, the server seeing its own origin in Origin, the browser seeing the front's in a
// redirect, and no HTTP/1.1 connection header reaching an HTTP/2 answer.
let seen: IncomingHttpHeaders[] = [];
const target = createServer((req, res) => {
  seen.push(req.headers);
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    if (req.url === '/go') {
      res.writeHead(303, { location: `http://127.0.0.1:${String(targetPort())}/there` });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain', connection: 'keep-alive' });
    res.end(`${req.method ?? ''} ${req.url ?? ''} ${body}`);
  });
});
const targetPort = () => {
  const address = target.address();
  return typeof address === 'object' && address ? address.port : 0;
};
let front: HttpsFront;

beforeAll(async () => {
  await new Promise<void>((ready) => target.listen(0, '127.0.0.1', ready));
  front = await startHttpsFront(`http://127.0.0.1:${String(targetPort())}`);
});
afterAll(async () => {
  await front.stop();
  await new Promise((closed) => target.close(closed));
});

/** One HTTP/2 request to the front, trusting its self-made certificate as Chromium is told to. */
async function ask(path: string, headers: Record<string, string> = {}, body?: string) {
  const session = connect(front.origin, { rejectUnauthorized: false });
  try {
    const stream = session.request({ ':path': path, ':method': body ? 'POST' : 'GET', ...headers });
    if (body) stream.end(body);
    const [answer, text] = await Promise.all([
      new Promise<Record<string, unknown>>((resolve) => stream.on('response', resolve)),
      new Promise<string>((resolve) => {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          resolve(data);
        });
      }),
    ]);
    return { answer, text, protocol: session.alpnProtocol };
  } finally {
    session.close();
  }
}

describe('the bench’s HTTPS front', () => {
  it('answers over HTTP/2 with the server’s answer, body and method passed on', async () => {
    seen = [];
    const { answer, text, protocol } = await ask('/api/echo?x=1', {}, 'hello');
    expect(protocol).toBe('h2');
    expect(answer[constants.HTTP2_HEADER_STATUS]).toBe(200);
    expect(text).toBe('POST /api/echo?x=1 hello');
    expect(answer.connection).toBeUndefined();
  });

  it('shows the server its own origin, and the browser the front’s in a redirect', async () => {
    seen = [];
    const { answer } = await ask('/go', {
      origin: front.origin,
      referer: `${front.origin}/admin/login`,
    });
    const own = `http://127.0.0.1:${String(targetPort())}`;
    expect(seen[0]?.origin).toBe(own);
    expect(seen[0]?.referer).toBe(`${own}/admin/login`);
    expect(seen[0]?.host).toBe(`127.0.0.1:${String(targetPort())}`);
    expect(answer.location).toBe(`${front.origin}/there`);
  });

  it('names the certificate’s key as Chromium’s trust flag takes it (base64 SHA-256)', () => {
    expect(front.spkiHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });
});
