import {
  invertedTimeOf,
  SUBSCRIBER_LIST_PREFIX,
  subscriberListKeyOf,
  subscriberListRowFromKey,
  subscriberRowMatches,
  type SubscriberFilter,
  type SubscriberListRow,
} from '../../../lib/newsletters/subscriber-list.ts';
import type { SubscriberListPage } from '../../../lib/admin/areas/newsletters.ts';
import type { TimeBudget } from '../../../lib/system/time-budget.ts';
import { retryingStore } from '../../blobs/store-calls.ts';
import { HttpError } from '../../http/errors.ts';
import { runBackfill } from '../../maintenance/backfill.ts';
import { subscribers, type Subscriber } from './subscriber-records.ts';

/**
 * Which list keys a subscriber may have: `subscriber-listed/<id>/<inverted subscribedAt>`. A
 * key's start changes when someone subscribes again, so this says where to look for old keys
 * without listing everyone.
 */
const LISTED_PREFIX = 'subscriber-listed';

const store = () => retryingStore();
const withoutPrefix = (key: string) => key.slice(SUBSCRIBER_LIST_PREFIX.length + 1);

/** The row a subscriber shows in the list; the source is how their current subscription began. */
export function subscriberListRowOf(id: string, subscriber: Subscriber): SubscriberListRow {
  const began =
    subscriber.consents.find((consent) => consent.at === subscriber.subscribedAt) ??
    subscriber.consents.at(-1);
  return {
    id,
    name: subscriber.name,
    email: subscriber.email,
    preferences: subscriber.preferences,
    status: subscriber.status,
    subscribedAt: subscriber.subscribedAt,
    source: began?.source ?? 'newsletter-form',
  };
}

const wantedKeyOf = (id: string, subscriber: Subscriber) =>
  `${SUBSCRIBER_LIST_PREFIX}/${subscriberListKeyOf(subscriberListRowOf(id, subscriber))}`;

/**
 * The two keys that list a subscriber as they are now: where to look for their row, and the row
 * itself. syncSubscriberListing writes them; a bulk load of new subscribers may write them at once.
 */
export function listingKeysOf(id: string, subscriber: Subscriber): [string, string] {
  const pointer = `${LISTED_PREFIX}/${id}/${invertedTimeOf(subscriber.subscribedAt)}`;
  return [pointer, wantedKeyOf(id, subscriber)];
}

/**
 * Makes the list show a subscriber as they are now (or not at all once erased): writes the new
 * key, deletes the older ones, then reads the record again and repeats until they agree, so two
 * changes synced at once from two instances end right. `known` saves the first read.
 *
 * A key is only found through its pointer, so no key may outlive its pointer: a sync that
 * removes an old pointer looks under it once more afterwards, and a sync that wrote its key
 * checks that its own pointer is still there (another instance, its record newer, may have just
 * removed it), putting it back and going round again if not.
 */
export async function syncSubscriberListing(id: string, known?: Subscriber | null): Promise<void> {
  let current = known === undefined ? await subscribers.get(id) : known;
  for (let round = 0; round < 5; round += 1) {
    const wanted = current ? wantedKeyOf(id, current) : null;
    const wantedTime = current ? invertedTimeOf(current.subscribedAt) : null;
    const pointerOf = (time: string) => `${LISTED_PREFIX}/${id}/${time}`;
    const pointers = await store().list({ prefix: `${LISTED_PREFIX}/${id}/` });
    const times = pointers.blobs.map((blob) => blob.key.split('/').at(-1) ?? '');
    // The pointer first, so a sync running at once finds the key this one writes.
    if (wantedTime && !times.includes(wantedTime)) {
      await store().set(pointerOf(wantedTime), '');
      times.push(wantedTime);
    }
    const keysUnder = async (someTimes: string[]) =>
      (
        await Promise.all(
          someTimes.map(
            async (time) =>
              (await store().list({ prefix: `${SUBSCRIBER_LIST_PREFIX}/${time}-${id}~` })).blobs,
          ),
        )
      )
        .flat()
        .map((blob) => blob.key);
    const deleteAll = (keys: string[]) => Promise.all(keys.map((key) => store().delete(key)));
    const keys = await keysUnder(times);
    if (wanted && !keys.includes(wanted)) await store().set(wanted, '');
    await deleteAll(keys.filter((key) => key !== wanted));
    const oldTimes = times.filter((time) => time !== wantedTime);
    await deleteAll(oldTimes.map(pointerOf));
    // A key written under an old pointer while it was being removed.
    await deleteAll(await keysUnder(oldTimes));
    const lost =
      wantedTime !== null &&
      (await store().list({ prefix: pointerOf(wantedTime) })).blobs.length === 0;
    if (wantedTime && lost) await store().set(pointerOf(wantedTime), '');
    const again = await subscribers.get(id);
    if (!lost && (again ? wantedKeyOf(id, again) : null) === wanted) return;
    current = again;
  }
}

/**
 * Every listed subscriber, newest first, from one listing of keys. A subscriber caught between
 * a new key and the deletion of the old has two: the record says which is right.
 */
async function listedRows(): Promise<{ row: SubscriberListRow; key: string }[]> {
  const { blobs } = await store().list({ prefix: `${SUBSCRIBER_LIST_PREFIX}/` });
  const found = blobs
    .map((blob) => withoutPrefix(blob.key))
    .sort()
    .flatMap((key) => {
      const row = subscriberListRowFromKey(key);
      return row ? [{ row, key }] : [];
    });
  const seen = new Map<string, number>();
  for (const { row } of found) seen.set(row.id, (seen.get(row.id) ?? 0) + 1);
  const doubled = [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  if (doubled.length === 0) return found;
  const right = new Map<string, string | null>();
  await Promise.all(
    doubled.map(async (id) => {
      const record = await subscribers.get(id);
      right.set(id, record ? withoutPrefix(wantedKeyOf(id, record)) : null);
    }),
  );
  return found.filter(({ row, key }) => !right.has(row.id) || right.get(row.id) === key);
}

/** The subscribers the filter finds, newest first: the audience of a campaign, or an export. */
export async function* subscriberRows(
  filter: SubscriberFilter = {},
): AsyncIterable<SubscriberListRow> {
  for (const { row } of await listedRows()) {
    if (subscriberRowMatches(row, filter)) yield row;
  }
}

/** Every listed subscriber by id, for an import to compare its rows with. */
export async function listedSubscribersById(): Promise<Map<string, SubscriberListRow>> {
  return new Map((await listedRows()).map(({ row }) => [row.id, row]));
}

function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString();
  if (!subscriberListRowFromKey(key)) {
    throw new HttpError(400, undefined, {
      errors: { cursor: 'This page link is not valid; start from the first page' },
    });
  }
  return key;
}

/** One page of the list (GET /api/admin/subscribers): keys only, whatever the filter. */
export async function listSubscriberPage(
  query: SubscriberFilter & { cursor?: string | undefined; limit: number },
): Promise<SubscriberListPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const matching = (await listedRows()).filter(({ row }) => subscriberRowMatches(row, query));
  const rest = after ? matching.filter(({ key }) => key > after) : matching;
  const page = rest.slice(0, query.limit);
  const last = page.at(-1);
  return {
    subscribers: page.map(({ row }) => row),
    nextCursor:
      rest.length > query.limit && last ? Buffer.from(last.key).toString('base64url') : null,
    total: matching.length,
  };
}

// Each subscriber's keys are its own, so several can be synced at a time.
const BACKFILL_PARALLEL = 20;

/**
 * Gives the subscribers from before the list had index keys their keys, a few at a time from
 * where it got to, until done or the budget is spent; once done it costs one read. Says how many.
 */
export async function backfillSubscriberListing(budget?: TimeBudget): Promise<number> {
  const run = await runBackfill({
    id: 'subscriber-list-v1',
    source: 'subscribers',
    listIds: () => subscribers.listIds(),
    budget,
    parallel: BACKFILL_PARALLEL,
    work: async (id) => {
      await syncSubscriberListing(id);
      return 1;
    },
  });
  return run.handled;
}
