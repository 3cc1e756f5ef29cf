import { z } from 'zod';
import { SubscriberStatusSchema } from '../newsletters/subscriber-list.ts';
import { NewsletterFieldsSchema, NewsletterPreferenceSchema } from './newsletter.ts';
import { multiLineField, oneLineField } from './plain-text.ts';

/** How the person consented, in staff's words: the proof the law asks for. */
export const consentNoteField = (what: string) =>
  multiLineField(
    z
      .string({ error: `${what} is required` })
      .trim()
      .min(1, `${what} is required`)
      .min(10, `${what} must say how they consented (at least 10 characters)`)
      .max(500, `${what} must be at most 500 characters`),
  );

/** Staff adding a subscriber by hand (POST /api/admin/subscribers). */
export const NewSubscriberRequestSchema = NewsletterFieldsSchema.extend({
  consentNote: consentNoteField('Consent note'),
});
export type NewSubscriberRequest = z.output<typeof NewSubscriberRequestSchema>;

/**
 * Staff changing a subscriber (PATCH /api/admin/subscribers/{id}): new preferences, and/or
 * unsubscribing them, or subscribing them again, which needs a new consent note.
 */
export const SubscriberChangeRequestSchema = z
  .object({
    preferences: z
      .array(NewsletterPreferenceSchema)
      .max(20)
      .transform((chosen) => [...new Set(chosen)])
      .optional(),
    status: SubscriberStatusSchema.optional(),
    consentNote: consentNoteField('Consent note').optional(),
    /** The revision the screen showed: someone else's change since then is refused (409). */
    revision: z.int().positive().optional(),
  })
  .refine((change) => change.preferences !== undefined || change.status !== undefined, {
    message: 'Say what to change: preferences or status',
    path: ['preferences'],
  })
  .refine((change) => change.status !== 'subscribed' || change.consentNote !== undefined, {
    message: 'Subscribing them again needs a consent note saying how they consented',
    path: ['consentNote'],
  });
export type SubscriberChangeRequest = z.output<typeof SubscriberChangeRequestSchema>;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The list's filters (GET /api/admin/subscribers and the CSV export). */
export const SubscriberFilterSchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    oneLineField(z.string().trim().max(100, 'Search at most 100 characters')).optional(),
  ),
  status: z.preprocess(blankToUndefined, SubscriberStatusSchema.optional()),
  preference: z.preprocess(blankToUndefined, NewsletterPreferenceSchema.optional()),
});

export const SubscriberListQuerySchema = SubscriberFilterSchema.extend({
  cursor: z.preprocess(blankToUndefined, oneLineField(z.string().max(1000)).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type SubscriberListQueryInput = z.input<typeof SubscriberListQuerySchema>;

/** Largest CSV an import takes, and most rows: one request's worth of work. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

const columnName = oneLineField(z.string().trim().min(1, 'Choose a column').max(200));

/** The columns of the file that hold each field; only the email is required. */
export const ImportMappingSchema = z.object({
  email: columnName,
  name: z.preprocess(blankToUndefined, columnName.optional()),
  preferences: z.preprocess(blankToUndefined, columnName.optional()),
});
export type ImportMapping = z.output<typeof ImportMappingSchema>;

/** POST /api/admin/subscribers/import: the file as text, how to read it, and the consent. */
export const SubscriberImportRequestSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(IMPORT_MAX_BYTES, 'The file is too large: at most 2 MB (split it and import each part)'),
  mapping: ImportMappingSchema,
  consentStatement: consentNoteField('Consent statement'),
  dryRun: z.boolean(),
  /** The first data row (1 = the row after the header) a real import resumes from. */
  fromRow: z.int().min(1).default(1),
});
export type SubscriberImportRequest = z.output<typeof SubscriberImportRequestSchema>;
