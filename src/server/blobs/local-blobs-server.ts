import { mkdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import {
  decodedSegments,
  decodeMetadata,
  etagOf,
  readBody,
  readIfExists,
  replaceFile,
  walk,
} from './local-blobs-files.ts';
import { faultPicker, type BlobsFaultOptions, type FaultDecision } from './local-blobs-faults.ts';

/** The header Netlify Blobs carries a blob's metadata in (base64 JSON behind `b64;`). */
const METADATA_HEADER = 'x-amz-meta-user';

/**
 * A local Netlify Blobs server with production's semantics, for `npm run dev`, the
 * production-like server and the tests. It serves the same HTTP protocol and on-disk layout as
 * `BlobsServer` from `@netlify/blobs/server` (entries/<site>/<store>/<key>), and adds what that
 * emulator lacks and production has:
 * - every read answers with the ETag of the content it returned (a hash of the bytes);
 * - conditional writes (`If-Match`, `If-None-Match: *`) are atomic: the check and the write of
 *   one key happen under a per-key queue in this one process, which every function worker and
 *   every test process talks to over HTTP.
 * A key's data is replaced with a rename, so a read never sees half a write. Only one such
 * server may serve a directory at a time; tools that write while `npm run dev` runs (the seed,
 * `admin:create`) start their own, which is safe for the single writes they make.
 * With `faults` it fails a share of calls as production's store can (local-blobs-faults.ts).
 */
export class LocalBlobsServer {
  readonly #directory: string;
  readonly #token: string;
  readonly #queues = new Map<string, Promise<void>>();
  #server: Server | undefined;
  #fault: ReturnType<typeof faultPicker> | null = null;

  constructor(options: { directory: string; token: string; faults?: BlobsFaultOptions | null }) {
    this.#directory = resolve(options.directory);
    this.#token = options.token;
    this.setFaults(options.faults ?? null);
  }

  /** Turns faults on (or off with null) from the next call on, e.g. after a test's set-up. */
  setFaults(faults: BlobsFaultOptions | null): void {
    this.#fault = faults ? faultPicker(faults) : null;
  }

  /** Listens on 127.0.0.1 (`port` 0 picks a free one) and returns the URL clients use. */
  async start(port = 0): Promise<{ url: string; port: number }> {
    await mkdir(this.#directory, { recursive: true });
    const server = createServer((req, res) => {
      this.#handle(req, res).catch((error: unknown) => {
        console.error('[local blobs]', error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
    // Many function workers keep connections open at once; never make them wait for a socket.
    server.keepAliveTimeout = 30_000;
    await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
    this.#server = server;
    const address = server.address();
    const listening = typeof address === 'object' && address ? address.port : port;
    return { url: `http://127.0.0.1:${listening}`, port: listening };
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.headers.authorization !== `Bearer ${this.#token}`) {
      res.writeHead(403).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const parts = url.pathname
      .split('/')
      .slice(1)
      .filter((part, index) => !(index === 0 && part.startsWith('region:')));
    const decoded = decodedSegments(parts);
    const [siteID, storeName, ...keyParts] = decoded ?? [];
    if (!siteID || !storeName) {
      res.writeHead(400).end();
      return;
    }
    // The body first, so a refused call still leaves the connection clean for the next one.
    const body = req.method === 'PUT' ? await readBody(req) : Buffer.alloc(0);
    const method = req.method ?? 'GET';
    const fault = this.#fault?.({ method, store: storeName, key: keyParts.join('/') }) ?? null;
    if (fault?.kind === 'refuse') {
      res.writeHead(fault.status).end();
      return;
    }
    if (fault?.kind === 'delay') await pause(fault.ms);
    const answer = await this.#answer({ siteID, storeName, keyParts, url, body, req });
    sendAnswer(req, res, answer, fault);
  }

  /** Does what a call asks and says how to answer it. */
  async #answer(call: {
    siteID: string;
    storeName: string;
    keyParts: string[];
    url: URL;
    body: Buffer;
    req: IncomingMessage;
  }): Promise<Answer> {
    const { siteID, storeName, keyParts, url, body, req } = call;
    const storeRoot = join(this.#directory, 'entries', siteID, storeName);
    if (keyParts.length === 0) {
      if (req.method === 'GET') return this.#list(storeRoot, url);
      if (req.method === 'DELETE') return this.#deleteStore(storeRoot, siteID, storeName);
      return { status: 405 };
    }
    const paths = this.#pathsOf(siteID, storeName, keyParts);
    if (!paths) return { status: 400 };
    switch (req.method) {
      case 'GET':
      case 'HEAD':
        return this.#read(paths, req);
      case 'PUT':
        return this.#inQueue(paths.data, () => this.#write(paths, body, req));
      case 'DELETE':
        return this.#inQueue(paths.data, () => this.#delete(paths));
      default:
        return { status: 405 };
    }
  }

  /** Where a key's data and metadata live, or null for a key that would leave the store. */
  #pathsOf(siteID: string, storeName: string, keyParts: string[]) {
    const storeRoot = join(this.#directory, 'entries', siteID, storeName);
    const data = join(storeRoot, ...keyParts);
    if (!data.startsWith(storeRoot + sep)) return null;
    const metadata = join(this.#directory, 'metadata', siteID, storeName, ...keyParts);
    return { data, metadata };
  }

  /** Runs `task` after every earlier task on the same key: the check and write are one step. */
  async #inQueue(key: string, task: () => Promise<Answer>): Promise<Answer> {
    const previous = this.#queues.get(key) ?? Promise.resolve();
    const current = previous.then(task, task);
    const tail = current.then(
      () => undefined,
      () => undefined,
    );
    this.#queues.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.#queues.get(key) === tail) this.#queues.delete(key);
    }
  }

  async #read(paths: { data: string; metadata: string }, req: IncomingMessage): Promise<Answer> {
    const data = await readIfExists(paths.data);
    if (data === null) return { status: 404 };
    const etag = etagOf(data);
    const headers: Record<string, string> = { etag };
    const metadata = await readIfExists(paths.metadata);
    if (metadata) headers[METADATA_HEADER] = `b64;${metadata.toString('base64')}`;
    if (req.headers['if-none-match'] === etag) return { status: 304, headers };
    headers['content-length'] = String(data.length);
    return { status: 200, headers, ...(req.method === 'HEAD' ? {} : { body: data }) };
  }

  async #write(
    paths: { data: string; metadata: string },
    body: Buffer,
    req: IncomingMessage,
  ): Promise<Answer> {
    const ifMatch = req.headers['if-match'];
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifMatch !== undefined || ifNoneMatch !== undefined) {
      const current = await readIfExists(paths.data);
      const refused =
        (ifNoneMatch === '*' && current !== null) ||
        (ifMatch !== undefined && (current === null || etagOf(current) !== ifMatch));
      if (refused) return { status: 412 };
    }
    await replaceFile(paths.data, body);
    const metadataHeader = req.headers[METADATA_HEADER];
    const metadata = typeof metadataHeader === 'string' ? decodeMetadata(metadataHeader) : null;
    if (metadata) await replaceFile(paths.metadata, metadata);
    else await rm(paths.metadata, { force: true });
    return { status: 200, headers: { etag: etagOf(body) } };
  }

  async #delete(paths: { data: string; metadata: string }): Promise<Answer> {
    await rm(paths.data, { force: true });
    await rm(paths.metadata, { force: true });
    return { status: 204 };
  }

  async #deleteStore(storeRoot: string, siteID: string, storeName: string): Promise<Answer> {
    const keys = walk(storeRoot, storeRoot, '', false);
    await rm(storeRoot, { recursive: true, force: true });
    await rm(join(this.#directory, 'metadata', siteID, storeName), {
      recursive: true,
      force: true,
    });
    return jsonAnswer({ blobs_deleted: keys.blobs.length, has_more: false });
  }

  #list(storeRoot: string, url: URL): Answer {
    const prefix = url.searchParams.get('prefix') ?? '';
    const directories = url.searchParams.get('directories') === 'true';
    const found = walk(storeRoot, storeRoot, prefix, directories);
    found.blobs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return jsonAnswer(found);
  }
}

/** How the server answers a call, decided before anything is sent (so a fault can replace it). */
interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends an answer, or, under a fault decided for this call, a 500 or a dropped connection. */
function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: Answer,
  fault: FaultDecision | null,
): void {
  if (fault?.kind === 'drop-after') {
    req.socket.destroy();
    return;
  }
  if (fault?.kind === 'fail-after') {
    res.writeHead(500).end();
    return;
  }
  const headers = { ...answer.headers };
  if (fault?.kind === 'no-etag') delete headers.etag;
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

function jsonAnswer(value: unknown): Answer {
  const body = Buffer.from(JSON.stringify(value));
  return {
    status: 200,
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    body,
  };
}
