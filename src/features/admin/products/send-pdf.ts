// Sends a PDF to the import in whatever way fits Netlify's request limit: up to 4 MB in one
// request, larger in 4 MB chunks that resume from where the server says the upload stands when
// a request fails on the way.
import { productsArea } from '../../../lib/admin/areas/products.ts';
import { ApiError } from '../../../lib/api/api-client.ts';
import {
  CHUNK_OUT_OF_ORDER,
  IMPORT_PDF_TOO_LARGE,
  MAX_IMPORT_PDF_BYTES,
  nextChunk,
  SINGLE_REQUEST_MAX_BYTES,
  type UploadStatus,
} from '../../../lib/uploads/chunked-upload.ts';
import type { ImportPreview } from '../../../lib/products/pdf-import/types.ts';
import { callRoute } from '../api/route-client.ts';

/** Failed chunk requests in a row after which the upload gives up. */
const MOST_RETRIES = 4;

const api = productsArea.api;

/** Whether a failed chunk may be sent again: a lost connection, a server error, a chunk the
 * server already had (its answer lost). A refusal (403, 404, 413) stands. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return error instanceof TypeError; // fetch's network failure
  if (error.status >= 500) return true;
  const data = error.data as { reason?: unknown } | undefined;
  return error.status === 409 && data?.reason === CHUNK_OUT_OF_ORDER;
}

/** Sends every chunk from where the upload stands, asking the server again after a failure. */
async function sendChunks(
  file: Blob,
  upload: UploadStatus,
  onSent: (bytes: number) => void,
  pause: (ms: number) => Promise<void>,
): Promise<void> {
  const params = { uploadId: upload.uploadId };
  let received = upload.received;
  let failures = 0;
  for (let chunk = nextChunk(upload, received); chunk; chunk = nextChunk(upload, received)) {
    try {
      const status = await callRoute(api.importUploadChunk, {
        params,
        query: { offset: String(chunk.offset) },
        file: file.slice(chunk.offset, chunk.offset + chunk.length),
      });
      received = status.received;
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures > MOST_RETRIES || !worthRetrying(error)) throw error;
      await pause(500 * failures);
      received = (await callRoute(api.importUploadStatus, { params })).received;
    }
    onSent(received);
  }
}

/**
 * Reads a PDF into the import review: one request for a file up to 4 MB, chunks above that
 * (`onSent` hears the bytes the server holds after each). A file over 10 MB is refused here,
 * before anything is sent.
 */
export async function sendPdfForImport(
  file: Blob,
  onSent: (bytes: number) => void = () => undefined,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<ImportPreview> {
  if (file.size > MAX_IMPORT_PDF_BYTES) {
    throw new ApiError(IMPORT_PDF_TOO_LARGE, 413, { message: IMPORT_PDF_TOO_LARGE });
  }
  if (file.size <= SINGLE_REQUEST_MAX_BYTES) return callRoute(api.importPdf, { file });
  const upload = await callRoute(api.startImportUpload, { body: { size: file.size } });
  await sendChunks(file, upload, onSent, pause);
  return callRoute(api.importUploadedPdf, { params: { uploadId: upload.uploadId } });
}
