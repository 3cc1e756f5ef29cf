import { productsArea } from '../../../lib/admin/areas/products.ts';
import { useCreateRecord } from '../api/use-create-record.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { BACK_TO_PRODUCTS } from './links.ts';
import { ProductForm } from './ProductForm.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** /admin/products/new: a new product; its id (web address) is made from its name. */
export default function NewProductScreen() {
  const save = useCreateRecord(productsArea.api.create, {
    refreshes: [productsArea.api.list],
    toast: (created) => ({ title: 'Product added', description: `${created.name} is saved.` }),
    next: (created) => screenHref('product-edit', { productId: created.id }),
  });
  return (
    <ScreenFrame title="Add product" back={BACK_TO_PRODUCTS} width="medium">
      <ProductForm
        initial={{
          name: '',
          description: '',
          tags: [],
          cubesPerPack: 9,
          priceCents: Number.NaN,
          isBestseller: false,
          isVegetarian: false,
          isKidFriendly: false,
          status: 'draft',
        }}
        submitLabel="Add product"
        onSave={(product) => save({ body: product })}
      />
    </ScreenFrame>
  );
}
