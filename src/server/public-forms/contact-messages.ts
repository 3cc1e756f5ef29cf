import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ContactMessageSchema, type ContactMessage } from '../../lib/admin/areas/dashboard.ts';

export type { ContactMessage };
import type { ContactMessageFieldsSchema } from '../../lib/forms/contact.ts';
import { auditedUpdate, type Actor } from '../audit.ts';
import { recordCollection } from '../blobs/records.ts';
import { followBoardSource, type BoardSection } from '../admin/dashboard-board.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { runBackfill } from '../maintenance/backfill.ts';
import { HttpError } from '../http/errors.ts';

/** Messages keyed by arrival time first, so listing the prefix gives them oldest first. */
export const contactMessages = recordCollection({
  prefix: 'messages',
  schema: ContactMessageSchema,
  afterSave: () => followBoardSource(messagesOnBoard),
});

/**
 * `messages-open/<id>`: one empty marker per message not yet handled, so the dashboard counts
 * open messages from key names (one list call) instead of reading every message ever sent.
 */
const openMarkers = recordCollection({
  prefix: 'messages-open',
  schema: z.object({}),
  afterSave: () => followBoardSource(messagesOnBoard),
});

/** Whether the first version of the marker backfill (all at once) finished; read, no longer written. */
const markersBackfilled = recordCollection({
  prefix: 'messages-open-backfill',
  schema: z.object({ at: z.iso.datetime(), marked: z.int().nonnegative() }),
});

/**
 * `messages-by-email/<address hash>/<message id>`: one empty key per message, so a Privacy Act
 * request finds one person's messages by listing their prefix instead of reading every message.
 */
const messagesByEmail = recordCollection({ prefix: 'messages-by-email', schema: z.object({}) });

const emailHashOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

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
  // The markers first: a message is never stored open without being counted, nor unfindable.
  await Promise.all([
    openMarkers.createOnce(id, {}),
    messagesByEmail.createOnce(`${emailHashOf(message.email)}/${id}`, {}),
  ]);
  const { record } = await contactMessages.createOnce(id, message);
  return record;
}

/** How many messages wait for a reply, and the newest few, reading only those few. */
export async function contactMessageSummary(
  recentShown: number,
): Promise<{ open: number; recent: ContactMessage[] }> {
  const [openIds, ids] = await Promise.all([openMarkers.listIds(), contactMessages.listIds()]);
  // Ids start with the arrival time, so the newest sort last.
  const newest = ids.sort().slice(-recentShown).reverse();
  const recent = await Promise.all(newest.map((id) => contactMessages.get(id)));
  const stored = new Set(ids);
  return {
    open: openIds.filter((id) => stored.has(id)).length,
    recent: recent.flatMap((message) => (message ? [message] : [])),
  };
}

/** Most contact messages the dashboard lists. */
const RECENT_MESSAGES_SHOWN = 10;

/** The dashboard board's section of messages: how many are open, and the newest. */
export const messagesOnBoard: BoardSection<{ open: number; recent: ContactMessage[] }> = {
  name: 'messages',
  schema: z.object({ open: z.int().nonnegative(), recent: z.array(ContactMessageSchema) }),
  compute: () => contactMessageSummary(RECENT_MESSAGES_SHOWN),
};

/**
 * Once: makes open markers for unhandled messages stored before markers existed (the one time
 * every message is read), one message at a time from where it got to, until done or the budget
 * is spent. Answers how many it marked; 0 once done.
 */
export async function backfillOpenMessageMarkers(budget?: TimeBudget): Promise<number> {
  // Shops that ran the first version of this backfill have its own "done" record.
  if (await markersBackfilled.get('done')) return 0;
  const run = await runBackfill({
    id: 'contact-open-markers-v2',
    source: 'contact-messages',
    listIds: () => contactMessages.listIds(),
    budget,
    work: async (id) => {
      if ((await contactMessages.get(id))?.status !== 'new') return 0;
      return (await openMarkers.createOnce(id, {})).created ? 1 : 0;
    },
  });
  return run.changed;
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
  await openMarkers.delete(id);
  return saved.data;
}

/** One person's messages, by the index of their address: one listing and their messages' reads. */
export async function contactMessagesFrom(
  email: string,
): Promise<{ id: string; message: ContactMessage }[]> {
  const hash = emailHashOf(email);
  const ids = (await messagesByEmail.listIds(`${hash}/`)).map((key) => key.slice(hash.length + 1));
  const found = await Promise.all(
    ids.map(async (id) => ({ id, message: await contactMessages.get(id) })),
  );
  return found.flatMap(({ id, message }) => (message ? [{ id, message }] : []));
}

/**
 * Deletes a message and its keys (the person asked to be forgotten, or its two years passed):
 * the keys first, so a retry after a crash still finds the message and the key naming it.
 */
export async function deleteContactMessage(id: string): Promise<void> {
  const message = await contactMessages.get(id);
  await openMarkers.delete(id);
  if (message) await messagesByEmail.delete(`${emailHashOf(message.email)}/${id}`);
  await contactMessages.delete(id);
}

/**
 * Deletes the messages received before `cutoff`, oldest first, until the budget is spent: ids
 * start with the arrival time, so one listing of ids finds them. Says how many.
 */
export async function deleteMessagesReceivedBefore(
  cutoff: Date,
  budget?: TimeBudget,
): Promise<number> {
  const before = cutoff.toISOString();
  const due = (await contactMessages.listIds()).filter((id) => id < before).sort();
  let deleted = 0;
  for (const id of due) {
    if (budget?.spent()) break;
    await deleteContactMessage(id);
    deleted += 1;
  }
  return deleted;
}

/**
 * Gives the messages sent before the address index existed their index key, one message at a
 * time from where it got to, until done or the budget is spent. Says how many.
 */
export async function backfillMessagesByEmail(budget?: TimeBudget): Promise<number> {
  const run = await runBackfill({
    id: 'messages-by-email-v1',
    source: 'contact-messages-by-email',
    listIds: () => contactMessages.listIds(),
    budget,
    parallel: 8,
    work: async (id) => {
      const message = await contactMessages.get(id);
      if (!message) return 0;
      return (await messagesByEmail.createOnce(`${emailHashOf(message.email)}/${id}`, {})).created
        ? 1
        : 0;
    },
  });
  return run.handled;
}
