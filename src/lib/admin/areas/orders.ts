import { z } from 'zod';
import {
  BulkStatusRequestSchema,
  OrderActionRequestSchema,
  OrderFilterSchema,
  OrderListQuerySchema,
  RefundRequestSchema,
  StaffNoteRequestSchema,
} from '../../orders/admin-requests.ts';
import { OrderListRowSchema } from '../../orders/order-list.ts';
import { MailDeliverySchema } from '../../emails/mail-delivery.ts';
import { AdminOrderViewSchema } from '../../orders/order.ts';
import {
  OrderEditAnswerSchema,
  OrderEditFormSchema,
  OrderEditRequestSchema,
} from '../../orders/order-edit.ts';
import { ResendEmailRequestSchema } from '../../orders/resend-email.ts';
import {
  BulkRescheduleRequestSchema,
  BulkRescheduleResultSchema,
  RescheduleOptionsSchema,
  RescheduleRequestSchema,
} from '../../orders/reschedule.ts';
import { PackingSlipsQuerySchema, PackingSlipsSchema } from '../../orders/packing-slip.ts';
import { PrepListSchema } from '../../orders/prep-list.ts';
import { ReceiptSchema } from '../../orders/receipt.ts';
import { RunSheetSchema } from '../../orders/run-sheet.ts';
import { WorkDayQuerySchema, WorkDaySchema } from '../../orders/work-day.ts';
import { CalendarDateSchema } from '../../delivery/slots.ts';
import { DeliveryIdSchema } from '../../delivery/zones.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';
import { ordersScreens } from '../area-screens/orders.ts';

/** A page of the orders list; `nextCursor` goes back as `cursor` for the page after. */
export const OrderListPageSchema = z.object({
  orders: z.array(OrderListRowSchema),
  nextCursor: z.string().nullable(),
  /** Unpaid bank transfers placed more than this many days ago stand out (a setting). */
  unpaidAfterDays: z.int().positive(),
});
export type OrderListPage = z.output<typeof OrderListPageSchema>;

/** What a resent email became: the order with it on its timeline, and whether it left. */
export const ResendEmailAnswerSchema = z.object({
  order: AdminOrderViewSchema,
  delivery: MailDeliverySchema,
});
export type ResendEmailAnswer = z.output<typeof ResendEmailAnswerSchema>;

/** What a bulk change did: the orders moved, and each refused one with its reason. */
export const BulkStatusResultSchema = z.object({
  changed: z.array(z.object({ id: z.uuid(), number: z.string() })),
  refused: z.array(z.object({ id: z.uuid(), number: z.string().nullable(), message: z.string() })),
});
export type BulkStatusResult = z.output<typeof BulkStatusResultSchema>;

/** Orders: the list, one order's page and its actions; admins and staff. */
export const ordersArea = defineArea({
  id: 'orders',
  screens: ordersScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/orders',
      roles: ALL_ROLES,
      query: OrderListQuerySchema,
      answer: OrderListPageSchema,
    },
    csv: {
      method: 'GET',
      path: '/api/admin/orders.csv',
      roles: ALL_ROLES,
      permission: 'customerExports',
      query: OrderFilterSchema,
      answer: z.string(),
      file: { contentType: 'text/csv; charset=utf-8' },
    },
    /** The same orders' lines, one row each, without the order totals (orders.csv has those). */
    lineItemsCsv: {
      method: 'GET',
      path: '/api/admin/order-lines.csv',
      roles: ALL_ROLES,
      query: OrderFilterSchema,
      answer: z.string(),
      file: { contentType: 'text/csv; charset=utf-8' },
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
      body: OrderActionRequestSchema,
      answer: AdminOrderViewSchema,
    },
    addNote: {
      method: 'POST',
      path: '/api/admin/orders/:id/notes',
      roles: ALL_ROLES,
      body: StaffNoteRequestSchema,
      answer: AdminOrderViewSchema,
    },
    /** The order with its revision and the meals on sale, for the edit form. */
    editForm: {
      method: 'GET',
      path: '/api/admin/orders/:id/edit',
      roles: ALL_ROLES,
      answer: OrderEditFormSchema,
    },
    /** Lines, address and contact details changed before the order is packed. */
    edit: {
      method: 'POST',
      path: '/api/admin/orders/:id/edit',
      roles: ALL_ROLES,
      body: OrderEditRequestSchema,
      answer: OrderEditAnswerSchema,
    },
    refund: {
      method: 'POST',
      path: '/api/admin/orders/:id/refund',
      roles: ALL_ROLES,
      permission: 'refunds',
      body: RefundRequestSchema,
      answer: AdminOrderViewSchema,
    },
    resendEmail: {
      method: 'POST',
      path: '/api/admin/orders/:id/resend-email',
      roles: ALL_ROLES,
      body: ResendEmailRequestSchema,
      answer: ResendEmailAnswerSchema,
    },
    bulkStatus: {
      method: 'POST',
      path: '/api/admin/orders/bulk-status',
      roles: ALL_ROLES,
      body: BulkStatusRequestSchema,
      answer: BulkStatusResultSchema,
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
    workDay: {
      method: 'GET',
      path: '/api/admin/work-day',
      roles: ALL_ROLES,
      query: WorkDayQuerySchema,
      answer: WorkDaySchema,
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
    /** Where the order may move: open slots with room for its packs, and the money each way. */
    rescheduleOptions: {
      method: 'GET',
      path: '/api/admin/orders/:id/reschedule-options',
      roles: ALL_ROLES,
      answer: RescheduleOptionsSchema,
    },
    /** Moves the order to another date and slot, or between delivery and pickup. */
    reschedule: {
      method: 'POST',
      path: '/api/admin/orders/:id/reschedule',
      roles: ALL_ROLES,
      body: RescheduleRequestSchema,
      answer: AdminOrderViewSchema,
    },
    /** Moves the orders of a day being closed to another date; each refusal with its reason. */
    bulkReschedule: {
      method: 'POST',
      path: '/api/admin/orders/bulk-reschedule',
      roles: ALL_ROLES,
      body: BulkRescheduleRequestSchema,
      answer: BulkRescheduleResultSchema,
    },
  },
});
