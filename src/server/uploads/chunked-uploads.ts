// Files larger than one request to a function can carry (src/lib/uploads/chunked-upload.ts), kept in
// Blobs while they arrive: one short-lived record per upload (`file-uploads/<id>`: its size, who
// sends it, the chunks received) and each chunk's bytes under its own key in the `uploads` store.
// An upload is deleted once its file is used, and any upload left idle is swept away later.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CHUNK_OUT_OF_ORDER,
  chunkRefusal,
  isUploadStale,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_IDLE_MS,
  type UploadStatus,
} from '../../lib/uploads/chunked-upload.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import { recordCollection } from '../blobs/records.ts';
import { openStore } from '../blobs/store.ts';
import { HttpError } from '../http/errors.ts';

/** The Blobs store of the chunks' bytes (binary), apart from the shop's JSON records. */
export const UPLOAD_CHUNK_STORE = 'uploads';

const ChunkSchema = z.object({
  offset: z.int().nonnegative(),
  length: z.int().positive(),
  key: z.string(),
});

const UploadSchema = z.object({
  id: z.uuid(),
  /** The staff member and the session that started it: the only one that may add to it. */
  userId: z.string(),
  sessionId: z.string(),
  size: z.int().positive(),
  chunkBytes: z.int().positive(),
  received: z.int().nonnegative(),
  chunks: z.array(ChunkSchema),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
type Upload = z.output<typeof UploadSchema>;

/** The uploads in progress, one record each. */
export const fileUploads = recordCollection({ prefix: 'file-uploads', schema: UploadSchema });

const chunkStore = () => openStore(UPLOAD_CHUNK_STORE);

/** Most idle uploads one new upload sweeps away, so starting one stays quick. */
const MOST_SWEPT = 20;

const MESSAGES = {
  unknown: 'This upload is not known or has expired. Choose the file again.',
  notYours: 'This upload was started in another session. Choose the file again here.',
  incomplete: (upload: Upload) =>
    `Only ${upload.received} of the file's ${upload.size} bytes have arrived. Send the rest first.`,
  assembled: 'The parts of this upload do not add up to the file announced. Choose the file again.',
} as const;

const statusOf = (upload: Upload): UploadStatus => ({
  uploadId: upload.id,
  size: upload.size,
  received: upload.received,
  chunkBytes: upload.chunkBytes,
  expiresAt: upload.expiresAt,
});

const expiryFrom = (now: Date) => new Date(now.getTime() + UPLOAD_IDLE_MS).toISOString();

/** Deletes an upload: its chunks (any, kept or orphaned), then its record. */
async function deleteUpload(id: string): Promise<void> {
  const store = chunkStore();
  const { blobs } = await store.list({ prefix: `${id}/` });
  await Promise.all(blobs.map((blob) => store.delete(blob.key)));
  await fileUploads.delete(id);
}

/** Deletes uploads left idle past their expiry, and chunks whose upload record is gone. */
export async function sweepIdleUploads(now = new Date()): Promise<number> {
  const { directories } = await chunkStore().list({ directories: true });
  const ids = new Set([...(await fileUploads.listIds()), ...directories]);
  let swept = 0;
  for (const id of ids) {
    if (swept >= MOST_SWEPT) break;
    const upload = await fileUploads.get(id).catch(() => null);
    if (upload && !isUploadStale(upload, now)) continue;
    await deleteUpload(id);
    swept += 1;
  }
  return swept;
}

/** Starts an upload of `size` bytes for this session (after sweeping idle ones away). */
export async function startUpload(
  session: ActiveSession,
  size: number,
  now = new Date(),
): Promise<UploadStatus> {
  await sweepIdleUploads(now);
  const upload: Upload = {
    id: randomUUID(),
    userId: session.user.id,
    sessionId: session.sessionId,
    size,
    chunkBytes: UPLOAD_CHUNK_BYTES,
    received: 0,
    chunks: [],
    createdAt: now.toISOString(),
    expiresAt: expiryFrom(now),
  };
  await fileUploads.createOnce(upload.id, upload);
  return statusOf(upload);
}

/** The upload, if it exists, is not stale and belongs to this session; else 404 or 403. */
async function ownUpload(session: ActiveSession, id: string, now: Date): Promise<Upload> {
  // Ids are the UUIDs startUpload gives; anything else names no upload (and no other key).
  if (!z.uuid().safeParse(id).success) throw new HttpError(404, MESSAGES.unknown);
  const upload = await fileUploads.get(id);
  if (!upload || isUploadStale(upload, now)) throw new HttpError(404, MESSAGES.unknown);
  if (upload.userId !== session.user.id || upload.sessionId !== session.sessionId) {
    throw new HttpError(403, MESSAGES.notYours);
  }
  return upload;
}

/** Where an upload stands, for a browser resuming it. */
export async function uploadStatus(
  session: ActiveSession,
  id: string,
  now = new Date(),
): Promise<UploadStatus> {
  return statusOf(await ownUpload(session, id, now));
}

const outOfOrder = (message: string, upload: Upload) =>
  new HttpError(409, message, {
    details: { reason: CHUNK_OUT_OF_ORDER, received: upload.received },
  });

/**
 * Adds the chunk at `offset`: it must be the next one, of the planned length (409 with
 * `received` otherwise, so the browser resumes from there). Its bytes are written under a key
 * of their own first; the record takes it only if no other request took that place meanwhile.
 */
export async function addChunk(
  session: ActiveSession,
  id: string,
  offset: number,
  bytes: Uint8Array,
  now = new Date(),
): Promise<UploadStatus> {
  const upload = await ownUpload(session, id, now);
  const refusal = chunkRefusal(upload, offset, bytes.byteLength);
  if (refusal) throw outOfOrder(refusal, upload);
  const key = `${id}/${String(offset).padStart(8, '0')}-${randomUUID()}`;
  await chunkStore().set(key, new Uint8Array(bytes).buffer);
  try {
    const saved = await fileUploads.update(id, (current) => {
      if (!current) throw new HttpError(404, MESSAGES.unknown);
      const lateRefusal = chunkRefusal(current, offset, bytes.byteLength);
      if (lateRefusal) throw outOfOrder(lateRefusal, current);
      return {
        ...current,
        received: offset + bytes.byteLength,
        chunks: [...current.chunks, { offset, length: bytes.byteLength, key }],
        expiresAt: expiryFrom(now),
      };
    });
    return statusOf(saved.data);
  } catch (error) {
    await chunkStore().delete(key);
    throw error;
  }
}

/**
 * The whole file of a complete upload, checked against the size announced and `maxBytes`; the
 * upload is deleted whatever happens next, so a file is used once.
 */
export async function takeUploadedFile(
  session: ActiveSession,
  id: string,
  maxBytes: number,
  tooLarge: string,
  now = new Date(),
): Promise<Uint8Array> {
  const upload = await ownUpload(session, id, now);
  if (upload.received !== upload.size) throw new HttpError(409, MESSAGES.incomplete(upload));
  try {
    const parts = await Promise.all(
      upload.chunks.map(async (chunk) => {
        // The library's type leaves out the null it answers for a missing key.
        const bytes = (await chunkStore().get(chunk.key, {
          type: 'arrayBuffer',
        })) as ArrayBuffer | null;
        if (bytes?.byteLength !== chunk.length) throw new HttpError(409, MESSAGES.assembled);
        return new Uint8Array(bytes);
      }),
    );
    const total = parts.reduce((sum, part) => sum + part.byteLength, 0);
    if (total > maxBytes) throw new HttpError(413, tooLarge);
    if (total !== upload.size) throw new HttpError(409, MESSAGES.assembled);
    const file = new Uint8Array(total);
    let at = 0;
    for (const part of parts) {
      file.set(part, at);
      at += part.byteLength;
    }
    return file;
  } finally {
    await deleteUpload(id);
  }
}
