import { z } from 'zod';
import { OrderListQuerySchema, OrderStatusRequestSchema } from '../../orders/admin-requests.ts';
import { AdminOrderViewSchema } from '../../orders/order.ts';
import { PackingSlipsQuerySchema, PackingSlipsSchema } from '../../orders/packing-slip.ts';
import { PrepListSchema } from '../../orders/prep-list.ts';
import { ReceiptSchema } from '../../orders/receipt.ts';
import { RunSheetSchema } from '../../orders/run-sheet.ts';
import { CalendarDateSchema } from '../../delivery/slots.ts';
import { DeliveryIdSchema } from '../../delivery/zones.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';

/** Orders: admins and staff. Its screens come with the operations area. */
export const ordersArea = defineArea({
  id: 'orders',
  screens: [
    {
      id: 'prep-list',
      path: '/admin/orders/prep-list',
      title: 'Kitchen prep list',
      roles: ALL_ROLES,
      nav: { label: 'Prep list', order: 30 },
    },
    {
      id: 'run-sheet',
      path: '/admin/orders/run-sheet',
      title: 'Run sheet',
      roles: ALL_ROLES,
      nav: { label: 'Run sheet', order: 31 },
    },
    {
      id: 'packing-slips',
      path: '/admin/orders/slips',
      title: 'Packing slips',
      roles: ALL_ROLES,
    },
    {
      id: 'packing-slip',
      path: '/admin/orders/:id/slip',
      title: 'Packing slip',
      roles: ALL_ROLES,
      params: z.object({ id: z.uuid() }),
    },
    {
      id: 'order-receipt',
      path: '/admin/orders/:id/receipt',
      title: 'Receipt',
      roles: ALL_ROLES,
      params: z.object({ id: z.uuid() }),
    },
  ],
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/orders',
      roles: ALL_ROLES,
      query: OrderListQuerySchema,
      answer: z.array(AdminOrderViewSchema),
    },
    get: {
      method: 'GET',
      path: '/api/admin/orders/:id',
      roles: ALL_ROLES,
      answer: AdminOrderViewSchema,
    },
    changeStatus: {
      method: 'POST',
      path: '/api/admin/orders/:id/status',
      roles: ALL_ROLES,
      body: OrderStatusRequestSchema,
      answer: AdminOrderViewSchema,
    },
    prepList: {
      method: 'GET',
      path: '/api/admin/prep-list',
      roles: ALL_ROLES,
      query: z.object({ date: CalendarDateSchema }),
      answer: PrepListSchema,
    },
    runSheet: {
      method: 'GET',
      path: '/api/admin/run-sheet',
      roles: ALL_ROLES,
      query: z.object({ date: CalendarDateSchema, zone: DeliveryIdSchema.optional() }),
      answer: RunSheetSchema,
    },
    packingSlips: {
      method: 'GET',
      path: '/api/admin/packing-slips',
      roles: ALL_ROLES,
      query: PackingSlipsQuerySchema,
      answer: PackingSlipsSchema,
    },
    receipt: {
      method: 'GET',
      path: '/api/admin/orders/:id/receipt',
      roles: ALL_ROLES,
      answer: ReceiptSchema,
    },
  },
});
