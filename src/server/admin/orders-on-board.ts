// The dashboard board's section of orders: what is still owed and the orders still to hand over.
// Both read every order's derived keys (the money-owed total, the orders list's folders), so the
// order door works this section out after an order's own derived records are written
// (order-derived.ts), and the dashboard reads it with the rest of the board in one call.
import { z } from 'zod';
import { DashboardOrderSchema, type DashboardOrder } from '../../lib/admin/dashboard.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import type { OrderListRow } from '../../lib/orders/order-list.ts';
import { scanOrderRows } from '../orders/order-list.ts';
import { moneyOwed } from '../orders/money-owed.ts';
import type { BoardSection } from './dashboard-board.ts';

/** An order's list row reduced to what the dashboard sums up: status, total, placed, slot. */
export function toDashboardOrder(row: OrderListRow): DashboardOrder {
  const { date, slotId, slotLabel, method, zoneId } = row;
  return {
    id: row.id,
    number: row.number,
    customerName: row.customerName,
    status: row.status,
    totalCents: row.totalCents,
    placedAt: row.placedAt,
    delivery: { date, slotId, slotLabel, method, zoneId },
  };
}

/**
 * The orders to hand over from `today` on, from the orders list's index keys of the few
 * half-months such orders can have been placed in (never all history, never an order read).
 */
async function upcomingOrders(today: string): Promise<DashboardOrder[]> {
  const found: DashboardOrder[] = [];
  await scanOrderRows({ from: today }, null, (row) => {
    found.push(toDashboardOrder(row));
    return true;
  });
  return found;
}

const OwedSchema = z.object({ count: z.int().nonnegative(), totalCents: z.int().nonnegative() });

/** What is owed in all, and the orders due from the day it was worked out on. */
export interface OrdersOnBoard {
  owed: z.output<typeof OwedSchema>;
  upcoming: DashboardOrder[];
}

/**
 * The board's section of orders: the money-owed total (one read) and the orders due from today;
 * the dashboard leaves out those whose day has passed since.
 */
export const ordersOnBoard: BoardSection<OrdersOnBoard> = {
  name: 'orders',
  schema: z.object({ owed: OwedSchema, upcoming: z.array(DashboardOrderSchema) }),
  compute: async () => {
    const [owed, upcoming] = await Promise.all([moneyOwed(), upcomingOrders(nzDateOf(new Date()))]);
    return { owed, upcoming };
  },
};
