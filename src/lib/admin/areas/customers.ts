import { z } from 'zod';
import { CustomerNoteRequestSchema, CustomerNoteSchema } from '../../customers/customer-notes.ts';
import { CustomerOrderEntrySchema } from '../../customers/customer.ts';
import { CustomerListQuerySchema, CustomerListRowSchema } from '../../customers/customer-list.ts';
import { SubscriberStatusSchema } from '../../newsletters/subscriber-list.ts';
import { NewsletterPreferenceSchema } from '../../forms/newsletter.ts';
import { CustomerSchema } from '../../orders/request.ts';
import { ADMINS_ONLY, ALL_ROLES, defineArea } from '../contract.ts';
import { customersScreens } from '../area-screens/customers.ts';

/** A page of the customers list; `nextCursor` goes back as `cursor` for the page after. */
export const CustomerListPageSchema = z.object({
  customers: z.array(CustomerListRowSchema),
  nextCursor: z.string().nullable(),
  /** How many customers the filters find in all. */
  total: z.int().nonnegative(),
});
export type CustomerListPage = z.output<typeof CustomerListPageSchema>;

/** A customer's notes, oldest first, as every note route answers them. */
export const CustomerNotesAnswerSchema = z.object({ notes: z.array(CustomerNoteSchema) });

/** One customer as staff see them: figures, orders, addresses, notes and newsletter record. */
export const CustomerDetailSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  orderCount: z.int().nonnegative(),
  totalSpentCents: z.int().nonnegative(),
  lastOrderAt: z.iso.datetime().nullable(),
  addresses: z.array(
    z.object({ address: z.string(), orders: z.int().positive(), lastUsedAt: z.iso.datetime() }),
  ),
  orders: z.array(CustomerOrderEntrySchema),
  notes: z.array(CustomerNoteSchema),
  subscriber: z
    .object({
      id: z.string(),
      status: SubscriberStatusSchema,
      preferences: z.array(NewsletterPreferenceSchema),
      subscribedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type CustomerDetail = z.output<typeof CustomerDetailSchema>;

/** PUT /api/admin/customers/{id}/contact: the corrected name, email and phone. */
export const CustomerCorrectionSchema = CustomerSchema;
export type CustomerCorrection = z.output<typeof CustomerCorrectionSchema>;

/** What a correction did: the customer's id now (a new email is a new id), orders changed. */
export const CorrectionResultSchema = z.object({
  id: z.string(),
  changedOrders: z.array(z.string()),
  /** Orders delivered, collected, cancelled or refunded: kept as they were issued. */
  unchangedOrders: z.array(z.string()),
});
export type CorrectionResult = z.output<typeof CorrectionResultSchema>;

/** What an erasure did and what it kept, and why, to show staff and the person. */
export const ErasureResultSchema = z.object({
  erased: z.array(z.string()),
  /** Orders still inside their 7 years: kept whole, with when their details may go. */
  keptOrders: z.array(z.object({ number: z.string(), keepUntil: z.iso.datetime() })),
  /** Orders past their 7 years whose contact details were removed. */
  anonymisedOrders: z.array(z.string()),
  message: z.string(),
});
export type ErasureResult = z.output<typeof ErasureResultSchema>;

/** What ending a customer's sign-ins did: when, and the sentence staff are shown. */
export const SessionsEndedSchema = z.object({ endedAt: z.iso.datetime(), message: z.string() });
export type SessionsEnded = z.output<typeof SessionsEndedSchema>;

/**
 * Customers: everyone who ordered, by email, and what the shop holds about them. Staff who see
 * orders see customers and keep notes; the Privacy Act export needs the "Export customer
 * details" permission (admins always), and correcting or erasing a person is for admins.
 * Ending a customer's My deliveries sign-ins is for every staff member, like notes: it is how
 * whoever takes the call from a worried customer shuts out a device they lost, and it takes
 * nothing away but a sign-in the customer can make again from their inbox.
 */
export const customersArea = defineArea({
  id: 'customers',
  screens: customersScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/customers',
      roles: ALL_ROLES,
      query: CustomerListQuerySchema,
      answer: CustomerListPageSchema,
    },
    get: {
      method: 'GET',
      path: '/api/admin/customers/:id',
      roles: ALL_ROLES,
      answer: CustomerDetailSchema,
    },
    addNote: {
      method: 'POST',
      path: '/api/admin/customers/:id/notes',
      roles: ALL_ROLES,
      body: CustomerNoteRequestSchema,
      answer: CustomerNotesAnswerSchema,
    },
    editNote: {
      method: 'PATCH',
      path: '/api/admin/customers/:id/notes/:noteId',
      roles: ALL_ROLES,
      body: CustomerNoteRequestSchema,
      answer: CustomerNotesAnswerSchema,
    },
    exportJson: {
      method: 'GET',
      path: '/api/admin/customers/:id/export.json',
      roles: ALL_ROLES,
      permission: 'customerExports',
      answer: z.string(),
      file: { contentType: 'application/json; charset=utf-8' },
    },
    exportCsv: {
      method: 'GET',
      path: '/api/admin/customers/:id/export.csv',
      roles: ALL_ROLES,
      permission: 'customerExports',
      answer: z.string(),
      file: { contentType: 'text/csv; charset=utf-8' },
    },
    correct: {
      method: 'PUT',
      path: '/api/admin/customers/:id/contact',
      roles: ADMINS_ONLY,
      body: CustomerCorrectionSchema,
      answer: CorrectionResultSchema,
    },
    endSessions: {
      method: 'POST',
      path: '/api/admin/customers/:id/end-sessions',
      roles: ALL_ROLES,
      answer: SessionsEndedSchema,
    },
    erase: {
      method: 'DELETE',
      path: '/api/admin/customers/:id',
      roles: ADMINS_ONLY,
      answer: ErasureResultSchema,
    },
  },
  refusals: { emailTaken: 'customer_email_taken' },
});
