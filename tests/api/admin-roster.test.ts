import { describe, expect, it } from 'vitest';
import {
  enrolAdmin,
  LAST_ADMIN_MESSAGE,
  readAdminRoster,
  settleLeaving,
  withdrawAdmin,
} from '../../src/server/auth/admin-roster.ts';
import { changeUser } from '../../src/server/auth/user-admin.ts';
import { adminRecords, createUser, type User } from '../../src/server/auth/users.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { TEST_PASSWORD } from '../fixtures/staff.ts';

runOnLocalBlobs();

let nextName = 0;
const newAdmin = () =>
  createUser({
    username: `admin-${String((nextName += 1))}`,
    password: TEST_PASSWORD,
    role: 'admin',
  });

/** Starts each test from a shop with no accounts and no roster. */
async function emptyShop(): Promise<void> {
  const store = openStore();
  for (const prefix of ['users/', 'usernames/', 'admin-roster/']) {
    const { blobs } = await store.list({ prefix });
    await Promise.all(blobs.map((blob) => store.delete(blob.key)));
  }
}

async function activeAdmins(): Promise<string[]> {
  return (await adminRecords.listActiveAdminIds()).sort();
}

function outcomes(results: PromiseSettledResult<unknown>[]) {
  return results.map((result) =>
    result.status === 'fulfilled'
      ? 'ok'
      : result.reason instanceof HttpError
        ? `${String(result.reason.status)} ${result.reason.message}`
        : String(result.reason),
  );
}

describe('the last-admin guard under concurrent changes', () => {
  it('lets exactly one of two simultaneous mutual demotions of the only two admins through', async () => {
    await emptyShop();
    const [first, second] = [await newAdmin(), await newAdmin()] as [User, User];
    const results = await Promise.allSettled([
      changeUser(first, second.id, { role: 'staff' }),
      changeUser(second, first.id, { role: 'staff' }),
    ]);
    expect(outcomes(results).sort()).toEqual([`409 ${LAST_ADMIN_MESSAGE}`, 'ok']);
    const left = await activeAdmins();
    expect(left).toHaveLength(1);
    expect(await readAdminRoster()).toEqual(left);
  }, 120_000);

  it('holds for a demotion racing a disabling, on users stored before the roster existed', async () => {
    await emptyShop();
    const [first, second] = [await newAdmin(), await newAdmin()] as [User, User];
    // As if both accounts predate the roster: it is built from the user records when needed.
    await openStore().delete('admin-roster/active');
    const results = await Promise.allSettled([
      changeUser(first, second.id, { disabled: true }),
      changeUser(second, first.id, { role: 'staff' }),
    ]);
    expect(outcomes(results).sort()).toEqual([`409 ${LAST_ADMIN_MESSAGE}`, 'ok']);
    expect(await activeAdmins()).toHaveLength(1);
    expect(await readAdminRoster()).toEqual(await activeAdmins());
  }, 120_000);

  it('lets three admins demote each other down to exactly one', async () => {
    await emptyShop();
    const admins = [await newAdmin(), await newAdmin(), await newAdmin()];
    const results = await Promise.allSettled(
      admins.map((actor, index) =>
        changeUser(actor, admins[(index + 1) % 3]?.id ?? '', { role: 'staff' }),
      ),
    );
    expect(outcomes(results).filter((outcome) => outcome === 'ok')).toHaveLength(2);
    expect(await activeAdmins()).toHaveLength(1);
    expect(await readAdminRoster()).toEqual(await activeAdmins());
  }, 120_000);
});

describe('the admin roster follows the user records', () => {
  it('adds promoted and re-enabled admins and drops demoted and disabled ones', async () => {
    await emptyShop();
    const owner = await newAdmin();
    const helper = await createUser({ username: 'helper', password: TEST_PASSWORD, role: 'staff' });
    expect(await readAdminRoster()).toEqual([owner.id]);
    await changeUser(owner, helper.id, { role: 'admin' });
    expect(await readAdminRoster()).toEqual([owner.id, helper.id]);
    await changeUser(owner, helper.id, { disabled: true });
    expect(await readAdminRoster()).toEqual([owner.id]);
    await changeUser(owner, helper.id, { disabled: false });
    expect(await readAdminRoster()).toEqual([owner.id, helper.id]);
    await changeUser(helper, owner.id, { role: 'staff' });
    expect(await readAdminRoster()).toEqual([helper.id]);
    expect(await activeAdmins()).toEqual([helper.id]);
  }, 120_000);

  it('keeps a user whose demotion is under way off the roster until every one is settled', async () => {
    await emptyShop();
    const [owner, other] = [await newAdmin(), await newAdmin()] as [User, User];
    const first = await withdrawAdmin(other.id, adminRecords);
    const second = await withdrawAdmin(other.id, adminRecords);
    await enrolAdmin(other.id, adminRecords);
    expect(await readAdminRoster()).toEqual([owner.id]);
    // Neither demotion happened after all (their writes failed): settling both puts them back.
    await settleLeaving(other.id, first, adminRecords);
    expect(await readAdminRoster()).toEqual([owner.id]);
    await settleLeaving(other.id, second, adminRecords);
    expect(await readAdminRoster()).toEqual([owner.id, other.id]);
  }, 120_000);

  it('never puts a user whose record is not an active admin on the roster', async () => {
    await emptyShop();
    const owner = await newAdmin();
    const staff = await createUser({ username: 'staffer', password: TEST_PASSWORD, role: 'staff' });
    await enrolAdmin(staff.id, adminRecords);
    expect(await readAdminRoster()).toEqual([owner.id]);
  }, 120_000);
});
