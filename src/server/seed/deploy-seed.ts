import { currentDataScope } from '../system/deploy.ts';
import { keptInInstance } from '../system/instance-memory.ts';
import { seedShop } from './seed.ts';
import { seedLog } from './seed-log.ts';

// Written last by the first seeding of a deploy's own store.
const DEPLOY_SEEDED = 'deploy-store';

// Per instance: the deploys whose store this instance saw seeded (or is seeding).
const seededDeploys = new Map<string, Promise<void>>();
keptInInstance(() => {
  seededDeploys.clear();
});

/**
 * Makes sure a deploy with its own store (a preview, a branch deploy) has the launch catalogue,
 * delivery rules and promo codes before the request reads them. One read per instance and
 * deploy once seeded; production and local runs are seeded by `npm run seed` and skip this.
 * Concurrent first requests are safe: every seed write is create-once.
 */
export function prepareDeployData(now = new Date()): Promise<void> {
  const scope = currentDataScope();
  if (scope.kind === 'site') return Promise.resolve();
  let seeding = seededDeploys.get(scope.deployId);
  if (!seeding) {
    seeding = seedIfNew(now).catch((error: unknown) => {
      seededDeploys.delete(scope.deployId);
      throw error;
    });
    seededDeploys.set(scope.deployId, seeding);
  }
  return seeding;
}

async function seedIfNew(now: Date): Promise<void> {
  if (await seedLog.get(DEPLOY_SEEDED)) return;
  // A preview is for trying the shop: the TEST bank account lets a transfer order go through.
  await seedShop(undefined, now, undefined, { testBankAccount: true });
  await seedLog.createOnce(DEPLOY_SEEDED, { seededAt: now.toISOString() });
}
