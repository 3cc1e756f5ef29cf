import { useState } from 'react';
import { markShownInPlace } from '../../../components/forms/server-errors.ts';
import { productsArea, type AdminProduct } from '../../../lib/admin/areas/products.ts';
import { permissionRefusal } from '../../../lib/admin/permissions.ts';
import { ApiError } from '../../../lib/api/api-client.ts';
import type { ProductFields } from '../../../lib/forms/product.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { useMay } from '../permissions.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { SECONDARY_BUTTON } from '../styles.ts';
import { BACK_TO_PRODUCTS } from './links.ts';
import { ProductDeletion } from './ProductDeletion.tsx';
import { ProductForm, type ProductFormInput } from './ProductForm.tsx';
import { ProductPhoto } from './ProductPhoto.tsx';
import { ProductStatusBadge } from './ProductStatusBadge.tsx';

/**
 * The fields of a product as its form edits them (no id, revision or stock), as stored: the
 * form, not this, says what is wrong with an old value.
 */
function fieldsOf(product: AdminProduct): ProductFormInput {
  const fields: ProductFormInput & Partial<AdminProduct> = { ...product };
  delete fields.id;
  delete fields.revision;
  delete fields.updatedAt;
  delete fields.onHand;
  delete fields.ordered;
  // The photo is uploaded on its own; a save without one keeps it.
  delete fields.image;
  return fields;
}

/** /admin/products/{id}: every field of a product; a save over someone else's newer one is refused. */
export default function EditProductScreen({ params }: ScreenProps<'product-edit'>) {
  const { productId } = params;
  const product = useRouteQuery(productsArea.api.get, { params: { id: productId } });
  const replace = useRouteMutation(productsArea.api.replace, {
    refreshes: [productsArea.api.list, productsArea.api.get],
  });
  const [stale, setStale] = useState<string | null>(null);
  const mayChangePrice = useMay('prices');
  // An upload gives the product a new revision, which starts the form afresh: never over edits.
  const [formDirty, setFormDirty] = useState(false);

  const save = async (current: AdminProduct, fields: ProductFields) => {
    setStale(null);
    try {
      const saved = await replace.mutateAsync({
        params: { id: current.id },
        body: { ...fields, revision: current.revision },
      });
      showToast({ title: 'Product saved', description: `${saved.name} is up to date.` });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStale(error.message);
        markShownInPlace(error);
      }
      throw error;
    }
  };

  return (
    <ScreenFrame
      title={product.data?.name ?? 'Edit product'}
      back={BACK_TO_PRODUCTS}
      width="medium"
    >
      <QueryStatus query={product}>
        {(current) => (
          <>
            <p className="mt-2 flex flex-wrap items-center gap-3 text-stone-700">
              <ProductStatusBadge status={current.status} />
              <span>
                Web address: <code>/meals/{current.id}</code> · {current.onHand} packs in stock
              </span>
            </p>
            {stale ? (
              <div role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 p-4">
                <p className="font-semibold text-red-800">{stale}</p>
                <button
                  type="button"
                  className={`${SECONDARY_BUTTON} mt-3`}
                  onClick={() => {
                    setStale(null);
                    void product.refetch();
                  }}
                >
                  Load the latest version
                </button>
              </div>
            ) : null}
            <ProductPhoto
              product={current}
              blockedBecause={
                formDirty ? 'Save or undo your changes below first, then upload the photo.' : null
              }
              onStale={setStale}
            />
            <ProductForm
              // A new revision (after a save, an upload or a reload) starts the form from what is stored.
              key={current.revision}
              initial={fieldsOf(current)}
              submitLabel="Save product"
              onSave={(fields) => save(current, fields)}
              onDirtyChange={setFormDirty}
              priceLockedBecause={mayChangePrice ? null : permissionRefusal('prices')}
            />
            <ProductDeletion product={current} />
          </>
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}
