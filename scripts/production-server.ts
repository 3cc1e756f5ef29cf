// A production-like local server for benchmarks, since `astro preview` does not work with the
// Netlify adapter: the build's static files (compressed, with Netlify's headers), our Functions at
// their config paths, and Astro's SSR function for the rest, over a seeded local Blobs server.
// Request bodies meet Netlify's 6 MB wall (base64 growth of binary bodies counted), as deployed.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startLocalBlobs } from '../src/server/blobs/local-server.ts';
import { BUILD_WORKSPACE_PREFIX, SERVED_STORE_FILE } from './build-workspace.ts';
import {
  functionMatcher,
  invocationContext,
  toFetchRequest,
  writeResponse,
  type FunctionModule,
} from '../src/server/http/function-host.ts';
import { HttpError } from '../src/server/http/errors.ts';
import { platformTooLargeResponse, readPlatformBody } from '../src/server/http/platform-body.ts';
import { errorResponse } from '../src/server/http/respond.ts';
import { seedShop } from '../src/server/seed/seed.ts';
import {
  headersForPath,
  parseHeadersFile,
  type HeaderRule,
} from '../src/server/http/netlify-headers-file.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/json|application\/xml|image\/svg)/;

/** Every function in netlify/functions, by name, as the build deploys them. */
async function loadFunctions(): Promise<Map<string, FunctionModule>> {
  const directory = resolve('netlify/functions');
  const modules = new Map<string, FunctionModule>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.mts'))) {
    const module = (await import(pathToFileURL(join(directory, file)).href)) as FunctionModule;
    modules.set(file.slice(0, -'.mts'.length), module);
  }
  return modules;
}

/** Netlify's own files in the publish directory, which it reads but never serves. */
const NETLIFY_CONTROL_FILES = new Set(['/_headers', '/_redirects']);

/** The header rules Netlify applies to static files, from the `_headers` the build writes. */
function staticHeaderRules(root: string): HeaderRule[] {
  const file = join(root, '_headers');
  if (!existsSync(file)) throw new Error('dist/_headers is missing: run `npm run build` again.');
  return parseHeadersFile(readFileSync(file, 'utf8'));
}

function staticFileFor(root: string, pathname: string): string | undefined {
  // requestUrl() has refused paths whose percent-escapes do not decode.
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '');
  if (NETLIFY_CONTROL_FILES.has(clean)) return undefined;
  for (const candidate of [clean, `${clean}/index.html`, `${clean}.html`]) {
    const path = join(root, candidate);
    if (path.startsWith(root) && existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/**
 * Recently compressed bodies, as Netlify's CDN keeps them: compressing the same answer again on
 * every request would make this server, not our code, the slowest part of a benchmark.
 */
const compressedBodies = new Map<string, Buffer>();
const MOST_COMPRESSED_BODIES = 200;

function compressWith(encoding: 'br' | 'gzip', body: Buffer): Buffer {
  const key = `${encoding}:${body.toString('latin1')}`;
  let packed = compressedBodies.get(key);
  if (!packed) {
    packed = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body);
    if (compressedBodies.size >= MOST_COMPRESSED_BODIES) compressedBodies.clear();
    compressedBodies.set(key, packed);
  }
  return packed;
}

function compressed(body: Buffer, contentType: string, acceptEncoding: string) {
  if (!COMPRESSIBLE.test(contentType) || body.length < 1024) return { body, encoding: undefined };
  if (acceptEncoding.includes('br')) return { body: compressWith('br', body), encoding: 'br' };
  if (acceptEncoding.includes('gzip'))
    return { body: compressWith('gzip', body), encoding: 'gzip' };
  return { body, encoding: undefined };
}

async function send(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const raw = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
  const { body, encoding } = compressed(raw, contentType, req.headers['accept-encoding'] ?? '');
  await writeResponse(res, response, {
    bytes: body,
    headers: encoding ? { 'content-encoding': encoding } : {},
  });
}

/**
 * Copies the build aside first: every Astro command (dev, check, sync) empties
 * .netlify/v1/functions/ssr when it starts, which would pull the build from under the server.
 */
async function snapshotBuild(into: string): Promise<{ staticRoot: string; ssrEntry: string }> {
  await cp(resolve('dist'), join(into, 'dist'), { recursive: true });
  await cp(resolve('.netlify/v1/functions/ssr'), join(into, 'ssr'), { recursive: true });
  return { staticRoot: join(into, 'dist'), ssrEntry: join(into, 'ssr', 'ssr.mjs') };
}

/** Options for tools that need more than the defaults. */
export interface ProductionServerOptions {
  /**
   * A request header whose value becomes the Functions' `context.ip` (as Netlify's edge sets it),
   * so a load generator can act as many clients. Only for local tools (npm run bench:api): any
   * caller can forge it. Unset, every request comes from 127.0.0.1.
   */
  clientIpHeader?: string;
}

/** Starts the server on `port` (0 picks a free one) over the build in dist/ and .netlify/. */
export async function startProductionServer(
  port = 0,
  options: ProductionServerOptions = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const workspace = await mkdtemp(join(tmpdir(), BUILD_WORKSPACE_PREFIX));
  const { staticRoot: root, ssrEntry } = await snapshotBuild(workspace);
  const blobs = await startLocalBlobs(join(workspace, 'blobs'));
  await seedShop(undefined, undefined, undefined, { testBankAccount: true });
  const functions = await loadFunctions();
  const matchFunction = functionMatcher([...functions].map(([name, module]) => ({ name, module })));
  const headerRules = staticHeaderRules(root);
  const ssr = ((await import(pathToFileURL(ssrEntry).href)) as FunctionModule).default;
  let origin = '';
  const clientIp = (req: IncomingMessage): string => {
    const value = options.clientIpHeader ? req.headers[options.clientIpHeader] : undefined;
    return typeof value === 'string' && value !== '' ? value : '127.0.0.1';
  };

  const server = createServer((req, res) => {
    void (async () => {
      // Netlify buffers a body before any function runs, refusing one over its 6 MB limit.
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const body = hasBody ? await readPlatformBody(req) : undefined;
      if (body === null) {
        await send(platformTooLargeResponse(), req, res);
        return;
      }
      const translated = toFetchRequest(req, origin, body);
      if ('refusal' in translated) {
        await send(errorResponse(new HttpError(translated.refusal)), req, res);
        return;
      }
      const { request, url } = translated;
      const match = matchFunction(url.pathname);
      // Scheduled functions are Netlify's scheduler's alone: not reachable by URL.
      if (match?.scheduled) {
        await send(errorResponse(new HttpError(404)), req, res);
        return;
      }
      const handler = match && functions.get(match.name);
      if (match && handler) {
        const context = invocationContext(clientIp(req), match.params);
        await send(await handler.default(request, context), req, res);
        return;
      }
      const file = staticFileFor(root, url.pathname);
      if (file && req.method === 'GET') {
        const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
        const cacheControl = url.pathname.startsWith('/_astro/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate';
        const chunks: Buffer[] = [];
        for await (const chunk of createReadStream(file)) chunks.push(chunk as Buffer);
        const response = new Response(Buffer.concat(chunks), {
          headers: {
            ...headersForPath(headerRules, url.pathname),
            'content-type': contentType,
            'cache-control': cacheControl,
          },
        });
        await send(response, req, res);
        return;
      }
      await send(await ssr(request, invocationContext(clientIp(req), {})), req, res);
    })().catch(async (error: unknown) => {
      console.error(error);
      if (res.headersSent) res.end();
      else await send(errorResponse(new HttpError(500)), req, res);
    });
  });
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  // Where a browser test finds this server's store, to run a scheduled job on it in a process
  // of its own (scheduled functions have no URL here, as on Netlify): tests/e2e/fixtures/jobs.ts.
  await writeFile(
    join(workspace, SERVED_STORE_FILE),
    JSON.stringify({ origin, blobsContext: process.env.NETLIFY_BLOBS_CONTEXT }),
  );
  return {
    origin,
    async stop() {
      await new Promise((closed) => server.close(closed));
      await blobs.stop();
      await rm(workspace, { recursive: true, force: true });
    },
  };
}
