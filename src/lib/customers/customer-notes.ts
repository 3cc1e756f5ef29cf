import { z } from 'zod';
import { multiLineField } from '../forms/plain-text.ts';

/** One note staff keep about a customer: who wrote it, when, and when last changed. */
export const CustomerNoteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  by: z.string(),
  at: z.iso.datetime(),
  editedAt: z.iso.datetime().optional(),
  editedBy: z.string().optional(),
});
export type CustomerNote = z.output<typeof CustomerNoteSchema>;

/** `customer-notes/<id>`: a customer's notes, oldest first. */
export const CustomerNotesSchema = z.object({ notes: z.array(CustomerNoteSchema) });

/** POST and PATCH of a note: its text, 1 to 1,000 characters. */
export const CustomerNoteRequestSchema = z.object({
  text: multiLineField(
    z
      .string({ error: 'Write the note' })
      .trim()
      .min(1, 'Write the note')
      .max(1000, 'Use at most 1,000 characters'),
  ),
});
export type CustomerNoteRequest = z.output<typeof CustomerNoteRequestSchema>;

/** The most notes one customer keeps: a document that stays small to read. */
export const MOST_NOTES = 200;
