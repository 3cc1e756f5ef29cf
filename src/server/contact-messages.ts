import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ContactMessageSchema, type ContactMessage } from '../lib/admin/areas/dashboard.ts';

export type { ContactMessage };
import type { ContactMessageFieldsSchema } from '../lib/forms/contact.ts';
import { auditedUpdate, type Actor } from './audit.ts';
import { recordCollection } from './blobs/records.ts';
import { HttpError } from './http/errors.ts';

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
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<ContactMessage> {
  const before = await findContactMessage(id);
  if (before.status === 'handled') return before;
  const saved = await auditedUpdate(
    contactMessages,
    id,
    (current) => {
      if (!current) throw new HttpError(404);
      if (current.status === 'handled') return current;
      return {
        ...current,
        status: 'handled' as const,
        handledAt: now.toISOString(),
        handledBy: actor.username,
      };
    },
    {
      actor,
      action: 'contact-message.handled',
      view: (message) =>
        message ? { status: message.status, handledAt: message.handledAt } : null,
    },
  );
  return saved.data;
}
