import { z } from 'zod';
import { NewsletterPreferenceSchema } from '../../forms/newsletter.ts';
import {
  IMPORT_MAX_BYTES,
  NewSubscriberRequestSchema,
  SubscriberChangeRequestSchema,
  SubscriberFilterSchema,
  SubscriberImportRequestSchema,
  SubscriberListQuerySchema,
} from '../../forms/subscribers-admin.ts';
import {
  SubscriberListRowSchema,
  SubscriberSourceSchema,
  SubscriberStatusSchema,
} from '../../newsletters/subscriber-list.ts';
import { ADMINS_ONLY, ALL_ROLES, defineArea } from '../contract.ts';
import { newslettersScreens } from '../area-screens/newsletters.ts';

/** A page of the subscribers list; `nextCursor` goes back as `cursor` for the page after. */
export const SubscriberListPageSchema = z.object({
  subscribers: z.array(SubscriberListRowSchema),
  nextCursor: z.string().nullable(),
  /** How many subscribers the filter finds in all. */
  total: z.int().nonnegative(),
});
export type SubscriberListPage = z.output<typeof SubscriberListPageSchema>;

/** One subscriber as staff see them: the record and its consent history. */
export const SubscriberDetailSchema = z.object({
  id: z.string(),
  /** Grows by one per change; sent back with a change to refuse it when someone changed them since. */
  revision: z.int().positive(),
  email: z.string(),
  name: z.string(),
  preferences: z.array(NewsletterPreferenceSchema),
  status: SubscriberStatusSchema,
  subscribedAt: z.iso.datetime(),
  unsubscribed: z
    .object({
      at: z.iso.datetime(),
      via: z.enum(['link', 'one-click', 'staff']),
      campaignId: z.string().optional(),
    })
    .optional(),
  consents: z.array(
    z.object({
      at: z.iso.datetime(),
      source: SubscriberSourceSchema,
      preferences: z.array(NewsletterPreferenceSchema),
      note: z.string().optional(),
    }),
  ),
});
export type SubscriberDetail = z.output<typeof SubscriberDetailSchema>;

/** Why an import leaves a row out. */
export const ImportSkipReasonSchema = z.enum([
  'invalid email',
  'erased',
  'duplicate in file',
  'already subscribed',
  'unsubscribed',
]);
export type ImportSkipReason = z.output<typeof ImportSkipReasonSchema>;

/**
 * What an import did (or, dry run, would do) with the rows from `fromRow` to before `nextRow`:
 * how many it adds and updates, each row it skips and why, each row whose write failed (import
 * the same file again for those: rows already in are skipped). `nextRow` is where a long file
 * goes on, null once every row is done.
 */
export const SubscriberImportResultSchema = z.object({
  dryRun: z.boolean(),
  columns: z.array(z.string()),
  rows: z.int().nonnegative(),
  add: z.int().nonnegative(),
  update: z.int().nonnegative(),
  skip: z.array(
    z.object({ row: z.int().positive(), email: z.string(), reason: ImportSkipReasonSchema }),
  ),
  failed: z.array(z.object({ row: z.int().positive(), email: z.string(), message: z.string() })),
  nextRow: z.int().positive().nullable(),
});
export type SubscriberImportResult = z.output<typeof SubscriberImportResultSchema>;

/**
 * Newsletters, subscribers: the list, one subscriber, adding by hand, CSV export and import.
 * Staff may read everything; every change is for admins.
 */
export const newslettersArea = defineArea({
  id: 'newsletters',
  screens: newslettersScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/subscribers',
      roles: ALL_ROLES,
      query: SubscriberListQuerySchema,
      answer: SubscriberListPageSchema,
    },
    csv: {
      method: 'GET',
      path: '/api/admin/subscribers.csv',
      roles: ALL_ROLES,
      permission: 'customerExports',
      query: SubscriberFilterSchema,
      answer: z.string(),
      file: { contentType: 'text/csv; charset=utf-8' },
    },
    create: {
      method: 'POST',
      path: '/api/admin/subscribers',
      roles: ADMINS_ONLY,
      body: NewSubscriberRequestSchema,
      answer: SubscriberDetailSchema,
    },
    get: {
      method: 'GET',
      path: '/api/admin/subscribers/:id',
      roles: ALL_ROLES,
      answer: SubscriberDetailSchema,
    },
    update: {
      method: 'PATCH',
      path: '/api/admin/subscribers/:id',
      roles: ADMINS_ONLY,
      body: SubscriberChangeRequestSchema,
      answer: SubscriberDetailSchema,
    },
    erase: {
      method: 'DELETE',
      path: '/api/admin/subscribers/:id',
      roles: ADMINS_ONLY,
      answer: z.object({ message: z.string() }),
    },
    import: {
      method: 'POST',
      path: '/api/admin/subscribers/import',
      roles: ADMINS_ONLY,
      body: SubscriberImportRequestSchema,
      // The file travels as JSON text: its 2 MB, escaped, with room for the rest.
      maxBodyBytes: IMPORT_MAX_BYTES * 2 + 64 * 1024,
      answer: SubscriberImportResultSchema,
    },
  },
  refusals: { alreadySubscribed: 'already_subscribed', stale: 'stale_subscriber' },
});
