import { useId, useState } from 'react';
import { fieldClass, LABEL_CLASS } from '../../../components/forms/fields.tsx';
import { productsArea, type AdminProduct } from '../../../lib/admin/areas/products.ts';
import { lacksFoodFacts } from '../../../lib/products/food-facts.ts';
import { formatNZD } from '../../../lib/money.ts';
import { productImageAttributes, THUMBNAIL_SIZES } from '../../../lib/products/product-image.ts';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../lib/products/product.ts';
import MealBadges from '../../meals/MealBadges.tsx';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import { STATUS_LABELS } from './links.ts';
import { ProductStatusBadge } from './ProductStatusBadge.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

const COLUMNS: readonly Column<AdminProduct>[] = [
  {
    header: <span className="sr-only">Image</span>,
    cell: (product) => (
      <img
        {...productImageAttributes(product.image, THUMBNAIL_SIZES)}
        alt=""
        width="64"
        height="48"
        className="rounded bg-brand-100"
      />
    ),
  },
  {
    header: 'Name',
    rowHeader: true,
    cell: (product) => (
      <AdminLink
        href={screenHref('product-edit', { productId: product.id })}
        className="text-brand-800 underline"
      >
        {product.name}
      </AdminLink>
    ),
  },
  { header: 'Price', align: 'right', cell: (product) => formatNZD(product.priceCents) },
  {
    header: 'Stock',
    align: 'right',
    cell: (product) =>
      product.onHand > 0 ? (
        `${product.onHand} packs`
      ) : (
        <span className="font-semibold text-red-800">Out of stock</span>
      ),
  },
  {
    header: 'Badges',
    cell: (product) => <MealBadges product={{ ...product, inStock: product.onHand > 0 }} />,
  },
  { header: 'Status', cell: (product) => <ProductStatusBadge status={product.status} /> },
  {
    header: 'Food facts',
    cell: (product) =>
      lacksFoodFacts(product) ? (
        <span className="font-semibold text-red-800">Missing: shoppers are told to ask</span>
      ) : (
        'Complete'
      ),
  },
];

/** Products whose name holds the search (case and accents ignored) and that have the status. */
function filterProducts(
  products: readonly AdminProduct[],
  search: string,
  status: ProductStatus | 'all',
): AdminProduct[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(search.trim());
  return products.filter(
    (product) =>
      (status === 'all' || product.status === status) && fold(product.name).includes(wanted),
  );
}

/** /admin/products: every product in the shop's display order; search by name, filter by status. */
export default function ProductsScreen() {
  const products = useRouteQuery(productsArea.api.list, {});
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ProductStatus | 'all'>('all');
  const searchId = useId();
  const statusId = useId();
  return (
    <ScreenFrame
      title="Products"
      actions={
        <div className="flex flex-wrap gap-3">
          <AdminLink href={screenHref('product-import-pdf')} className={SECONDARY_BUTTON}>
            Import from PDF
          </AdminLink>
          <AdminLink href={screenHref('product-new')} className={PRIMARY_BUTTON}>
            Add product
          </AdminLink>
        </div>
      }
    >
      <p className="mt-2 max-w-3xl text-stone-700">
        Shoppers see active products, in this order, as soon as you save. Drafts stay hidden until
        you make them active; archived products leave the shop but stay on the orders that name
        them.
      </p>
      <div className="mt-4 flex flex-wrap gap-4">
        <div>
          <label htmlFor={searchId} className={LABEL_CLASS}>
            Search by name
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
            className={`${fieldClass(false)} max-w-64`}
          />
        </div>
        <div>
          <label htmlFor={statusId} className={LABEL_CLASS}>
            Status
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ProductStatus | 'all');
            }}
            className={`${fieldClass(false)} max-w-48`}
          >
            <option value="all">All statuses</option>
            {PRODUCT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryStatus query={products}>
        {(all) => {
          const rows = filterProducts(all, search, status);
          return rows.length === 0 ? (
            <p role="status" className="mt-6 text-stone-700">
              No products match. Clear the search or choose another status.
            </p>
          ) : (
            <DataTable
              caption="Products"
              columns={COLUMNS}
              rows={rows}
              rowKey={(product) => product.id}
            />
          );
        }}
      </QueryStatus>
    </ScreenFrame>
  );
}
