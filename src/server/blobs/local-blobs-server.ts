import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';

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
 */
export class LocalBlobsServer {
  readonly #directory: string;
  readonly #token: string;
  readonly #queues = new Map<string, Promise<void>>();
  #server: Server | undefined;

  constructor(options: { directory: string; token: string }) {
    this.#directory = resolve(options.directory);
    this.#token = options.token;
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
    const storeRoot = join(this.#directory, 'entries', siteID, storeName);
    const key = keyParts.join('/');
    if (key === '') {
      if (req.method === 'GET') this.#list(storeRoot, url, res);
      else if (req.method === 'DELETE') await this.#deleteStore(storeRoot, siteID, storeName, res);
      else res.writeHead(405).end();
      return;
    }
    const paths = this.#pathsOf(siteID, storeName, keyParts);
    if (!paths) {
      res.writeHead(400).end();
      return;
    }
    switch (req.method) {
      case 'GET':
      case 'HEAD':
        await this.#read(paths, req, res);
        return;
      case 'PUT': {
        const body = await readBody(req);
        await this.#inQueue(paths.data, () => this.#write(paths, body, req, res));
        return;
      }
      case 'DELETE':
        await this.#inQueue(paths.data, () => this.#delete(paths, res));
        return;
      default:
        res.writeHead(405).end();
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
  async #inQueue(key: string, task: () => Promise<void>): Promise<void> {
    const previous = this.#queues.get(key) ?? Promise.resolve();
    const current = previous.then(task, task);
    const tail = current.catch(() => undefined);
    this.#queues.set(key, tail);
    try {
      await current;
    } finally {
      if (this.#queues.get(key) === tail) this.#queues.delete(key);
    }
  }

  async #read(
    paths: { data: string; metadata: string },
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const data = await readIfExists(paths.data);
    if (data === null) {
      res.writeHead(404).end();
      return;
    }
    const etag = etagOf(data);
    const headers: Record<string, string> = { etag };
    const metadata = await readIfExists(paths.metadata);
    if (metadata) headers[METADATA_HEADER] = `b64;${metadata.toString('base64')}`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    headers['content-length'] = String(data.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  async #write(
    paths: { data: string; metadata: string },
    body: Buffer,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const ifMatch = req.headers['if-match'];
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifMatch !== undefined || ifNoneMatch !== undefined) {
      const current = await readIfExists(paths.data);
      const refused =
        (ifNoneMatch === '*' && current !== null) ||
        (ifMatch !== undefined && (current === null || etagOf(current) !== ifMatch));
      if (refused) {
        res.writeHead(412).end();
        return;
      }
    }
    await replaceFile(paths.data, body);
    const metadataHeader = req.headers[METADATA_HEADER];
    const metadata = typeof metadataHeader === 'string' ? decodeMetadata(metadataHeader) : null;
    if (metadata) await replaceFile(paths.metadata, metadata);
    else await rm(paths.metadata, { force: true });
    res.writeHead(200, { etag: etagOf(body) }).end();
  }

  async #delete(paths: { data: string; metadata: string }, res: ServerResponse): Promise<void> {
    await rm(paths.data, { force: true });
    await rm(paths.metadata, { force: true });
    res.writeHead(204).end();
  }

  async #deleteStore(
    storeRoot: string,
    siteID: string,
    storeName: string,
    res: ServerResponse,
  ): Promise<void> {
    const keys = walk(storeRoot, storeRoot, '', false);
    await rm(storeRoot, { recursive: true, force: true });
    await rm(join(this.#directory, 'metadata', siteID, storeName), {
      recursive: true,
      force: true,
    });
    sendJson(res, { blobs_deleted: keys.blobs.length, has_more: false });
  }

  #list(storeRoot: string, url: URL, res: ServerResponse): void {
    const prefix = url.searchParams.get('prefix') ?? '';
    const directories = url.searchParams.get('directories') === 'true';
    const found = walk(storeRoot, storeRoot, prefix, directories);
    found.blobs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    sendJson(res, found);
  }
}

interface ListedBlob {
  key: string;
  etag: string;
  last_modified: string;
  size: number;
}

/**
 * Every blob under `path` whose key starts with `prefix`; subtrees that cannot match are skipped.
 * Synchronous on purpose: a listing touches a file per key (and a folder per key part), and
 * thousands of small async fs calls queue on libuv's four threads, where sync calls take a few
 * microseconds each. This server is for development and tests only.
 */
function walk(
  root: string,
  path: string,
  prefix: string,
  directories: boolean,
  found: { blobs: ListedBlob[]; directories: string[] } = { blobs: [], directories: [] },
): { blobs: ListedBlob[]; directories: string[] } {
  let entries: Dirent[];
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return found;
    throw error;
  }
  for (const entry of entries) {
    // Half-written files (".<random>") are never blobs.
    if (entry.name.startsWith('.')) continue;
    const entryPath = join(path, entry.name);
    const key = relative(root, entryPath).split(sep).join('/');
    if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
    if (entry.isDirectory()) {
      if (directories && key.startsWith(prefix)) found.directories.push(key);
      else walk(root, entryPath, prefix, directories, found);
      continue;
    }
    if (!key.startsWith(prefix)) continue;
    const listed = listedBlob(entryPath, key);
    if (listed) found.blobs.push(listed);
  }
  return found;
}

/** ETags of listed files by path, kept while the file's inode, size and time stay the same. */
const listedEtags = new Map<string, { stamp: string; etag: string }>();

/**
 * A blob as a listing shows it, or null when it vanished since the folder was read. Its ETag is
 * remembered against the file's inode, size and modification time, so listing a folder again
 * costs one stat per file instead of reading and hashing each (every write renames a new file
 * into place, which changes the inode).
 */
function listedBlob(path: string, key: string): ListedBlob | null {
  try {
    const info = statSync(path, { bigint: true });
    const stamp = `${String(info.ino)}:${String(info.size)}:${String(info.mtimeNs)}`;
    let etag = listedEtags.get(path)?.stamp === stamp ? listedEtags.get(path)?.etag : undefined;
    if (etag === undefined) {
      etag = etagOf(readFileSync(path));
      listedEtags.set(path, { stamp, etag });
    }
    return {
      key,
      etag,
      last_modified: new Date(Number(info.mtimeMs)).toISOString(),
      size: Number(info.size),
    };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The path's segments decoded, or null when one is malformed or could step out of its folder. */
function decodedSegments(parts: string[]): string[] | null {
  try {
    const decoded = parts.map(decodeURIComponent);
    const unsafe = (part: string) =>
      part === '' || part === '.' || part === '..' || /[/\\\0]/.test(part);
    return decoded.some(unsafe) ? null : decoded;
  } catch {
    return null;
  }
}

const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR');

/** The ETag of some content: it changes whenever the bytes do, as production's does. */
function etagOf(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('hex').slice(0, 32)}"`;
}

async function readIfExists(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Writes a file whole or not at all: a temporary file beside it, then a rename over it. */
async function replaceFile(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${randomBytes(8).toString('hex')}`);
  await writeFile(temporary, data);
  await rename(temporary, path);
}

function decodeMetadata(header: string): Buffer | null {
  if (!header.startsWith('b64;')) return null;
  return Buffer.from(header.slice('b64;'.length), 'base64');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}
