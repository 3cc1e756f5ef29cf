import { TEST_BANK_ACCOUNT } from '../../lib/orders/bank-transfer.ts';
import { setBankAccountIfUnset } from '../settings.ts';
import { seedLog } from './seed-log.ts';

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
