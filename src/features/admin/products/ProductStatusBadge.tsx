import type { ProductStatus } from '../../../lib/products/product.ts';
import { STATUS_LABELS } from './links.ts';

const CLASSES: Readonly<Record<ProductStatus, string>> = {
  active: 'bg-leaf-700 text-white',
  draft: 'bg-amber-100 text-amber-900',
  archived: 'bg-stone-200 text-stone-800',
};

/** A product's status as a small label: active (sold), draft or archived (not shown). */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${CLASSES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
