import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';
import { HttpError } from '../http/errors.ts';

/** Answered when a change would leave the shop without an active admin. */
export const LAST_ADMIN_MESSAGE = 'The shop needs at least one active admin.';

/** How long a demotion in flight keeps its user off the roster: longer than any function runs. */
const LEAVING_HOLD_MS = 2 * 60 * 1000;
const ENROL_ATTEMPTS = 8;

/**
 * The last-admin guard (`admin-roster/active`), one shared document changed through update():
 * the active admins' ids, and the users whose demotion or disabling is under way (until when).
 *
 * Invariant: every id on the roster belongs to an active admin, and the roster is never left
 * empty, so the shop always has an active admin. The rule is decided inside one update() (key
 * lock, and ETag check across instances), so two admins demoting each other at the same moment
 * cannot both pass. A user leaves the roster before their record stops them being an admin,
 * and joins it only after their record made them one, re-read with no roster change between.
 * A write lost half way leaves the roster short of an admin (stricter), never holding a former one.
 */
const RosterSchema = z.object({
  adminIds: z.array(z.uuid()),
  /** Demotions under way, one entry per request (keyed by a random id) so each settles its own. */
  leaving: z.record(z.uuid(), z.object({ userId: z.uuid(), until: z.iso.datetime() })),
});
type Roster = z.output<typeof RosterSchema>;

const rosters = recordCollection({ prefix: 'admin-roster', schema: RosterSchema });
const ROSTER_ID = 'active';

/** What the roster needs to know of the user records, passed in (users.ts imports this file). */
export interface AdminRecords {
  /** The active admins' ids, read from the user records: starts the roster the first time. */
  listActiveAdminIds(): Promise<string[]>;
  /** Whether the user's record makes them an active admin now. */
  isActiveAdminId(userId: string): Promise<boolean>;
}

function stillLeaving(roster: Roster, now: Date): Roster['leaving'] {
  return Object.fromEntries(
    Object.entries(roster.leaving).filter(([, { until }]) => new Date(until) > now),
  );
}

function isLeaving(roster: Roster, userId: string, now: Date): boolean {
  return Object.values(stillLeaving(roster, now)).some((entry) => entry.userId === userId);
}

async function currentOrStarting(records: AdminRecords) {
  const stored = await rosters.getRevisioned(ROSTER_ID);
  const roster = stored?.data ?? { adminIds: await records.listActiveAdminIds(), leaving: {} };
  return { roster, revision: stored?.revision ?? 0 };
}

/**
 * Takes a user off the roster, marked as leaving, before their record stops them being an
 * active admin; refuses with 409 when nobody would be left. Returns the mark to settle after.
 */
export async function withdrawAdmin(
  userId: string,
  records: AdminRecords,
  now = new Date(),
): Promise<string> {
  const { roster: starting } = await currentOrStarting(records);
  const mark = randomUUID();
  const until = new Date(now.getTime() + LEAVING_HOLD_MS).toISOString();
  await rosters.update(ROSTER_ID, (current) => {
    const roster = current ?? starting;
    const remaining = roster.adminIds.filter((id) => id !== userId);
    if (remaining.length === 0) throw new HttpError(409, LAST_ADMIN_MESSAGE);
    return {
      adminIds: remaining,
      leaving: { ...stillLeaving(roster, now), [mark]: { userId, until } },
    };
  });
  return mark;
}

/** Raised inside update() when the roster changed after the user's record was read. */
class RosterMoved extends Error {}

/**
 * Puts a user on the roster if their record makes them an active admin. The record is read
 * after the roster, and the roster must be unchanged when written, so no demotion of the user
 * can have started in between; a user marked as leaving stays off until that is settled.
 */
export async function enrolAdmin(
  userId: string,
  records: AdminRecords,
  now = new Date(),
): Promise<void> {
  for (let attempt = 0; attempt < ENROL_ATTEMPTS; attempt += 1) {
    const { roster, revision: seen } = await currentOrStarting(records);
    const listed = roster.adminIds.includes(userId);
    if ((listed && seen > 0) || isLeaving(roster, userId, now)) return;
    if (!listed && !(await records.isActiveAdminId(userId))) return;
    const adminIds = listed ? roster.adminIds : [...roster.adminIds, userId];
    try {
      await rosters.update(ROSTER_ID, (_current, revision) => {
        if (revision !== seen) throw new RosterMoved();
        return { adminIds, leaving: stillLeaving(roster, now) };
      });
      return;
    } catch (error) {
      if (!(error instanceof RosterMoved)) throw error;
    }
  }
  // Left off: stricter than the truth, and the user's next change puts them back on.
  console.warn(`Admin ${userId} was left off the admin roster after repeated changes`);
}

/**
 * Removes the leaving mark of `withdrawAdmin` once the change of the user's record is written
 * (or failed), then puts them back on the roster if they are still an active admin.
 */
export async function settleLeaving(
  userId: string,
  mark: string,
  records: AdminRecords,
  now = new Date(),
): Promise<void> {
  await rosters.update(ROSTER_ID, (current) => {
    const roster = current ?? { adminIds: [], leaving: {} };
    const leaving = Object.entries(stillLeaving(roster, now)).filter(([key]) => key !== mark);
    return { adminIds: roster.adminIds, leaving: Object.fromEntries(leaving) };
  });
  await enrolAdmin(userId, records, now);
}

/** The admin ids on the roster (null before the first change), for tests and checks. */
export async function readAdminRoster(): Promise<string[] | null> {
  return (await rosters.get(ROSTER_ID))?.adminIds ?? null;
}
