import { describe, expect, it } from 'vitest';
import {
  chunkRefusal,
  chunksFrom,
  isUploadStale,
  nextChunk,
  UPLOAD_CHUNK_BYTES,
} from '../../src/lib/uploads/chunked-upload.ts';

const MB = 1024 * 1024;
const nineMegabytes = { size: 9 * MB + 123, chunkBytes: UPLOAD_CHUNK_BYTES };

describe('how a large file is cut and checked', () => {
  it('cuts a 9 MB file into 4 MB, 4 MB and the rest, and resumes from any point', () => {
    expect(UPLOAD_CHUNK_BYTES).toBe(4 * MB);
    expect(chunksFrom(nineMegabytes)).toEqual([
      { offset: 0, length: 4 * MB },
      { offset: 4 * MB, length: 4 * MB },
      { offset: 8 * MB, length: MB + 123 },
    ]);
    expect(chunksFrom(nineMegabytes, 4 * MB)).toHaveLength(2);
    expect(chunksFrom({ size: 10, chunkBytes: 4 })).toEqual([
      { offset: 0, length: 4 },
      { offset: 4, length: 4 },
      { offset: 8, length: 2 },
    ]);
    expect(nextChunk({ ...nineMegabytes, received: nineMegabytes.size })).toBeNull();
  });

  it('takes only the next chunk, of exactly its planned length', () => {
    const upload = { ...nineMegabytes, received: 4 * MB };
    expect(chunkRefusal(upload, 4 * MB, 4 * MB)).toBeNull();
    expect(chunkRefusal(upload, 0, 4 * MB)).toMatch(/next part starts at byte 4194304/);
    expect(chunkRefusal(upload, 8 * MB, MB + 123)).toMatch(/next part starts/);
    expect(chunkRefusal(upload, 4 * MB, 100)).toMatch(/must have 4194304/);
    expect(chunkRefusal({ ...upload, received: 8 * MB }, 8 * MB, MB + 123)).toBeNull();
    expect(chunkRefusal({ ...upload, received: upload.size }, upload.size, 1)).toMatch(
      /arrived already/,
    );
  });

  it('calls an upload stale once its expiry has passed', () => {
    const upload = { expiresAt: '2026-11-25T10:00:00.000Z' };
    expect(isUploadStale(upload, new Date('2026-11-25T09:59:59Z'))).toBe(false);
    expect(isUploadStale(upload, new Date('2026-11-25T10:00:00Z'))).toBe(true);
  });
});
