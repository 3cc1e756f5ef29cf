/**
 * Taking a batch's remaining packs out of sale (past its best-before, or recalled): the batch
 * records the withdrawal first, then the meal's stock loses those packs with a movement of the
 * same reason, then the withdrawal is marked done. A repeat (a retry, a second run of the job)
 * finds the withdrawal and only finishes what is not done, so the packs leave stock once.
 */
import type { Actor } from '../audit.ts';
import type { Batch, WithdrawalReason } from '../../lib/batches/batch.ts';
import { causeIdOf, type StockChangeCause } from '../../lib/inventory/movements.ts';
import { changeStockLevel, stockLevels } from '../catalog/catalog.ts';
import { stockMovements } from '../inventory/stock-movements.ts';
import { batches, withdrawBatch } from './store.ts';

function withdrawalCause(batch: Batch, reason: WithdrawalReason, by: Actor | null) {
  return {
    kind: 'adjustment',
    adjustmentId: `${reason.replaceAll('_', '-')}-${batch.id}`,
    reason,
    note: `Batch ${batch.code}`,
    actor: by && { id: by.id, username: by.username },
  } satisfies StockChangeCause;
}

/** Whether a movement of this cause is in the meal's stock already (checked on a repeat only). */
async function movedAlready(productId: string, cause: StockChangeCause): Promise<boolean> {
  const causeId = causeIdOf(cause);
  const level = await stockLevels.get(productId);
  if (level?.lastMovement?.causeId === causeId) return true;
  // A movement's key ends with its cause id (movementKey), and this one names the batch.
  const keys = await stockMovements.listIds(`${productId}/`);
  return keys.some((key) => key.endsWith(`-${causeId}`));
}

/**
 * Takes the batch's packs left out of sale for `reason`; says how many packs it took (0 when
 * the batch had none left, or a run before took them). The meal's packs for sale fall by as
 * many, never below none: packs held for orders not yet packed stay theirs.
 */
export async function withdrawFromSale(
  batchId: string,
  reason: WithdrawalReason,
  by: Actor | null,
  now = new Date(),
): Promise<{ batch: Batch; packs: number }> {
  const actor = by && { id: by.id, username: by.username };
  const { batch } = await withdrawBatch(batchId, { reason, at: now.toISOString(), by: actor });
  const withdrawal = batch.withdrawals.find((out) => out.reason === reason);
  if (!withdrawal || withdrawal.stockMoved) return { batch, packs: 0 };
  const cause = withdrawalCause(batch, reason, by);
  if (withdrawal.packs > 0 && !(await movedAlready(batch.productId, cause))) {
    // Two withdrawals at once (a recall beside the maintenance job, a retry beside its first
    // try) both find the movement not made yet: the stock's conditional write decides, and the
    // one that reruns against the other's write finds this cause its latest movement.
    const causeId = causeIdOf(cause);
    await changeStockLevel(
      batch.productId,
      (current) =>
        current?.lastMovement?.causeId === causeId
          ? current
          : { ...current, onHand: Math.max(0, (current?.onHand ?? 0) - withdrawal.packs) },
      cause,
    );
  }
  const saved = await batches.update(batchId, (current) => {
    if (!current) throw new Error(`No batch ${batchId}`);
    const done = current.withdrawals.map((out) =>
      out.reason === reason ? { ...out, stockMoved: true } : out,
    );
    return current.withdrawals.some((out) => out.reason === reason && !out.stockMoved)
      ? { ...current, withdrawals: done }
      : current;
  });
  return { batch: saved.data, packs: withdrawal.packs };
}
