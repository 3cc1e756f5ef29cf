// Applies reviewed import rows: new products are created as drafts (staff publish them), matched
// ones get the imported fields (their image, status, threshold and stock stay). Each is audited.
// A row is applied only as the preview signed it (preview-tokens.ts): a row this account never
// previewed is refused (400), and so is a row whose product changed since the preview (409), by
// its index, while the others still go through.
import type {
  ImportApplyRequest,
  ImportApplyResult,
  ImportApplyRow,
} from '../../../lib/forms/product-import.ts';
import { productIdFromName } from '../../../lib/products/product-id.ts';
import { nameKey } from '../../../lib/products/pdf-import/index.ts';
import { auditedUpdate, type Actor } from '../../audit.ts';
import { products } from '../catalog.ts';
import { purgeProductCaches } from '../../http/cdn-cache.ts';
import { HttpError } from '../../http/errors.ts';
import { createProduct } from '../products.ts';
import { verifyPreviewRow, type PreviewRowClaims } from './preview-tokens.ts';

/** The image a product imported without one shows until staff upload a photo. */
export const IMPORTED_PRODUCT_IMAGE = '/images/meals/preview-placeholder.svg';

/** Rows written at once: enough to be quick, few enough to leave the store room. */
const CONCURRENT_ROWS = 4;

/** Why a previewed row is no longer applied as it was read: what happened and what to do. */
export const APPLY_REFUSALS = {
  changed:
    'Someone changed this product after the PDF was read, so this row was not imported (it would undo their change). Read the PDF again to compare it with the product as it is now.',
  deleted:
    'This product was deleted after the PDF was read, so this row was not imported. Read the PDF again to import it as a new product.',
  added:
    'A product with this name was added after the PDF was read (perhaps by this import), so this row was not imported again. Read the PDF again to update it instead.',
  twice: 'This row was sent twice in one import; it was imported once.',
} as const;

interface Applied {
  kind: 'created' | 'updated';
  id: string;
  name: string;
}

type Fields = Omit<ImportApplyRow, 'token'>;

/** Updates the product a row matched, only if nobody saved it since the preview read it. */
async function updateImported(actor: Actor, id: string, readAt: number, fields: Fields) {
  const saved = await auditedUpdate(
    products,
    id,
    (current, revision) => {
      if (!current) throw new HttpError(409, APPLY_REFUSALS.deleted);
      if (revision !== readAt) throw new HttpError(409, APPLY_REFUSALS.changed);
      return { ...current, ...fields };
    },
    { actor, action: 'product.import-update' },
  );
  await purgeProductCaches([id]);
  return saved.data;
}

async function applyRow(actor: Actor, fields: Fields, claims: PreviewRowClaims): Promise<Applied> {
  if (claims.pid !== null) {
    // A matched product read without a revision (deleted as the preview read it) is stale too.
    const product = await updateImported(actor, claims.pid, claims.rev ?? 0, fields);
    return { kind: 'updated', id: product.id, name: product.name };
  }
  // A new row whose product now exists (added since, or this row applied before) is not added twice.
  const id = productIdFromName(fields.name);
  const namesake = id === null ? null : await products.get(id);
  if (namesake && nameKey(namesake.name) === nameKey(fields.name)) {
    throw new HttpError(409, APPLY_REFUSALS.added);
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

/** Each row's verified token, or why it is refused (a row twice in the request counts once). */
async function checkedRows(actor: Actor, rows: readonly ImportApplyRow[]) {
  const seen = new Set<string>();
  const checked = [];
  for (const { token, ...fields } of rows) {
    try {
      const claims = await verifyPreviewRow(actor, token);
      const key = `${claims.pv}/${String(claims.row)}`;
      if (seen.has(key)) throw new HttpError(400, APPLY_REFUSALS.twice);
      seen.add(key);
      checked.push({ fields, claims });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      checked.push({ fields, refusal: error });
    }
  }
  return checked;
}

/**
 * Whether any row would give the product it matched another price than the revision the preview
 * read (rows whose token does not verify, or whose product changed since, change nothing: apply
 * refuses them by themselves).
 */
export async function importChangesPrices(
  actor: Actor,
  request: ImportApplyRequest,
): Promise<boolean> {
  const rows = await checkedRows(actor, request.rows);
  const changes = await Promise.all(
    rows.map(async ({ fields, claims }) => {
      if (!claims?.pid) return false;
      const current = await products.getRevisioned(claims.pid);
      return current?.revision === claims.rev && current.data.priceCents !== fields.priceCents;
    }),
  );
  return changes.includes(true);
}

/** Applies the rows, a few at a time, and says what each did. */
export async function applyPdfImport(
  actor: Actor,
  request: ImportApplyRequest,
): Promise<ImportApplyResult> {
  const result: ImportApplyResult = { created: [], updated: [], errors: [] };
  const rows = await checkedRows(actor, request.rows);
  for (let start = 0; start < rows.length; start += CONCURRENT_ROWS) {
    const batch = rows.slice(start, start + CONCURRENT_ROWS);
    const outcomes = await Promise.allSettled(
      batch.map((row) =>
        row.claims ? applyRow(actor, row.fields, row.claims) : Promise.reject(row.refusal),
      ),
    );
    outcomes.forEach((outcome, offset) => {
      const index = start + offset;
      if (outcome.status === 'fulfilled') {
        const { kind, ...product } = outcome.value;
        result[kind].push(product);
      } else if (outcome.reason instanceof HttpError) {
        const { status } = outcome.reason;
        result.errors.push({ index, status, message: messageOf(outcome.reason) });
      } else {
        throw outcome.reason;
      }
    });
  }
  return result;
}
