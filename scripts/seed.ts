// Seeds the shop's data (see scripts/blobs-target.ts for which store). On a local store with no
// staff accounts yet, it also creates one admin with a random password, printed once.
import { randomBytes } from 'node:crypto';
import { anyUserExists, createUser } from '../src/server/auth/users.ts';
import { seedShop } from '../src/server/seed/seed.ts';
import { connectToBlobs } from './blobs-target.ts';

const { isLocal, close } = await connectToBlobs();
try {
  // The made-up bank account goes only into the local store, never a Netlify site's.
  const { created, skipped, delivery, promoCodes, testBankAccount } = await seedShop(
    undefined,
    undefined,
    undefined,
    { testBankAccount: isLocal },
  );
  console.log(
    `Seed: ${created.length} product(s) created${created.length ? ` (${created.join(', ')})` : ''}, ` +
      `${skipped.length} already seeded and left as they are.`,
  );
  console.log(
    `Seed: ${delivery.created.length} delivery zone(s), slot(s) and days shut by law created, ` +
      `${delivery.skipped.length} already seeded and left as they are.`,
  );
  if (promoCodes.created.length > 0) {
    console.log(`Seed: promo code(s) created: ${promoCodes.created.join(', ')}.`);
  }
  if (testBankAccount) {
    console.log(
      'Seed: bank transfer uses a TEST bank account (12-3456-0000000-00); set the real one in Settings.',
    );
  }
  if (isLocal && !(await anyUserExists())) {
    const password = randomBytes(15).toString('base64url');
    await createUser({ username: 'admin', password, role: 'admin' });
    console.log(
      `\nCreated the local admin account (shown this once):\n  username: admin\n  password: ${password}\n` +
        'It signs in to the back office. Make more accounts with `npm run admin:create`.\n',
    );
  }
} finally {
  await close();
}
