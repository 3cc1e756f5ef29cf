import type { LineToPrice } from '../../lib/orders/pricing.ts';
import type { OrderItem } from '../../lib/orders/request.ts';
import { pricedProduct } from '../catalog/catalog.ts';

/**
 * The lines to price for an order's items, with the catalog's names and prices (whatever the
 * browser thought they were). Items whose product does not exist or is not on sale (a draft,
 * an archived meal) are listed apart.
 */
export async function catalogLines(
  items: readonly OrderItem[],
): Promise<{ lines: LineToPrice[]; unknownProductIds: string[] }> {
  const found = await Promise.all(items.map((item) => pricedProduct.get(item.productId)));
  const lines: LineToPrice[] = [];
  const unknownProductIds: string[] = [];
  items.forEach((item, index) => {
    const product = found[index];
    if (!product) {
      unknownProductIds.push(item.productId);
      return;
    }
    lines.push({
      productId: product.id,
      name: product.name,
      unitPriceCents: product.priceCents,
      quantity: item.quantity,
    });
  });
  return { lines, unknownProductIds };
}
