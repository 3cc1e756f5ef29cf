import { nzDateOf } from '../../../lib/delivery/nz-time.ts';
import { newslettersArea, type SubscriberDetail } from '../../../lib/admin/areas/newsletters.ts';
import type {
  NewSubscriberRequest,
  SubscriberChangeRequest,
} from '../../../lib/forms/subscribers-admin.ts';
import { subscribersCsv } from '../../../lib/newsletters/subscriber-csv.ts';
import type {
  SubscriberFilter,
  SubscriberListRow,
} from '../../../lib/newsletters/subscriber-list.ts';
import { auditedDelete, auditedUpdate, type Actor } from '../../audit.ts';
import type { Revisioned } from '../../blobs/records.ts';
import { HttpError } from '../../http/errors.ts';
import {
  subscribedRecord,
  subscriberId,
  subscribers,
  unsubscribedRecord,
  withPreferences,
  type Subscriber,
} from './subscribers.ts';
import { erasedSubscribers } from './erased-subscribers.ts';
import { signupRequests } from './signup-confirmations.ts';
import { subscriberRows, syncSubscriberListing } from './subscriber-list.ts';

/**
 * What the audit log keeps of a subscriber: never the address or the name (an erased person
 * must not stay in the log), only what changed; the target names the address hash.
 */
export function auditViewOf(subscriber: Subscriber | null): unknown {
  if (!subscriber) return null;
  const { status, preferences, subscribedAt, unsubscribed } = subscriber;
  return { status, preferences, subscribedAt, unsubscribed, consents: subscriber.consents.length };
}

const GONE = 'There is no such subscriber (they may have been erased).';

function detailOf(id: string, saved: Revisioned<Subscriber>): SubscriberDetail {
  return { id, revision: saved.revision, ...saved.data };
}

/** One subscriber with their consent history (GET /api/admin/subscribers/{id}). */
export async function getSubscriber(id: string): Promise<SubscriberDetail> {
  const subscriber = await subscribers.getRevisioned(id);
  if (!subscriber) throw new HttpError(404, GONE);
  return detailOf(id, subscriber);
}

/**
 * Staff add someone who consented elsewhere (in the shop, on a paper form), saying how in the
 * consent note. An address already subscribed is refused (409). Someone who unsubscribed or was
 * erased may be added again: the note is their new consent, and it lifts the erasure (imports
 * skip erased addresses; a person who asks to come back is added by hand).
 */
export async function addSubscriber(
  actor: Actor,
  request: NewSubscriberRequest,
  now = new Date(),
): Promise<SubscriberDetail> {
  const id = subscriberId(request.email);
  const saved = await auditedUpdate(
    subscribers,
    id,
    (current) => {
      if (current?.status === 'subscribed') {
        throw new HttpError(409, 'This address is already subscribed.', {
          errors: {
            email: 'This address is already subscribed; open it from the list to change it',
          },
          details: { reason: newslettersArea.refusals.alreadySubscribed, id },
        });
      }
      return subscribedRecord(
        current,
        request,
        { source: 'staff', note: request.consentNote },
        now.toISOString(),
      );
    },
    { actor, action: 'subscriber.add', view: auditViewOf },
  );
  await erasedSubscribers.delete(id);
  await syncSubscriberListing(id, saved.data);
  return detailOf(id, saved);
}

/**
 * Staff change preferences, unsubscribe someone (as they asked by phone or email), or subscribe
 * them again with a new consent note (PATCH /api/admin/subscribers/{id}).
 */
export async function changeSubscriber(
  actor: Actor,
  id: string,
  change: SubscriberChangeRequest,
  now = new Date(),
): Promise<SubscriberDetail> {
  const at = now.toISOString();
  const saved = await auditedUpdate(
    subscribers,
    id,
    (current, revision) => {
      if (!current) throw new HttpError(404, GONE);
      if (change.revision !== undefined && change.revision !== revision) {
        throw new HttpError(409, 'Someone changed this subscriber since you opened it.', {
          details: { reason: newslettersArea.refusals.stale },
        });
      }
      let next = current;
      const consent = { source: 'staff', note: change.consentNote } as const;
      if (change.status === 'subscribed' && current.status === 'unsubscribed') {
        const preferences = change.preferences ?? current.preferences;
        next = subscribedRecord(current, { ...current, preferences }, consent, at);
      } else if (change.preferences) {
        const same =
          change.preferences.length === current.preferences.length &&
          change.preferences.every((preference) => current.preferences.includes(preference));
        if (!same) next = withPreferences(next, change.preferences, consent, at);
      }
      if (change.status === 'unsubscribed') next = unsubscribedRecord(next, { via: 'staff' }, at);
      return next;
    },
    {
      actor,
      action: change.status === 'unsubscribed' ? 'subscriber.unsubscribe' : 'subscriber.update',
      view: auditViewOf,
    },
  );
  await syncSubscriberListing(id, saved.data);
  return detailOf(id, saved);
}

/**
 * Forgets a subscriber (they asked to be forgotten): the record and its list key go; what stays
 * is `erased-subscribers/<hash of the address>`, so an import skips the address without the
 * shop keeping it. The marker is written first, so an import running at once cannot re-add them.
 * A signup request waiting for its link goes too.
 */
export async function eraseSubscriber(
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<{ message: string }> {
  if (!(await subscribers.get(id))) {
    throw new HttpError(404, 'There is no such subscriber (they may have been erased already).');
  }
  await erasedSubscribers.update(id, () => ({ erasedAt: now.toISOString() }));
  await auditedDelete(subscribers, id, { actor, action: 'subscriber.erase', view: auditViewOf });
  await syncSubscriberListing(id, null);
  // A signup waiting for its emailed link holds the address too; its link then stops working.
  await signupRequests.delete(id);
  return { message: 'Subscriber erased' };
}

/** The subscribers the filter finds, newest first, as a CSV file (GET /api/admin/subscribers.csv). */
export async function exportSubscribersCsv(
  filter: SubscriberFilter,
  now = new Date(),
): Promise<{ csv: string; fileName: string }> {
  const rows: SubscriberListRow[] = [];
  for await (const row of subscriberRows(filter)) rows.push(row);
  return { csv: subscribersCsv(rows), fileName: `subscribers-${nzDateOf(now)}.csv` };
}
