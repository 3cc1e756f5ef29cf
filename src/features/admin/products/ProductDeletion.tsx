import { useState } from 'react';
import { markShownInPlace } from '../../../components/forms/server-errors.ts';
import { productsArea, type AdminProduct } from '../../../lib/admin/areas/products.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { navigate } from '../router.ts';
import { DANGER_BUTTON, PANEL } from '../styles.ts';

/**
 * Deleting a product, after a confirm. The server refuses when any order names it; the refusal
 * says to archive it instead, and stays on screen.
 */
export function ProductDeletion({ product }: { product: AdminProduct }) {
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useRouteMutation(productsArea.api.remove, { refreshes: [productsArea.api.list] });

  const confirm = async () => {
    setRefusal(null);
    try {
      await remove.mutateAsync({ params: { id: product.id } });
      showToast({ title: 'Product deleted', description: `${product.name} is gone.` });
      navigate('/admin/products');
    } catch (error) {
      setAsking(false);
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(error.message);
        markShownInPlace(error);
      }
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
        disabled={remove.isPending}
        className={`${DANGER_BUTTON} mt-3`}
        onClick={() => {
          setAsking(true);
        }}
      >
        Delete product
      </button>
      {refusal ? (
        <p role="alert" className="mt-3 font-semibold text-red-700">
          {refusal}
        </p>
      ) : null}
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
