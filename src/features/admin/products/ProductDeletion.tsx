import { useId, useState } from 'react';
import {
  PRODUCT_ORDERED_MESSAGE,
  productsArea,
  type AdminProduct,
} from '../../../lib/admin/areas/products.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { callRoute } from '../api/route-client.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { conflictRefusal, RefusalLine } from '../Refusal.tsx';
import { PermissionReason, useMay } from '../permissions.tsx';
import { navigate } from '../router.ts';
import { DANGER_BUTTON, PANEL } from '../styles.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

/**
 * Deleting a product, after a confirm. The server is asked first whether any order names it: then
 * the screen says to archive it instead and never asks to confirm a delete it would refuse (the
 * delete still refuses, 409, an order placed in between). Staff not allowed to delete products
 * see the button disabled, with why.
 */
export function ProductDeletion({ product }: { product: AdminProduct }) {
  const [asking, setAsking] = useState(false);
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mayDelete = useMay('deleteProducts');
  const reasonId = useId();
  const remove = useRouteMutation(productsArea.api.remove, { refreshes: [productsArea.api.list] });

  const ask = async () => {
    setRefusal(null);
    setChecking(true);
    try {
      const fresh = await callRoute(productsArea.api.get, { params: { id: product.id } });
      if (fresh.ordered) setRefusal(PRODUCT_ORDERED_MESSAGE);
      else setAsking(true);
    } catch (error) {
      setRefusal(userMessageFor(error));
    } finally {
      setChecking(false);
    }
  };

  const confirm = async () => {
    setRefusal(null);
    try {
      await remove.mutateAsync({ params: { id: product.id } });
      showToast({ title: 'Product deleted', description: `${product.name} is gone.` });
      navigate(screenHref('products'));
    } catch (error) {
      setAsking(false);
      setRefusal(conflictRefusal(error));
    }
  };

  return (
    <div className={`${PANEL} mt-6`}>
      <h2 className="text-lg font-bold">Delete product</h2>
      <p className="mt-1">
        Only a product no order names can be deleted. To take a product off the shop and keep its
        orders intact, set its status to Archived.
      </p>
      <button
        type="button"
        disabled={remove.isPending || checking || !mayDelete}
        aria-describedby={mayDelete ? undefined : reasonId}
        className={`${DANGER_BUTTON} mt-3`}
        onClick={() => void ask()}
      >
        Delete product
      </button>
      {mayDelete ? null : (
        <PermissionReason id={reasonId} permission="deleteProducts" className="mt-2" />
      )}
      <RefusalLine refusal={refusal} className="mt-3" />
      <ConfirmDialog
        open={asking}
        title={`Delete ${product.name}?`}
        confirmLabel="Delete product"
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(false);
        }}
      >
        <p>{product.name} and its stock record are removed for good. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
