import { setBankAccountIfUnset } from '../settings.ts';
import { seedLog } from './seed-log.ts';

/**
 * TEST DATA: a made-up account so bank transfer shows end to end on a local or preview store.
 * Its name says so on every page and email that shows it; never seeded into production.
 */
export const TEST_BANK_ACCOUNT = {
  bankAccountName: 'Cube Kitchen Ltd (TEST ACCOUNT)',
  bankAccountNumber: '12-3456-0000000-00',
} as const;

const SEED_ACTOR = { id: 'seed', username: 'seed' };
const LOG_ID = 'settings/test-bank-account';

/**
 * Puts the test account into the settings once: never over an account staff set, and never
 * again after staff cleared or changed it (the seed log remembers). True when it was written.
 */
export async function seedTestBankAccount(now: Date): Promise<boolean> {
  if (await seedLog.get(LOG_ID)) return false;
  const written = await setBankAccountIfUnset(SEED_ACTOR, TEST_BANK_ACCOUNT);
  await seedLog.createOnce(LOG_ID, { seededAt: now.toISOString() });
  return written;
}
