// The activity log's index keys (src/lib/activity/activity-keys.ts): written beside each audit
// entry, and read a folder (half a month) at a time for a page, newest first.
import { withCustomersNamed } from './activity-customers.ts';
import {
  ACTIVITY_INDEX_PREFIX,
  activityFolderOf,
  activityIndexKeysOf,
  activityKeyOf,
  activityRowFromKey,
  areaFamily,
  personFamily,
  personFromKey,
  type ActivityFamily,
  type ActivityPerson,
  type ActivityRow,
} from '../../lib/activity/activity-keys.ts';
import { areaOfAction } from '../../lib/activity/areas.ts';
import { labelOfRecord } from '../../lib/activity/changes.ts';
import { describeAction } from '../../lib/activity/words.ts';
import type { ActivityPage, ActivityQuery } from '../../lib/admin/areas/activity.ts';
import { FOLDER_DIGITS } from '../../lib/orders/order-list.ts';
import { addDays, nzWallTimeToUtc } from '../../lib/delivery/nz-time.ts';
import { retryingStore } from '../blobs/store-calls.ts';
import { HttpError } from '../http/errors.ts';

const store = () => retryingStore();

/** What the index needs of an audit entry (audit.ts's AuditEntry, without importing it). */
export interface IndexedEntry {
  at: string;
  actor: ActivityPerson;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  label?: string | undefined;
}

/** The page row an entry shows as. */
export function activityRowOf(id: string, entry: IndexedEntry): ActivityRow {
  return {
    id,
    at: entry.at,
    actor: { id: entry.actor.id, username: entry.actor.username },
    action: entry.action,
    area: areaOfAction(entry.action),
    target: entry.target,
    label: entry.label ?? labelOfRecord(entry.before, entry.after),
  };
}

/** Writes an entry's index keys (safe to repeat: each is a key with no value). */
export async function writeActivityKeys(id: string, entry: IndexedEntry): Promise<void> {
  const keys = activityIndexKeysOf(activityRowOf(id, entry));
  await Promise.all(keys.map((key) => store().set(key, '')));
}

/** The people who appear in the log, by name: one key listing. */
export async function activityPeople(): Promise<ActivityPerson[]> {
  const prefix = `${ACTIVITY_INDEX_PREFIX}/people/`;
  const { blobs } = await store().list({ prefix });
  const people = new Map<string, ActivityPerson>();
  for (const blob of blobs) {
    const person = personFromKey(blob.key.slice(prefix.length));
    if (person) people.set(person.id, person);
  }
  return [...people.values()].sort((a, b) => a.username.localeCompare(b.username));
}

/** The instants a query's NZ days cover: [from, to), either end open. */
function instantsOf(query: ActivityQuery): { from: number | null; to: number | null } {
  return {
    from: query.from ? nzWallTimeToUtc(query.from, '00:00').getTime() : null,
    to: query.to ? nzWallTimeToUtc(addDays(query.to, 1), '00:00').getTime() : null,
  };
}

/** The family a query reads: one person's, else one area's, else everything. */
function familyOf(query: ActivityQuery): ActivityFamily {
  if (query.person) return personFamily(query.person);
  if (query.area) return areaFamily(query.area);
  return 'all';
}

/** The family's folders that can hold the query's days, newest first (one listing). */
async function foldersOf(family: string, range: ReturnType<typeof instantsOf>): Promise<string[]> {
  const prefix = `${family}/`;
  const { directories } = await store().list({ prefix, directories: true });
  // Folders are inverted: the newest has the smallest number.
  const newest = range.to === null ? null : activityFolderOf(new Date(range.to - 1));
  const oldest = range.from === null ? null : activityFolderOf(new Date(range.from));
  return directories
    .map((directory) => directory.slice(prefix.length).replace(/\/$/, ''))
    .filter((folder) => folder.length === FOLDER_DIGITS && /^\d+$/.test(folder))
    .filter((folder) => (!newest || folder >= newest) && (!oldest || folder <= oldest))
    .sort();
}

/** What a search looks in: the record's name and id, and what was done to it. */
const searchTextOf = (row: ActivityRow): string =>
  [row.label, row.target, row.action, describeAction(row.action)]
    .join(' ')
    .toLocaleLowerCase('en-NZ');

/** Whether a row is one the query asks for (the family already narrowed it). */
function rowMatches(row: ActivityRow, query: ActivityQuery, range: ReturnType<typeof instantsOf>) {
  const at = Date.parse(row.at);
  if (query.person && row.actor.id !== query.person) return false;
  if (query.area && row.area !== query.area) return false;
  if (query.q && !searchTextOf(row).includes(query.q.toLocaleLowerCase('en-NZ'))) return false;
  if (range.from !== null && at < range.from) return false;
  return range.to === null || at < range.to;
}

const encodeCursor = (key: string) => Buffer.from(key).toString('base64url');

function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString();
  if (!activityRowFromKey(key)) {
    throw new HttpError(400, 'This page link is not valid; start from the first page.', {
      details: { fields: { cursor: 'This page link is not valid; start from the first page' } },
    });
  }
  return key;
}

/** Digits of a folder's name that ten neighbouring folders (five months) share. */
const GROUP_DIGITS = FOLDER_DIGITS - 1;

/**
 * How a page's folders are listed, newest first: the newest alone (a busy log fills a page from
 * it), then the rest ten at a time by their shared start, so a quiet log or a rare filter still
 * costs a call per five months, not one per half-month.
 */
function listingsOf(folders: readonly string[]): { prefix: string; folders: Set<string> }[] {
  const [newest, ...rest] = folders;
  if (newest === undefined) return [];
  const listings = [{ prefix: `${newest}/`, folders: new Set([newest]) }];
  for (const folder of rest) {
    const prefix = folder.slice(0, GROUP_DIGITS);
    const last = listings.at(-1);
    if (last?.prefix === prefix) last.folders.add(folder);
    else listings.push({ prefix, folders: new Set([folder]) });
  }
  return listings;
}

/**
 * One page of the activity log (GET /api/admin/activity), newest first, from key listings only:
 * the family's folders and the people at once, then its folders' keys until the page is full.
 */
export async function listActivityPage(query: ActivityQuery): Promise<ActivityPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const range = instantsOf(query);
  const family = `${ACTIVITY_INDEX_PREFIX}/${familyOf(query)}`;
  const [folders, people] = await Promise.all([foldersOf(family, range), activityPeople()]);
  const afterFolder = after?.slice(0, FOLDER_DIGITS);
  const found: { row: ActivityRow; key: string }[] = [];
  for (const listing of listingsOf(
    folders.filter((folder) => !afterFolder || folder >= afterFolder),
  )) {
    if (found.length > query.limit) break;
    const { blobs } = await store().list({ prefix: `${family}/${listing.prefix}` });
    const keys = blobs
      .map((blob) => blob.key.slice(family.length + 1))
      .filter((key) => listing.folders.has(key.slice(0, FOLDER_DIGITS)))
      .sort();
    for (const key of keys) {
      if (after && key <= after) continue;
      const row = activityRowFromKey(key);
      if (row && rowMatches(row, query, range)) found.push({ row, key });
      if (found.length > query.limit) break;
    }
  }
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: await withCustomersNamed(page.map(({ row }) => row)),
    nextCursor: found.length > query.limit && last ? encodeCursor(last.key) : null,
    people,
  };
}

/** The key an entry is listed under in every family (for tests and the bench). */
export const activityKeyOfEntry = (id: string, entry: IndexedEntry): string =>
  activityKeyOf(activityRowOf(id, entry));
