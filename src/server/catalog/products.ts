// The products area of the back office (productsArea): staff list, create, edit, archive and
// delete products. Every change is audited and purges the cached shop pages that showed it.
import {
  PRODUCT_ORDERED_MESSAGE,
  productsArea,
  type AdminProduct,
} from '../../lib/admin/areas/products.ts';
import type { NewProductRequest, ProductUpdateRequest } from '../../lib/forms/product.ts';
import {
  productIdAttempt,
  productIdFromName,
  RESERVED_PRODUCT_IDS,
} from '../../lib/products/product-id.ts';
import { MEAL_PLACEHOLDER_IMAGE } from '../../lib/products/product-image.ts';
import {
  ProductSchema,
  sortMealsForDisplay,
  type StoredProduct,
} from '../../lib/products/product.ts';
import { auditedCreate, auditedDelete, auditedUpdate, type Actor } from '../audit.ts';
import type { Revisioned } from '../blobs/records.ts';
import { products, stockByProduct, stockLevels, type StockLevel } from './catalog.ts';
import { purgeProductCaches } from '../http/cdn-cache.ts';
import { HttpError, invalidFields } from '../http/errors.ts';
import { deleteImageVariants, makeImageVariants, storeImageVariants } from './product-images.ts';

/** How many ids (`name`, `name-2`, ...) a new product tries before giving up. */
const ID_ATTEMPTS = 20;

const isProductId = (id: string): boolean => ProductSchema.shape.id.safeParse(id).success;

function adminView(record: Revisioned<StoredProduct>, stock: StockLevel | null): AdminProduct {
  return {
    ...record.data,
    revision: record.revision,
    updatedAt: record.updatedAt,
    onHand: stock?.onHand ?? 0,
    ordered: Boolean(stock?.ordered) || Object.keys(stock?.holds ?? {}).length > 0,
  };
}

/** Every product, drafts and archived ones too, in the shop's display order, with its stock. */
export async function listAdminProducts(): Promise<AdminProduct[]> {
  const [ids, stock] = await Promise.all([products.listIds(), stockByProduct()]);
  const records = await Promise.all(ids.map((id) => products.getRevisioned(id)));
  return sortMealsForDisplay(
    records.flatMap((record) =>
      record ? [adminView(record, stock.get(record.data.id) ?? null)] : [],
    ),
  );
}

/** One product with the revision it was read at, or 404. */
export async function getAdminProduct(id: string): Promise<AdminProduct> {
  const [record, stock] = isProductId(id)
    ? await Promise.all([products.getRevisioned(id), stockLevels.get(id)])
    : [null, null];
  if (!record) throw new HttpError(404);
  return adminView(record, stock);
}

/**
 * Creates a product whose id is made from its name (`name`, then `name-2`... when taken, never
 * a screen's path), with no stock yet, and audits it.
 */
export async function createProduct(actor: Actor, input: NewProductRequest): Promise<AdminProduct> {
  const base = productIdFromName(input.name);
  if (!base) throw invalidFields({ name: 'Use at least one letter or digit in the name' });
  for (let attempt = 1; attempt <= ID_ATTEMPTS; attempt += 1) {
    const id = productIdAttempt(base, attempt);
    if (RESERVED_PRODUCT_IDS.has(id)) continue;
    const { created } = await auditedCreate(
      products,
      id,
      { id, ...input, image: input.image ?? MEAL_PLACEHOLDER_IMAGE },
      { actor, action: 'product.create' },
    );
    if (!created) continue;
    await purgeProductCaches([id]);
    return getAdminProduct(id);
  }
  throw new HttpError(409, 'Too many products already have this name. Choose another name.');
}

/**
 * The product an edit may change: it must still exist (404) and be the revision the editor read
 * (409), so a change saved since is never overwritten unseen.
 */
function editable(current: StoredProduct | null, revision: number, readAt: number): StoredProduct {
  if (!current) throw new HttpError(404);
  if (revision !== readAt) {
    throw new HttpError(
      409,
      'Someone else saved this product after you opened it. Reload it to see their changes, then make yours again.',
      { details: { reason: productsArea.refusals.staleEdit } },
    );
  }
  return current;
}

/**
 * Replaces a product's fields (its id stays) and audits the change. Refused with 409 when
 * someone saved it after the editor read it (`revision`), so nobody's change is lost.
 */
export async function replaceProduct(
  actor: Actor,
  id: string,
  input: ProductUpdateRequest,
): Promise<AdminProduct> {
  await getAdminProduct(id);
  const { revision: readAt, ...fields } = input;
  await auditedUpdate(
    products,
    id,
    (current, revision) => {
      const found = editable(current, revision, readAt);
      // Without an image the product keeps its photo (the form uploads photos on their own).
      return { id, ...fields, image: fields.image ?? found.image };
    },
    { actor, action: 'product.update' },
  );
  await purgeProductCaches([id]);
  return getAdminProduct(id);
}

/**
 * Whether an edit would give the product another price than the revision the editor read. An
 * edit of another revision (refused as stale, 409) or of an unknown product (404) changes nothing;
 * the write checks the revision again, so a price changed since is never overwritten unseen.
 */
export async function editChangesPrice(id: string, input: ProductUpdateRequest): Promise<boolean> {
  const current = isProductId(id) ? await products.getRevisioned(id) : null;
  return current?.revision === input.revision && current.data.priceCents !== input.priceCents;
}

/** Whether any product other than `exceptId` shows this image. */
async function imageInUse(image: string, exceptId: string): Promise<boolean> {
  const ids = (await products.listIds()).filter((id) => id !== exceptId);
  const others = await Promise.all(ids.map((id) => products.get(id)));
  return others.some((product) => product?.image === image);
}

/** Deletes an uploaded photo's variants unless a product shows it (seed paths are left be). */
async function forgetImage(image: string, exceptId: string): Promise<void> {
  if (!(await imageInUse(image, exceptId))) await deleteImageVariants(image);
}

/**
 * Gives a product a new photo from an upload (checked by its content: see makeImageVariants),
 * refused with 409 when someone saved the product after the editor read it (`readAt`). The
 * replaced photo's variants are deleted once no product shows them; so are the new ones when the
 * save is refused.
 */
export async function replaceProductImage(
  actor: Actor,
  id: string,
  readAt: number,
  bytes: Uint8Array,
): Promise<AdminProduct> {
  await getAdminProduct(id);
  const { image, variants } = await makeImageVariants(bytes);
  await storeImageVariants(variants);
  const replaced: { image: string | null } = { image: null };
  try {
    await auditedUpdate(
      products,
      id,
      (current, revision) => {
        const found = editable(current, revision, readAt);
        replaced.image = found.image;
        return { ...found, image };
      },
      { actor, action: 'product.image' },
    );
  } catch (error) {
    await forgetImage(image, '');
    throw error;
  }
  await purgeProductCaches([id]);
  if (replaced.image !== null && replaced.image !== image) await forgetImage(replaced.image, id);
  return getAdminProduct(id);
}

const orderedRefusal = () =>
  new HttpError(409, PRODUCT_ORDERED_MESSAGE, {
    details: { reason: productsArea.refusals.ordered },
  });

/**
 * Deletes a product no order names, and audits it; one that any order names is refused (409).
 * Its stock document is first marked retired in one atomic step that also checks no order took
 * stock of it, so an order racing the delete can never take stock of a product that is gone.
 */
export async function deleteProduct(actor: Actor, id: string): Promise<void> {
  await getAdminProduct(id);
  await stockLevels.update(id, (current) => {
    if (current?.ordered || Object.keys(current?.holds ?? {}).length > 0) throw orderedRefusal();
    return { ...(current ?? { onHand: 0 }), retired: true };
  });
  const deleted = await auditedDelete(products, id, { actor, action: 'product.delete' });
  await stockLevels.delete(id);
  await purgeProductCaches([id]);
  if (deleted) await forgetImage(deleted.image, id);
}
