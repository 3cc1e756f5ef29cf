import {
  editedLines,
  OrderEditRequestSchema,
  type EditableMeal,
  type OrderEditRequest,
} from '../../../../lib/orders/order-edit.ts';
import type { AdminOrderView } from '../../../../lib/orders/order.ts';
import { priceLines, type OrderLine } from '../../../../lib/orders/pricing.ts';
import type { Address, Customer } from '../../../../lib/orders/request.ts';

/** The edit form's values as typed: quantities are text until the form is sent. */
export interface EditDraft {
  items: { productId: string; quantity: string }[];
  customer: Customer;
  address: Address | null;
  useTodaysPrices: boolean;
}

/** The form filled from the order as it is. */
export function draftOf(order: AdminOrderView): EditDraft {
  const { fulfilment } = order;
  return {
    items: order.lines.map((line) => ({
      productId: line.productId,
      quantity: String(line.quantity),
    })),
    customer: { ...order.customer },
    address: fulfilment.method === 'delivery' ? { ...fulfilment.address } : null,
    useTodaysPrices: false,
  };
}

const packsOf = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * The lines as they would be priced, for the form's preview: the order's own prices (or
 * today's), new meals at today's. Lines whose quantity is not a number count no packs yet.
 */
export function previewLines(
  order: AdminOrderView,
  draft: EditDraft,
  meals: readonly EditableMeal[],
): OrderLine[] {
  const catalog = new Map(meals.map((meal) => [meal.productId, meal]));
  const items = draft.items.map((item) => ({
    productId: item.productId,
    quantity: packsOf(item.quantity) || 0,
  }));
  return priceLines(editedLines(order.lines, items, catalog, draft.useTodaysPrices).lines);
}

/**
 * The request the form sends, checked in the browser with the server's own schema: the
 * request, or one message per field (`items.0.quantity`, `customer.email`, `address.postcode`).
 */
export function requestOf(
  draft: EditDraft,
  revision: number,
): { ok: true; request: OrderEditRequest } | { ok: false; errors: Record<string, string> } {
  const parsed = OrderEditRequestSchema.safeParse({
    revision,
    items: draft.items.map((item) => ({
      productId: item.productId,
      quantity: packsOf(item.quantity),
    })),
    customer: draft.customer,
    ...(draft.address ? { address: draft.address } : {}),
    useTodaysPrices: draft.useTodaysPrices,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path.join('.') || 'items'] ??= issue.message;
  }
  return { ok: false, errors };
}
