import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ContactMessageFieldsSchema } from '../lib/forms/contact.ts';
import { recordAudit } from './audit.ts';
import { recordCollection } from './blobs/records.ts';
import { HttpError } from './http/errors.ts';

/** A message sent through the contact form, kept for staff until they mark it handled. */
export const ContactMessageSchema = ContactMessageFieldsSchema.extend({
  id: z.string().min(1),
  receivedAt: z.iso.datetime(),
  status: z.enum(['new', 'handled']),
  handledAt: z.iso.datetime().optional(),
  handledBy: z.string().optional(),
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

/** The shape of a message id: its arrival time, then a random UUID. */
const CONTACT_MESSAGE_ID_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One message by id, or 404 (ids that are not message ids never reach the store). */
export async function findContactMessage(id: string): Promise<ContactMessage> {
  const message = CONTACT_MESSAGE_ID_PATTERN.test(id) ? await contactMessages.get(id) : null;
  if (!message) throw new HttpError(404);
  return message;
}

/**
 * Marks a message handled by `actor` and writes the change to the audit log. Marking one that
 * is already handled changes nothing and logs nothing.
 */
export async function markContactMessageHandled(
  actor: { id: string; username: string },
  id: string,
  now = new Date(),
): Promise<ContactMessage> {
  const before = await findContactMessage(id);
  if (before.status === 'handled') return before;
  const saved = await contactMessages.update(id, (current) => {
    if (!current) throw new HttpError(404);
    if (current.status === 'handled') return current;
    return {
      ...current,
      status: 'handled',
      handledAt: now.toISOString(),
      handledBy: actor.username,
    };
  });
  await recordAudit({
    actor,
    action: 'contact-message.handled',
    target: `messages/${id}`,
    before: { status: before.status },
    after: { status: saved.data.status, handledAt: saved.data.handledAt },
  });
  return saved.data;
}
