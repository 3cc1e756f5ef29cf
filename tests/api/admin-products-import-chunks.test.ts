import { beforeAll, describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import {
  CHUNK_OUT_OF_ORDER,
  IMPORT_PDF_TOO_LARGE,
  UPLOAD_CHUNK_BYTES,
  type UploadStatus,
} from '../../src/lib/uploads/chunked-upload.ts';
import type { ImportPreview } from '../../src/lib/products/pdf-import/index.ts';
import { readSession, startSession } from '../../src/server/auth/sessions.ts';
import { createUser } from '../../src/server/auth/users.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import {
  addChunk,
  fileUploads,
  startUpload,
  UPLOAD_CHUNK_STORE,
} from '../../src/server/uploads/chunked-uploads.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { largeProductSheet } from '../fixtures/large-files.ts';
import { sendForm } from '../fixtures/pdf-upload.ts';
import { asBearer, signedInTeam, TEST_PASSWORD } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());
const UPLOADS = '/api/admin/products/import/uploads';
let sheet: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  sheet = await largeProductSheet(9 * 1024 * 1024);
}, 60_000);

const start = (size: number, headers: Record<string, string> = team.staff) =>
  call(adminProducts, UPLOADS, { json: { size }, headers });

/** Sends one chunk as the admin app does: PUT, multipart, field `chunk`. */
async function sendChunk(
  uploadId: string,
  offset: number | string,
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = team.staff,
) {
  const form = new FormData();
  form.append('chunk', new Blob([bytes]), 'chunk');
  return sendForm(`${UPLOADS}/${uploadId}?offset=${offset}`, 'PUT', form, headers);
}

const preview = (uploadId: string, headers: Record<string, string> = team.staff) =>
  call(adminProducts, `${UPLOADS}/${uploadId}/preview`, {
    method: 'POST',
    headers: { origin: SITE_ORIGIN, ...headers },
  });

const chunkKeys = async (uploadId: string) =>
  (await openStore(UPLOAD_CHUNK_STORE).list({ prefix: `${uploadId}/` })).blobs.map((b) => b.key);

const startedId = async (size: number, headers?: Record<string, string>) => {
  const { status, body } = await start(size, headers);
  expect(status).toBe(201);
  return (body as UploadStatus).uploadId;
};

describe('a PDF over 4 MB, uploaded in chunks', () => {
  it('goes up in 4 MB chunks, resumes from the status, is read like a small one, then is deleted', async () => {
    expect(sheet.length).toBeGreaterThan(9 * 1024 * 1024);
    const started = await start(sheet.length);
    expect(started.status).toBe(201);
    const upload = started.body as UploadStatus;
    expect(upload).toMatchObject({
      size: sheet.length,
      received: 0,
      chunkBytes: UPLOAD_CHUNK_BYTES,
    });

    const first = await sendChunk(upload.uploadId, 0, sheet.slice(0, UPLOAD_CHUNK_BYTES));
    expect(first).toMatchObject({ status: 200, body: { received: UPLOAD_CHUNK_BYTES } });
    // A browser that lost the answer asks where the upload stands and goes on from there.
    const status = await call(adminProducts, `${UPLOADS}/${upload.uploadId}`, {
      headers: team.staff,
    });
    expect(status.body).toMatchObject({ received: UPLOAD_CHUNK_BYTES, size: sheet.length });
    for (let offset = UPLOAD_CHUNK_BYTES; offset < sheet.length; offset += UPLOAD_CHUNK_BYTES) {
      const sent = await sendChunk(
        upload.uploadId,
        offset,
        sheet.slice(offset, offset + UPLOAD_CHUNK_BYTES),
      );
      expect(sent.status).toBe(200);
      expect(sent.body.received).toBe(Math.min(sheet.length, offset + UPLOAD_CHUNK_BYTES));
    }
    expect(await chunkKeys(upload.uploadId)).toHaveLength(3);

    const read = await preview(upload.uploadId);
    expect(read.status).toBe(200);
    const rows = (read.body as ImportPreview).rows;
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row.name)).toContain('Beef Bolognese');
    // Used once: the record and every chunk are gone.
    expect(await fileUploads.get(upload.uploadId)).toBeNull();
    expect(await chunkKeys(upload.uploadId)).toEqual([]);
    expect((await preview(upload.uploadId)).status).toBe(404);
  }, 60_000);

  it('refuses a file over 10 MB, an empty one, and a size that is not a number of bytes', async () => {
    const over = await start(10 * 1024 * 1024 + 1);
    expect(over).toMatchObject({ status: 400, body: { errors: { size: IMPORT_PDF_TOO_LARGE } } });
    expect((await start(0)).status).toBe(400);
    expect((await start(1.5)).status).toBe(400);
  });

  it('takes chunks only in order and of the planned length, each at most 4 MB', async () => {
    const id = await startedId(sheet.length);
    const skipped = await sendChunk(id, UPLOAD_CHUNK_BYTES, sheet.slice(0, UPLOAD_CHUNK_BYTES));
    expect(skipped).toMatchObject({
      status: 409,
      body: { reason: CHUNK_OUT_OF_ORDER, received: 0 },
    });
    const short = await sendChunk(id, 0, sheet.slice(0, 1000));
    expect(short).toMatchObject({ status: 409, body: { reason: CHUNK_OUT_OF_ORDER } });
    expect((await sendChunk(id, 0, sheet.slice(0, UPLOAD_CHUNK_BYTES + 1))).status).toBe(413);
    expect((await sendChunk(id, -1, sheet.slice(0, 10))).status).toBe(400);
    expect((await sendChunk(id, 'two', sheet.slice(0, 10))).status).toBe(400);
    expect((await sendChunk(id, 0, sheet.slice(0, UPLOAD_CHUNK_BYTES))).status).toBe(200);
    // Sent twice (an answer lost on the way): the repeat is refused and says what arrived.
    const repeat = await sendChunk(id, 0, sheet.slice(0, UPLOAD_CHUNK_BYTES));
    expect(repeat.body).toMatchObject({ reason: CHUNK_OUT_OF_ORDER, received: UPLOAD_CHUNK_BYTES });
    const early = await preview(id);
    expect(early.status).toBe(409);
    expect(await chunkKeys(id)).toHaveLength(1);
  }, 30_000);

  it('lets one of two requests racing with the same chunk in, and keeps one copy', async () => {
    const id = await startedId(2 * UPLOAD_CHUNK_BYTES);
    const chunk = sheet.slice(0, UPLOAD_CHUNK_BYTES);
    const results = await Promise.all([sendChunk(id, 0, chunk), sendChunk(id, 0, chunk)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await chunkKeys(id)).toHaveLength(1);
  }, 30_000);

  it('answers 404 for an unknown upload and 403 to anyone but the session that started it', async () => {
    const unknown = '6f1c1e52-3f4e-4c43-9d5c-2d0c7c4c1a11';
    expect((await sendChunk(unknown, 0, sheet.slice(0, 10))).status).toBe(404);
    expect((await sendChunk('../users', 0, sheet.slice(0, 10))).status).toBe(404);
    expect(
      (await call(adminProducts, `${UPLOADS}/${unknown}`, { headers: team.staff })).status,
    ).toBe(404);
    expect((await preview(unknown)).status).toBe(404);

    const id = await startedId(sheet.length, team.admin);
    expect((await sendChunk(id, 0, sheet.slice(0, UPLOAD_CHUNK_BYTES))).status).toBe(403);
    expect((await call(adminProducts, `${UPLOADS}/${id}`, { headers: team.staff })).status).toBe(
      403,
    );
    expect((await preview(id)).status).toBe(403);
    // The same admin signed in elsewhere is another session: it starts its own upload.
    const owner = await createUser({
      username: 'second-desk',
      password: TEST_PASSWORD,
      role: 'admin',
    });
    const own = await startedId(100, asBearer((await startSession(owner)).token));
    const otherDesk = asBearer((await startSession(owner)).token);
    expect((await sendChunk(own, 0, sheet.slice(0, 100), otherDesk)).status).toBe(403);
    expect(await fileUploads.get(id)).not.toBeNull();
  }, 30_000);

  it('sweeps away uploads left idle, with their chunks, when a new one starts', async () => {
    const user = await createUser({
      username: 'idle-desk',
      password: TEST_PASSWORD,
      role: 'staff',
    });
    const session = await startSession(user);
    const active = await readSession(
      new Request(SITE_ORIGIN, { headers: asBearer(session.token) }),
    );
    if (!active) throw new Error('the session just started is not readable');
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const idle = await startUpload(active, 2 * UPLOAD_CHUNK_BYTES, longAgo);
    await addChunk(active, idle.uploadId, 0, sheet.slice(0, UPLOAD_CHUNK_BYTES), longAgo);
    expect(await chunkKeys(idle.uploadId)).toHaveLength(1);
    // Expired: the browser is told to choose the file again, even before it is swept.
    expect(
      (
        await call(adminProducts, `${UPLOADS}/${idle.uploadId}`, {
          headers: asBearer(session.token),
        })
      ).status,
    ).toBe(404);

    await startedId(100);
    expect(await fileUploads.get(idle.uploadId)).toBeNull();
    expect(await chunkKeys(idle.uploadId)).toEqual([]);
  }, 30_000);
});
