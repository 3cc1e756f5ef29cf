/**
 * Recording and correcting batches. Recording a cook adds its packs to the meal's stock with one
 * 'received' movement named after the batch; the batch says when that is done (`stocked`), so a
 * resent form (the same request id) finds the batch and never adds its packs twice.
 */
import {
  batchCodeFor,
  bestBeforeOf,
  DEFAULT_SHELF_LIFE_DAYS,
  mealShortCode,
  type Batch,
} from '../../lib/batches/batch.ts';
import {
  batchesArea,
  type BatchEditRequest,
  type NewBatchRequest,
} from '../../lib/admin/areas/batches.ts';
import { causeIdOf, type StockChangeCause } from '../../lib/inventory/movements.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { changeStockLevel, products, stockLevels } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { stockMovements } from '../inventory/stock-movements.ts';
import {
  batches,
  batchesOfMeal,
  BatchCodeTakenError,
  claimBatchCode,
  mealBatchSettingsOf,
  releaseBatchCode,
  writeBatchIndex,
} from './store.ts';

/** Most codes tried for one day's batches of a meal before giving up (a day has a few cooks). */
const MAX_SEQUENCE = 200;

/** The 'received' cause of a batch's packs, fixed by the batch so a repeat names the same one. */
function receivedCause(batch: Batch, actor: Actor): StockChangeCause {
  return {
    kind: 'adjustment',
    adjustmentId: `batch-${batch.id}`,
    reason: 'received',
    note: `Batch ${batch.code}`,
    actor: { id: actor.id, username: actor.username },
  };
}

/** A meal's shelf life and short code in force. */
export async function mealBatchRules(productId: string, name: string) {
  const own = await mealBatchSettingsOf(productId);
  return {
    shelfLifeDays: own?.shelfLifeDays ?? DEFAULT_SHELF_LIFE_DAYS,
    shortCode: own?.shortCode ?? mealShortCode(name),
    own: own !== null,
  };
}

function codeTaken(code: string): HttpError {
  return new HttpError(409, `Batch code ${code} is another batch's; choose another.`, {
    errors: { code: 'This code is taken' },
    details: { reason: batchesArea.refusals.codeTaken },
  });
}

/** Claims the code asked for, or the day's next free generated code. */
async function claimCode(
  request: NewBatchRequest,
  shortCode: string,
  batchId: string,
): Promise<string> {
  if (request.code) {
    if (await claimBatchCode(request.code, batchId)) return request.code;
    throw codeTaken(request.code);
  }
  const sameDay = await batchesOfMeal(request.productId, request.madeOn, request.madeOn);
  for (let sequence = sameDay.length + 1; sequence <= MAX_SEQUENCE; sequence += 1) {
    const code = batchCodeFor(shortCode, request.madeOn, sequence);
    if (await claimBatchCode(code, batchId)) return code;
  }
  throw codeTaken(batchCodeFor(shortCode, request.madeOn, MAX_SEQUENCE));
}

/** Whether the batch's 'received' movement is in the meal's stock already (a rare repeat). */
async function receivedAlready(batch: Batch, actor: Actor): Promise<boolean> {
  const causeId = causeIdOf(receivedCause(batch, actor));
  const level = await stockLevels.get(batch.productId);
  if (level?.lastMovement?.causeId === causeId) return true;
  // A movement's key ends with its cause id (movementKey), and this one names the batch alone.
  const keys = await stockMovements.listIds(`${batch.productId}/`);
  return keys.some((key) => key.endsWith(`-${causeId}`));
}

/** Adds the batch's packs to stock once, then marks it stocked. */
async function stockBatch(batch: Batch, actor: Actor): Promise<Batch> {
  if (batch.stocked) return batch;
  if (!(await receivedAlready(batch, actor))) {
    await changeStockLevel(
      batch.productId,
      (current) => ({ ...current, onHand: (current?.onHand ?? 0) + batch.packsMade }),
      receivedCause(batch, actor),
    );
  }
  const saved = await batches.update(batch.id, (current) =>
    current && !current.stocked ? { ...current, stocked: true } : (current ?? batch),
  );
  return saved.data;
}

/** Records a cook (201), or finds the one a resent form recorded; its packs go into stock once. */
export async function recordBatch(
  actor: Actor,
  request: NewBatchRequest,
  now = new Date(),
): Promise<{ batch: Batch; created: boolean }> {
  const existing = await batches.get(request.requestId);
  if (existing) return { batch: await stockBatch(existing, actor), created: false };
  const product = await products.get(request.productId);
  if (!product) {
    throw new HttpError(400, 'Choose a meal', { errors: { productId: 'Choose a meal' } });
  }
  const rules = await mealBatchRules(product.id, product.name);
  const bestBefore = request.bestBefore ?? bestBeforeOf(request.madeOn, rules.shelfLifeDays);
  if (bestBefore < request.madeOn) {
    const message = 'Best-before cannot be before the day it was made';
    throw new HttpError(400, message, { errors: { bestBefore: message } });
  }
  const code = await claimCode(request, rules.shortCode, request.requestId);
  const { created, record } = await batches.createOnce(request.requestId, {
    id: request.requestId,
    code,
    productId: product.id,
    madeOn: request.madeOn,
    bestBefore,
    packsMade: request.packsMade,
    lots: request.lots,
    createdAt: now.toISOString(),
    createdBy: { id: actor.id, username: actor.username },
    stocked: false,
    given: {},
    withdrawals: [],
  });
  if (!created) await releaseBatchCode(code, request.requestId).catch(() => undefined);
  await writeBatchIndex(record);
  const stocked = await stockBatch(record, actor);
  if (created) {
    await recordAudit({
      actor: { id: actor.id, username: actor.username },
      action: 'batch.record',
      target: `batches/${record.id}`,
      before: null,
      after: stocked,
      label: stocked.code,
    });
  }
  return { batch: stocked, created };
}

/** Corrects a batch's code, best-before or lots; a new code is claimed before it is used. */
export async function editBatch(
  actor: Actor,
  batchId: string,
  edit: BatchEditRequest,
): Promise<Batch> {
  const before = await batches.get(batchId);
  if (!before) throw new HttpError(404);
  const bestBefore = edit.bestBefore ?? before.bestBefore;
  if (bestBefore < before.madeOn) {
    const message = 'Best-before cannot be before the day it was made';
    throw new HttpError(400, message, { errors: { bestBefore: message } });
  }
  const code = edit.code ?? before.code;
  if (code !== before.code) {
    try {
      if (!(await claimBatchCode(code, batchId))) throw new BatchCodeTakenError(code);
    } catch (error) {
      if (error instanceof BatchCodeTakenError) throw codeTaken(code);
      throw error;
    }
  }
  const saved = await batches.update(batchId, (current) => {
    if (!current) throw new HttpError(404);
    return { ...current, code, bestBefore, lots: edit.lots ?? current.lots };
  });
  if (code !== before.code) await releaseBatchCode(before.code, batchId);
  await writeBatchIndex(saved.data, before);
  await recordAudit({
    actor: { id: actor.id, username: actor.username },
    action: 'batch.edit',
    target: `batches/${batchId}`,
    before,
    after: saved.data,
    label: saved.data.code,
  });
  return saved.data;
}
