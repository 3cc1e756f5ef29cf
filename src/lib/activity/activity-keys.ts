// The activity log's index keys: the admin activity page reads them, never the entries, so a
// page costs a few key listings however long the log is. One key per entry in each of three
// families, newest first as the orders list's keys are (src/lib/orders/order-list.ts):
//   activity-index/all/<half-month>/<time>-<uuid>~<area>~<action>/<actor>~<username>/<target>~<label>
//   activity-index/person/<actor>/<half-month>/…   (one person's entries)
//   activity-index/area/<area>/<half-month>/…      (one area's entries)
// and `activity-index/people/<actor>~<username>`, one per person who ever changed anything, for
// the person filter. Free text is cut to a byte budget and encoded (key-text.ts), so every part
// stays under 255 bytes and the whole key under Netlify's 600.
import { z } from 'zod';
import { cutToBytes, fromKeySafe, toKeySafe } from '../key-text.ts';
import { FOLDER_DIGITS, folderOf } from '../orders/order-list.ts';
import { ActivityAreaSchema, areaOfAction, type ActivityArea } from './areas.ts';

/** Where every activity index key lives. */
export const ACTIVITY_INDEX_PREFIX = 'activity-index';

/** One row of the activity page: what its index key carries. */
export const ActivityRowSchema = z.object({
  /** The entry's id in the audit log (`<ISO time>_<uuid>`), for its before and after. */
  id: z.string(),
  at: z.iso.datetime(),
  actor: z.object({ id: z.string(), username: z.string() }),
  action: z.string(),
  area: ActivityAreaSchema,
  /** `<collection prefix>/<id>` of the record changed. */
  target: z.string(),
  /** A name people know the record by (an order's number, a product's name), or ''. */
  label: z.string(),
});
export type ActivityRow = z.output<typeof ActivityRowSchema>;

/** A person who appears in the log, for the person filter. */
export const ActivityPersonSchema = z.object({ id: z.string(), username: z.string() });
export type ActivityPerson = z.output<typeof ActivityPersonSchema>;

/** Byte budgets of the free-text fields before encoding (base64url grows them by 4/3). */
const BUDGET = { actorId: 40, username: 40, action: 60, target: 100, label: 45 } as const;
const LATEST_MS = 9_999_999_999_999;
const TIME_DIGITS = 13;
/** An audit entry's id: its ISO time (milliseconds) and a UUID. */
export const ENTRY_ID_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/;

const text = (value: string, bytes: number) => toKeySafe(cutToBytes(value, bytes));

/** The index families an entry is listed in: everything, its person's and its area's. */
export type ActivityFamily = 'all' | `person/${string}` | `area/${ActivityArea}`;

/** The family of one person's entries. */
export const personFamily = (actorId: string): ActivityFamily =>
  `person/${text(actorId, BUDGET.actorId)}`;

/** The family of one area's entries. */
export const areaFamily = (area: ActivityArea): ActivityFamily => `area/${area}`;

/** The key (inside a family) that lists an entry: folder, then the row's facts. */
export function activityKeyOf(row: Omit<ActivityRow, 'area'>): string {
  const match = ENTRY_ID_PATTERN.exec(row.id);
  if (!match) throw new Error(`Not an audit entry id: ${row.id}`);
  const [, iso = '', uuid = ''] = match;
  const inverted = String(LATEST_MS - Date.parse(iso)).padStart(TIME_DIGITS, '0');
  const sort = [`${inverted}-${uuid}`, areaOfAction(row.action), text(row.action, BUDGET.action)];
  const person = [text(row.actor.id, BUDGET.actorId), text(row.actor.username, BUDGET.username)];
  const target = [text(row.target, BUDGET.target), text(row.label, BUDGET.label)];
  return [folderOf(iso), sort.join('~'), person.join('~'), target.join('~')].join('/');
}

/** Every index key of an entry (with the prefix), the people key included. */
export function activityIndexKeysOf(row: Omit<ActivityRow, 'area'>): string[] {
  const key = activityKeyOf(row);
  const families = ['all', personFamily(row.actor.id), areaFamily(areaOfAction(row.action))];
  return [
    ...families.map((family) => `${ACTIVITY_INDEX_PREFIX}/${family}/${key}`),
    `${ACTIVITY_INDEX_PREFIX}/people/${peopleKeyOf(row.actor)}`,
  ];
}

/** The people key of a person (inside `activity-index/people/`). */
export function peopleKeyOf(actor: ActivityPerson): string {
  return `${text(actor.id, BUDGET.actorId)}~${text(actor.username, BUDGET.username)}`;
}

/** The person a people key names, or null for a key that is not one. */
export function personFromKey(key: string): ActivityPerson | null {
  const [id, username, ...rest] = key.split('~');
  if (id === undefined || username === undefined || rest.length > 0) return null;
  try {
    return { id: fromKeySafe(id), username: fromKeySafe(username) };
  } catch {
    return null;
  }
}

/** The row a key (inside a family) carries, or null for a key that is not one. */
export function activityRowFromKey(key: string): ActivityRow | null {
  const [folder, sort, person, target, ...rest] = key.split('/');
  if (folder?.length !== FOLDER_DIGITS || !sort || !person || !target || rest.length > 0) {
    return null;
  }
  const [timeAndId, area, action, ...extraSort] = sort.split('~');
  const [actorId, username] = person.split('~');
  const [targetText, label] = target.split('~');
  const time = /^(\d{13})-([0-9a-f-]{36})$/.exec(timeAndId ?? '');
  const parsedArea = ActivityAreaSchema.safeParse(area);
  if (!time || !parsedArea.success || extraSort.length > 0) return null;
  try {
    const at = new Date(LATEST_MS - Number(time[1])).toISOString();
    return {
      id: `${at}_${time[2] ?? ''}`,
      at,
      actor: { id: fromKeySafe(actorId ?? ''), username: fromKeySafe(username ?? '') },
      action: fromKeySafe(action ?? ''),
      area: parsedArea.data,
      target: fromKeySafe(targetText ?? ''),
      label: fromKeySafe(label ?? ''),
    };
  } catch {
    return null;
  }
}

/** The folder (inverted half-month) an instant's entries are listed in. */
export const activityFolderOf = (instant: Date): string => folderOf(instant.toISOString());
