// Applies reviewed import rows: new products are created as drafts (staff publish them), matched
// ones get the imported fields (their image, status, threshold and stock stay). Each is audited;
// a row that cannot be applied is reported by its index and the others still go through.
import type {
  ImportApplyRequest,
  ImportApplyResult,
  ImportApplyRow,
} from '../../lib/forms/product-import.ts';
import { auditedUpdate, type Actor } from '../audit.ts';
import { products } from '../catalog.ts';
import { purgeProductCaches } from '../cdn-cache.ts';
import { HttpError } from '../http/errors.ts';
import { createProduct } from '../products.ts';

/** The image a product imported without one shows until staff upload a photo. */
export const IMPORTED_PRODUCT_IMAGE = '/images/meals/preview-placeholder.svg';

/** Rows written at once: enough to be quick, few enough to leave the store room. */
const CONCURRENT_ROWS = 4;

interface Applied {
  kind: 'created' | 'updated';
  id: string;
  name: string;
}

async function updateImported(actor: Actor, id: string, fields: Omit<ImportApplyRow, 'productId'>) {
  const saved = await auditedUpdate(
    products,
    id,
    (current) => {
      if (!current)
        throw new HttpError(
          404,
          'This product no longer exists; untick its row or import it as new.',
        );
      return { ...current, ...fields };
    },
    { actor, action: 'product.import-update' },
  );
  await purgeProductCaches([id]);
  return saved.data;
}

async function applyRow(actor: Actor, row: ImportApplyRow): Promise<Applied> {
  const { productId, ...fields } = row;
  if (productId !== undefined) {
    const product = await updateImported(actor, productId, fields);
    return { kind: 'updated', id: product.id, name: product.name };
  }
  const product = await createProduct(actor, {
    ...fields,
    image: IMPORTED_PRODUCT_IMAGE,
    status: 'draft',
  });
  return { kind: 'created', id: product.id, name: product.name };
}

const messageOf = (error: HttpError) =>
  Object.values(error.errors ?? {})[0] ??
  (error.message === '' ? 'This row could not be imported.' : error.message);

/** Applies the rows, a few at a time, and says what each did. */
export async function applyPdfImport(
  actor: Actor,
  request: ImportApplyRequest,
): Promise<ImportApplyResult> {
  const result: ImportApplyResult = { created: [], updated: [], errors: [] };
  for (let start = 0; start < request.rows.length; start += CONCURRENT_ROWS) {
    const batch = request.rows.slice(start, start + CONCURRENT_ROWS);
    const outcomes = await Promise.allSettled(batch.map((row) => applyRow(actor, row)));
    outcomes.forEach((outcome, offset) => {
      const index = start + offset;
      if (outcome.status === 'fulfilled') {
        const { kind, ...product } = outcome.value;
        result[kind].push(product);
      } else if (outcome.reason instanceof HttpError) {
        result.errors.push({ index, message: messageOf(outcome.reason) });
      } else {
        throw outcome.reason;
      }
    });
  }
  return result;
}
