import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import { sendPdfForImport } from '../../src/features/admin/products/send-pdf.ts';
import { IMPORT_PDF_TOO_LARGE, UPLOAD_CHUNK_BYTES } from '../../src/lib/uploads/chunked-upload.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { UPLOAD_CHUNK_STORE } from '../../src/server/uploads/chunked-uploads.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { newClientIp, SITE_ORIGIN } from '../fixtures/http.ts';
import { largeProductSheet } from '../fixtures/large-files.ts';
import { signedInTeam } from '../fixtures/staff.ts';

// The admin app's PDF sender against the real handler and a local Blobs server: the browser's
// fetch is the handler, with the staff member's headers, and can lose a request on the way.
runOnLocalBlobs();

const team = signedInTeam(() => seedShop());
let sheet: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  sheet = await largeProductSheet(9 * 1024 * 1024);
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

type Fault = (request: Request, index: number) => 'before' | 'after' | null;

/** Routes the browser's fetch to the handler; `fault` fails a request before or after it ran. */
function handlerAsFetch(fault: Fault = () => null) {
  const seen: string[] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    // The Blobs client's calls (absolute URLs) go to the local Blobs server as they are.
    if (!path.startsWith('/')) return realFetch(path, init);
    const request = new Request(new URL(path, SITE_ORIGIN), {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...team.staff },
    });
    seen.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    const failure = fault(request, seen.length - 1);
    if (failure === 'before') return new Response('Bad gateway', { status: 502 });
    const response = await adminProducts(request, {
      ip: newClientIp(),
      params: {},
      waitUntil: () => undefined,
    });
    if (failure === 'after') throw new TypeError('fetch failed');
    return response;
  });
  return seen;
}

const noPause = () => Promise.resolve();

describe('the admin app sending a PDF to the import', () => {
  it('sends a 9 MB PDF in three chunks, resuming after a lost answer and a 502', async () => {
    let chunkPuts = 0;
    const seen = handlerAsFetch((request) => {
      if (request.method !== 'PUT') return null;
      chunkPuts += 1;
      // The second chunk arrives but its answer is lost; the third first meets a bad gateway.
      if (chunkPuts === 2) return 'after';
      if (chunkPuts === 3) return 'before';
      return null;
    });
    const progress: number[] = [];
    const preview = await sendPdfForImport(
      new Blob([sheet]),
      (bytes) => progress.push(bytes),
      noPause,
    );
    expect(preview.rows).toHaveLength(12);
    expect(progress).toEqual([
      UPLOAD_CHUNK_BYTES,
      2 * UPLOAD_CHUNK_BYTES,
      2 * UPLOAD_CHUNK_BYTES,
      sheet.length,
    ]);
    expect(seen.map((line) => line.replace(/[0-9a-f-]{36}/, 'ID'))).toEqual([
      'POST /api/admin/products/import/uploads',
      'PUT /api/admin/products/import/uploads/ID?offset=0',
      'PUT /api/admin/products/import/uploads/ID?offset=4194304',
      'GET /api/admin/products/import/uploads/ID',
      'PUT /api/admin/products/import/uploads/ID?offset=8388608',
      'GET /api/admin/products/import/uploads/ID',
      'PUT /api/admin/products/import/uploads/ID?offset=8388608',
      'POST /api/admin/products/import/uploads/ID/preview',
    ]);
    expect((await openStore(UPLOAD_CHUNK_STORE).list()).blobs).toEqual([]);
  }, 60_000);

  it('sends a PDF of 4 MB or less in one request, and refuses one over 10 MB before sending', async () => {
    const seen = handlerAsFetch();
    const small = new Blob([
      await import('node:fs').then((fs) =>
        fs.readFileSync('tests/fixtures/pdfs/product-sheet-table.pdf'),
      ),
    ]);
    expect((await sendPdfForImport(small)).rows).toHaveLength(12);
    expect(seen).toEqual(['POST /api/admin/products/import']);

    const huge = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]);
    await expect(sendPdfForImport(huge)).rejects.toThrow(IMPORT_PDF_TOO_LARGE);
    expect(seen).toHaveLength(1);
  });

  it('gives up after five failed tries of one chunk, with the error of the last', async () => {
    const seen = handlerAsFetch((request) => (request.method === 'PUT' ? 'before' : null));
    const sending = sendPdfForImport(new Blob([sheet]), undefined, noPause);
    await expect(sending).rejects.toMatchObject({ status: 502 });
    expect(seen.filter((line) => line.startsWith('PUT'))).toHaveLength(5);
  }, 30_000);
});
