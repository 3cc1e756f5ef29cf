// A model-based test of everything derived from an order: random sequences of changes to a few
// orders (tests/fixtures/order-model.ts: place, edit lines, change address, reschedule, refund
// with and without restock, cancel, mark paid, pack, each perhaps first failed by the store and
// retried), and after each step every derived record and figure compared with a recomputation
// from the order records alone (store-invariants.ts, order-figures.ts). A fixed seed runs in CI
// and a fresh one each run; the seed is printed on failure (ORDER_MODEL_SEED replays it).
// Then each drift once found by hand, as a sequence of its own, so the model is seen to catch it
// (checked for that drift alone: the reads the other checks need are not made).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { deliverySlots } from '../../src/server/delivery/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { FIGURES, figureDrifts, type Figure } from '../fixtures/order-figures.ts';
import {
  missingOwedEmail,
  MODEL_MEALS,
  modelSteps,
  runStep,
  type ModelShop,
  type ModelStep,
  type Step,
} from '../fixtures/order-model.ts';
import { openPapamoaSlots, type OpenSlot } from '../fixtures/orders.ts';
import { grantPermissions, signedInTeam } from '../fixtures/staff.ts';
import {
  describeDrifts,
  INVARIANTS,
  storeDrifts,
  type Invariant,
} from '../fixtures/store-invariants.ts';

const blobs = runOnLocalBlobs({ faults: null });
const team = signedInTeam(() => seedShop());
let slots: OpenSlot[] = [];

/** What the model compares: the store's invariants, the figures, and the emails owed. */
type Check = Invariant | Figure | 'edit email';

/**
 * Drifts the random runs allow: none. Each drift found by hand before (cases below) held on main
 * until the order-change door, the ledger and the views branches were merged (this branch ran
 * them merged, and every case below failed on main before).
 */
const KNOWN_DRIFTS: readonly Check[] = [];

beforeAll(async () => {
  await grantPermissions('packer', ['refunds']);
  slots = (await openPapamoaSlots()).slice(0, 4);
  for (const slot of slots) {
    await deliverySlots.update(slot.slotId, (current) => {
      if (!current) throw new Error(`No slot ${slot.slotId}`);
      return { ...current, capacity: 200, maxPacks: 5_000 };
    });
  }
  for (const meal of MODEL_MEALS) await setStockLevel(meal, 5_000);
});

let runs = 0;
const shopOf = (): ModelShop => {
  runs += 1;
  return {
    slots,
    staff: team.staff,
    blobs,
    run: `${String(Date.now())}-${String(runs)}`,
    standing: null,
  };
};

/**
 * Every drift of the store and its figures, with the email a step owed and did not send; of
 * `checks` only, when given (the reads the others need are not made).
 */
async function driftsAfter(
  owed: Parameters<typeof missingOwedEmail>[0],
  checks: readonly Check[] | null,
) {
  const wanted = <T extends Check>(all: readonly T[]): readonly T[] =>
    checks ? all.filter((check) => checks.includes(check)) : all;
  const invariants = wanted(INVARIANTS);
  const figures = wanted(FIGURES);
  const drifts: { invariant: Check; subject: string; detail: string }[] = [
    ...(invariants.length > 0 ? await storeDrifts(invariants) : []),
    ...(figures.length > 0 ? await figureDrifts(team.staff, figures) : []),
  ];
  const missing = wanted(['edit email']).length > 0 ? await missingOwedEmail(owed) : null;
  if (missing) drifts.push({ invariant: 'edit email', subject: 'outbox', detail: missing });
  return drifts;
}

/** Runs the steps, checking after each; the drifts of `checks` found, each with its step. */
async function runModel(steps: readonly ModelStep[], checks: readonly Check[] | null) {
  const shop = shopOf();
  const ids: string[] = [];
  const found: string[] = [];
  const known = new Set<Check>();
  for (const [index, model] of steps.entries()) {
    const result = await runStep(model, ids, shop);
    if (result.placed) ids.push(result.placed);
    const all = await driftsAfter(result.owedEmail, checks);
    for (const drift of all) if (KNOWN_DRIFTS.includes(drift.invariant)) known.add(drift.invariant);
    const drifts = all.filter((drift) =>
      checks ? checks.includes(drift.invariant) : !KNOWN_DRIFTS.includes(drift.invariant),
    );
    if (drifts.length > 0) {
      found.push(
        `after step ${String(index + 1)} ${JSON.stringify(model)} (${result.statuses.join('/')}):\n${describeDrifts(drifts)}`,
      );
      break;
    }
  }
  if (!checks && known.size > 0)
    console.info(`[order model] known drifts seen: ${[...known].join(', ')}`);
  return found;
}

/**
 * Sequences per seed. Each check reads every order stored, so the later sequences of a seed
 * cost the most; three found every rule broken on purpose that five found (stale search keys
 * and a customer summary left behind in the first sequence of each of five seeds; the day's
 * revenue figure and the credit note in the seeds where five sequences found them at all).
 * ORDER_MODEL_RUNS asks for more, for a longer search.
 */
const RUNS = Number(process.env.ORDER_MODEL_RUNS ?? 3);

const SEEDS = [
  { name: 'a fixed seed', seed: 4242 },
  { name: 'a fresh seed', seed: Number(process.env.ORDER_MODEL_SEED ?? Date.now() % 1_000_000) },
];

describe('random changes to a few orders', () => {
  it.each(SEEDS)(
    'keep every derived record and figure equal to the orders ($name)',
    async ({ seed }) => {
      console.info(
        `[order model] seed ${String(seed)} (ORDER_MODEL_SEED=${String(seed)} to replay)`,
      );
      await fc.assert(
        fc.asyncProperty(modelSteps(8), async (steps) => {
          const found = await runModel(steps, null);
          expect(found, `seed ${String(seed)}`).toEqual([]);
        }),
        // Shrinking replays sequences on a store that keeps growing: costly, so only when asked.
        { seed, numRuns: RUNS, endOnFailure: process.env.ORDER_MODEL_SHRINK !== '1' },
      );
    },
    90_000,
  );
});

const place = (items: Extract<Step, { kind: 'place' }>['items']): ModelStep => ({
  step: { kind: 'place', customer: 0, items },
  fault: null,
});
const then = (step: Step): ModelStep => ({ step, fault: null });
const THREE_BOLOGNESE = [{ productId: 'beef-bolognese', quantity: 3 }];

/** Each drift found by hand before, as a short sequence the model must flag. */
describe('the model catches each drift found by hand', () => {
  it('a refunded pack put back into stock leaves the packing slip, prep list and forecast', async () => {
    const steps = [
      place(THREE_BOLOGNESE),
      then({ kind: 'pay', order: 0 }),
      then({ kind: 'refund', order: 0, line: 0, restock: true }),
    ];
    expect(await runModel(steps, ['prep list', 'forecast', 'packing slips'])).toEqual([]);
  });

  // Holds since the one door for derived records re-syncs search words on every change; with
  // that commit reverted, this case fails on "search words" and "search by address".
  it('an edited address is found by search at once', async () => {
    const steps = [place(THREE_BOLOGNESE), then({ kind: 'address', order: 0, street: 77 })];
    expect(await runModel(steps, ['search by address', 'search words'])).toEqual([]);
  });

  it('revenue counts only money received, less refunds', async () => {
    const steps = [
      place(THREE_BOLOGNESE),
      place(THREE_BOLOGNESE),
      then({ kind: 'pay', order: 1 }),
      then({ kind: 'refund', order: 1, line: 0, restock: false }),
    ];
    expect(await runModel(steps, ['dashboard revenue'])).toEqual([]);
  });

  it("a customer's total spent is what their orders kept", async () => {
    const steps = [
      place(THREE_BOLOGNESE),
      then({ kind: 'pay', order: 0 }),
      then({ kind: 'edit', order: 0, items: [{ productId: 'butter-chicken', quantity: 2 }] }),
    ];
    expect(await runModel(steps, ['customer total spent'])).toEqual([]);
  });

  it('after a refund, the GST stated is that of what was kept', async () => {
    const steps = [
      place(THREE_BOLOGNESE),
      then({ kind: 'pay', order: 0 }),
      then({ kind: 'refund', order: 0, line: 0, restock: false }),
    ];
    expect(await runModel(steps, ['GST kept'])).toEqual([]);
  });

  it("an edited unpaid order's shopper is told the new amount", async () => {
    const steps = [
      place(THREE_BOLOGNESE),
      then({ kind: 'edit', order: 0, items: [{ productId: 'beef-bolognese', quantity: 5 }] }),
    ];
    expect(await runModel(steps, ['edit email'])).toEqual([]);
  });
});
