import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ContactMessageFieldsSchema } from '../lib/forms/contact.ts';
import { recordCollection } from './blobs/records.ts';

/** A message sent through the contact form, kept for staff until they mark it handled. */
export const ContactMessageSchema = ContactMessageFieldsSchema.extend({
  id: z.string().min(1),
  receivedAt: z.iso.datetime(),
  status: z.enum(['new', 'handled']),
});
export type ContactMessage = z.output<typeof ContactMessageSchema>;

/** Messages keyed by arrival time first, so listing the prefix gives them oldest first. */
export const contactMessages = recordCollection({
  prefix: 'messages',
  schema: ContactMessageSchema,
});

/** Stores a new message from the contact form and returns it. */
export async function saveContactMessage(
  fields: z.input<typeof ContactMessageFieldsSchema>,
  now = new Date(),
): Promise<ContactMessage> {
  const id = `${now.toISOString()}_${randomUUID()}`;
  const message = ContactMessageSchema.parse({
    ...fields,
    id,
    receivedAt: now.toISOString(),
    status: 'new',
  });
  const { record } = await contactMessages.createOnce(id, message);
  return record;
}
