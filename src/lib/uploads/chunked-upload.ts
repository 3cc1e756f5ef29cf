// A file too large for one request travels in parts: the browser announces its size, sends
// chunks of at most 4 MB in order, and the server keeps them in Blobs until the file is used.
// These are the rules both sides share: how a file is cut, which chunk comes next, when an
// upload is stale. The store side is src/server/uploads/chunked-uploads.ts.
import { z } from 'zod';
import { MAX_FILE_BYTES_PER_REQUEST } from './upload-limits.ts';

/** Bytes of each chunk but the last: as much file as one request to a function safely carries. */
export const UPLOAD_CHUNK_BYTES = MAX_FILE_BYTES_PER_REQUEST;

/** Most bytes of a PDF to import (one request or several). */
export const MAX_IMPORT_PDF_BYTES = 10 * 1024 * 1024;

/** What staff read when their PDF is over the limit. */
export const IMPORT_PDF_TOO_LARGE =
  'This PDF is over 10 MB. Upload a smaller file, e.g. the product pages alone.';

/** Files up to this size go up in one request; larger ones in chunks. */
export const SINGLE_REQUEST_MAX_BYTES = UPLOAD_CHUNK_BYTES;

/** How long an upload waits for its next chunk or its use before it is deleted. */
export const UPLOAD_IDLE_MS = 30 * 60 * 1000;

/** POST …/uploads: the size of the file about to be sent. */
export const NewUploadRequestSchema = z.object({
  size: z
    .int('Send the file size in bytes')
    .positive('The file is empty. Choose another file.')
    .max(MAX_IMPORT_PDF_BYTES, IMPORT_PDF_TOO_LARGE),
});
export type NewUploadRequest = z.output<typeof NewUploadRequestSchema>;

/** The query of a chunk: where in the file it starts. */
export const ChunkQuerySchema = z.object({
  offset: z.coerce.number<string>().int('Give the offset in bytes').nonnegative(),
});

/** Where an upload stands, so a browser can resume from `received`. */
export const UploadStatusSchema = z.object({
  uploadId: z.uuid(),
  size: z.int().positive(),
  received: z.int().nonnegative(),
  chunkBytes: z.int().positive(),
  expiresAt: z.iso.datetime(),
});
export type UploadStatus = z.output<typeof UploadStatusSchema>;

/** The machine-readable reason of a chunk refused because it is not the next one (409). */
export const CHUNK_OUT_OF_ORDER = 'chunk_out_of_order';

/** One chunk to send: where it starts and how many bytes it has. */
export interface ChunkSpan {
  offset: number;
  length: number;
}

/** The chunk that must come at `received` of a `size`-byte file, or null once all arrived. */
export function nextChunk(
  upload: { size: number; received: number; chunkBytes: number },
  received = upload.received,
): ChunkSpan | null {
  if (received >= upload.size) return null;
  return { offset: received, length: Math.min(upload.chunkBytes, upload.size - received) };
}

/** Every chunk of a `size`-byte file from `from` on, in order. */
export function chunksFrom(upload: { size: number; chunkBytes: number }, from = 0): ChunkSpan[] {
  const spans: ChunkSpan[] = [];
  for (let chunk = nextChunk({ ...upload, received: from }); chunk;) {
    spans.push(chunk);
    chunk = nextChunk({ ...upload, received: chunk.offset + chunk.length });
  }
  return spans;
}

/**
 * Why a chunk cannot be taken now, or null when it is the next one: chunks come in order, each
 * exactly as long as the plan says, never past the announced size.
 */
export function chunkRefusal(
  upload: { size: number; received: number; chunkBytes: number },
  offset: number,
  length: number,
): string | null {
  const expected = nextChunk(upload);
  if (!expected) return 'Every part of this file has arrived already.';
  if (offset !== expected.offset) {
    return `This part starts at byte ${offset}, but the next part starts at byte ${expected.offset}.`;
  }
  if (length !== expected.length) {
    return `This part has ${length} bytes; the part at byte ${offset} must have ${expected.length}.`;
  }
  return null;
}

/** Whether an upload has waited past its expiry (its chunks may then be deleted). */
export function isUploadStale(upload: { expiresAt: string }, now: Date): boolean {
  return Date.parse(upload.expiresAt) <= now.getTime();
}
