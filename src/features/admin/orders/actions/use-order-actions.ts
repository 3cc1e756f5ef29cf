import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ordersArea } from '../../../../lib/admin/areas/orders.ts';
import { ApiError } from '../../../../lib/api/api-client.ts';
import { formatNZD } from '../../../../lib/money.ts';
import { AdminOrderViewSchema, type AdminOrderView } from '../../../../lib/orders/order.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../lib/orders/status.ts';
import { routeKey } from '../../api/hooks.ts';
import { useRouteAction } from '../../api/use-route-action.ts';

/** What a status change may carry: the cancel reason, or the day a bank transfer arrived. */
export interface MoveDetails {
  note?: string;
  receivedOn?: string;
}

/** A refund by line as the dialog sends it; the server works out its amount. */
export interface LineRefundBody {
  lines: { productId: string; quantity: number }[];
  deliveryFee: boolean;
  restock: boolean;
  idempotencyKey: string;
  reason?: string;
}

/** The amount of the refund a request with `idempotencyKey` made, from the order answered. */
function refundAmountIn(order: AdminOrderView, idempotencyKey: string | undefined): number {
  return (
    order.refunds.find((refund) => refund.id === `rf-${idempotencyKey ?? ''}`)?.amountCents ?? 0
  );
}

/**
 * Keeps the order page in step with an order action: its answer (or, on a 409, the fresh order
 * the server sends back) replaces the order shown, and the orders list is fetched again.
 */
export function useOrderRouteOptions(order: AdminOrderView) {
  const client = useQueryClient();
  const show = (fresh: AdminOrderView) => {
    client.setQueryData(routeKey(ordersArea.api.get, { params: { id: order.id } }), fresh);
  };
  return {
    refreshes: [ordersArea.api.list],
    onDone: show,
    onRefused: (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      const fresh = AdminOrderViewSchema.safeParse((error.data as { order?: unknown }).order);
      if (fresh.success) show(fresh.data);
    },
  };
}

/**
 * The order page's status moves and refunds. One refusal line serves both: it shows what the
 * last of them said.
 */
export function useOrderActions(order: AdminOrderView) {
  const common = useOrderRouteOptions(order);
  const description = `Order ${order.number}`;
  const status = useRouteAction(ordersArea.api.changeStatus, {
    ...common,
    toast: (_, { body }) => ({
      // The description names the order, so the title only says what happened to it.
      title:
        body.status === 'cancelled'
          ? 'Cancelled'
          : `Marked ${ORDER_STATUS_LABELS[body.status].toLowerCase()}`,
      description,
    }),
  });
  const refund = useRouteAction(ordersArea.api.refund, {
    ...common,
    toast: (answer, { body }) => ({
      title: `Refunded ${formatNZD(body.amountCents ?? refundAmountIn(answer, body.idempotencyKey))}`,
      description,
    }),
  });
  const [last, setLast] = useState<'status' | 'refund'>('status');
  const params = { id: order.id };

  /** Moves the order to `to`; true when it moved. */
  const move = async (to: OrderStatus, details: MoveDetails = {}): Promise<boolean> => {
    setLast('status');
    refund.clear();
    const body = { status: to, expected: order.status, ...details };
    return (await status.run({ params, body })) !== undefined;
  };

  /** Refunds `amountCents`; true when it was refunded. */
  const refundAmount = async (amountCents: number, reason: string): Promise<boolean> => {
    setLast('refund');
    status.clear();
    const body = { amountCents, expected: order.status, ...(reason ? { reason } : {}) };
    return (await refund.run({ params, body })) !== undefined;
  };

  /** Refunds chosen packs and the delivery fee; true when it was refunded. */
  const refundLines = async (body: LineRefundBody): Promise<boolean> => {
    setLast('refund');
    status.clear();
    return (await refund.run({ params, body: { ...body, expected: order.status } })) !== undefined;
  };

  const shown = last === 'refund' ? refund : status;
  return {
    move,
    refundAmount,
    refundLines,
    busy: status.busy || refund.busy,
    refusal: shown.refusal,
    fieldErrors: shown.fieldErrors,
  };
}
