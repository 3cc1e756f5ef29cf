// An HTTPS front speaking HTTP/2 for the local production server, as Netlify's CDN serves the
// deployed shop. Lighthouse's simulated network follows the protocol it sees: over HTTP/1.1 it
// queues a page's files on six connections per origin, which no visitor of the deployed shop
// has, and a page of many small script files (the back office) paid for that queue, not for its
// bytes. Requests pass through unchanged; only the two origins are swapped where a header names
// one (Origin and Referer on the way in, Location on the way out), so the server's same-site
// check and its redirects hold as they do behind the CDN.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids in an answer. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

/** A certificate for 127.0.0.1 made for this run alone, with its key, written in `directory`. */
function selfSignedCertificate(directory: string): { key: Buffer; cert: Buffer } {
  const keyFile = join(directory, 'front-key.pem');
  const certFile = join(directory, 'front-cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
  } catch (error) {
    throw new Error('The HTTPS front needs openssl on the PATH (apt-get install -y openssl)', {
      cause: error,
    });
  }
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

/** The front's origin and the certificate's key hash Chromium is told to trust. */
export interface HttpsFront {
  origin: string;
  /** For `--ignore-certificate-errors-spki-list`: the browser trusts this one key, nothing else. */
  spkiHash: string;
  stop: () => Promise<void>;
}

/** Starts the front on a free port, passing every request on to `target` (an http:// origin). */
export async function startHttpsFront(target: string): Promise<HttpsFront> {
  const directory = mkdtempSync(join(tmpdir(), 'cube-kitchen-front-'));
  const { key, cert } = selfSignedCertificate(directory);
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  let origin = '';
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (name.startsWith(':') || value === undefined) continue;
      headers[name] =
        name === 'origin' || name === 'referer' ? String(value).replace(origin, target) : value;
    }
    headers.host = new URL(target).host;
    const upstream = httpRequest(
      `${target}${req.url}`,
      { method: req.method, headers },
      (answer) => {
        const out: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (HOP_BY_HOP.has(name) || value === undefined) continue;
          out[name] = name === 'location' ? String(value).replace(target, origin) : value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // Chromium keeps its HTTP/2 sessions open; stopping closes them rather than waiting on them.
  const sessions = new Set<{ destroy: () => void }>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  origin = `https://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
  return {
    origin,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    stop: () =>
      new Promise((closed) => {
        server.close(() => {
          rmSync(directory, { recursive: true, force: true });
          closed();
        });
        for (const session of sessions) session.destroy();
      }),
  };
}
