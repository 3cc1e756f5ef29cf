import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';

// The files behind the local Blobs server (local-blobs-server.ts): listings, ETags, whole writes,
// and the parts of a request it reads (path segments, metadata, body).

/** A blob as a listing shows it. */
export interface ListedBlob {
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
export function walk(
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

/** Whether a file error means the file is not there. */
export const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR');

/** The ETag of some content: it changes whenever the bytes do, as production's does. */
export function etagOf(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('hex').slice(0, 32)}"`;
}

/** A file's bytes, or null when there is no such file. */
export async function readIfExists(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Writes a file whole or not at all: a temporary file beside it, then a rename over it. */
export async function replaceFile(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${randomBytes(8).toString('hex')}`);
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** The path's segments decoded, or null when one is malformed or could step out of its folder. */
export function decodedSegments(parts: string[]): string[] | null {
  try {
    const decoded = parts.map(decodeURIComponent);
    const unsafe = (part: string) =>
      part === '' || part === '.' || part === '..' || /[/\\\0]/.test(part);
    return decoded.some(unsafe) ? null : decoded;
  } catch {
    return null;
  }
}

/** The metadata bytes of a blob, from the header the client sends them in. */
export function decodeMetadata(header: string): Buffer | null {
  if (!header.startsWith('b64;')) return null;
  return Buffer.from(header.slice('b64;'.length), 'base64');
}

/** A request's whole body. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
