/**
 * What the Batches screen and the packing screen read and change: batches with their meal and
 * counts, meals' batch settings, and an order's allocation with the batches it could use.
 */
import {
  batchesArea,
  type AllocationView,
  type BatchView,
  type MealBatchSettingsRow,
} from '../../lib/admin/areas/batches.ts';
import {
  isSellableOn,
  packsGivenOf,
  packsLeftOf,
  type AllocationLine,
  type Batch,
  type MealBatchSettings,
} from '../../lib/batches/batch.ts';
import { coversNeeds, hasLeftShelf, packsToAllocate } from '../../lib/batches/order-packs.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { products } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { getOrder } from '../orders/orders.ts';
import { allocateByHand } from './allocate.ts';
import { mealBatchRules } from './record-batch.ts';
import {
  allocationOf,
  batches,
  batchesInSale,
  batchesOfMeal,
  BatchShortError,
  saveMealBatchSettings,
} from './store.ts';

/** Every meal's name by id (archived ones too: their batches stay on record). */
async function mealNames(): Promise<Map<string, string>> {
  const all = await products.list();
  return new Map(all.map((product) => [product.id, product.name]));
}

/** A batch as the screens show it. */
export function batchView(batch: Batch, mealName: string): BatchView {
  const { given, ...rest } = batch;
  return {
    ...rest,
    mealName,
    packsGiven: packsGivenOf(batch),
    packsLeft: packsLeftOf(batch),
    orders: Object.keys(given).length,
  };
}

/** Batches of one meal, or of every meal, made between two days; newest first. */
export async function listBatches(query: {
  productId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): Promise<BatchView[]> {
  const names = await mealNames();
  const meals = query.productId ? [query.productId] : [...names.keys()];
  const found = (
    await Promise.all(meals.map((id) => batchesOfMeal(id, query.from ?? '', query.to ?? '9999')))
  ).flat();
  return found
    .sort((a, b) => b.madeOn.localeCompare(a.madeOn) || b.code.localeCompare(a.code))
    .map((batch) => batchView(batch, names.get(batch.productId) ?? batch.productId));
}

/** One batch's view by id (404 when there is none). */
export async function viewOfBatch(batch: Batch): Promise<BatchView> {
  const product = await products.get(batch.productId);
  return batchView(batch, product?.name ?? batch.productId);
}

/** Every meal's batch settings in force, its own or the defaults. */
export async function listMealBatchSettings(): Promise<MealBatchSettingsRow[]> {
  const all = await products.list();
  const rows = await Promise.all(
    all.map(async (product) => ({
      productId: product.id,
      name: product.name,
      ...(await mealBatchRules(product.id, product.name)),
    })),
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en-NZ'));
}

/** Saves one meal's shelf life and code letters; logged. */
export async function changeMealBatchSettings(
  actor: Actor,
  productId: string,
  settings: MealBatchSettings,
): Promise<MealBatchSettingsRow> {
  const product = await products.get(productId);
  if (!product) throw new HttpError(404);
  const before = await mealBatchRules(productId, product.name);
  await saveMealBatchSettings(productId, settings);
  const after = await mealBatchRules(productId, product.name);
  await recordAudit({
    actor: { id: actor.id, username: actor.username },
    action: 'batch-settings.update',
    target: `meal-batch-settings/${productId}`,
    before,
    after,
    label: product.name,
  });
  return { productId, name: product.name, ...after };
}

/** An order's allocation with the batches in date for its day (404 without such an order). */
export async function allocationView(orderId: string): Promise<AllocationView> {
  const order = await getOrder(orderId);
  if (!order) throw new HttpError(404);
  const allocation = await allocationOf(orderId);
  const needs = packsToAllocate(order);
  const lines = allocation?.lines ?? [];
  const meals = [...new Set(order.lines.map((line) => line.productId))];
  const inSale = (
    await Promise.all(meals.map((id) => batchesInSale(id, order.fulfilment.date)))
  ).flat();
  const heldIds = lines
    .map((line) => line.batchId)
    .filter((id) => !inSale.some((b) => b.id === id));
  const held = await Promise.all([...new Set(heldIds)].map((id) => batches.get(id)));
  const known = new Map(
    [...inSale, ...held.filter((b): b is Batch => b !== null)].map((b) => [b.id, b]),
  );
  const nameOf = new Map(order.lines.map((line) => [line.productId, line.name]));
  return {
    orderId,
    manual: allocation?.manual ?? false,
    lines: lines.map((line) => ({
      ...line,
      code: known.get(line.batchId)?.code ?? line.batchId,
      bestBefore: known.get(line.batchId)?.bestBefore ?? '',
    })),
    needs: [...needs].map(([productId, packs]) => ({
      productId,
      name: nameOf.get(productId) ?? productId,
      packs,
    })),
    candidates: inSale.map((batch) => ({
      batchId: batch.id,
      productId: batch.productId,
      code: batch.code,
      bestBefore: batch.bestBefore,
      packsFree: Math.max(0, packsLeftOf(batch) + (batch.given[orderId] ?? 0)),
    })),
  };
}

/** The 409 of a hand-made allocation that the order or a batch cannot take. */
function refusal(reason: string, message: string, details: Record<string, unknown> = {}) {
  return new HttpError(409, message, { details: { reason, ...details } });
}

/**
 * Puts staff's choice of batches in place of the order's allocation: the order must be packed,
 * each meal named given exactly the packs the order packs of it (the others keep theirs), each
 * batch of the line's meal, not withdrawn and in date on the order's day (or held by it
 * already), and with the packs left. Logged.
 */
export async function changeAllocation(
  actor: Actor,
  orderId: string,
  lines: readonly AllocationLine[],
): Promise<AllocationView> {
  const order = await getOrder(orderId);
  if (!order) throw new HttpError(404);
  const { refusals } = batchesArea;
  if (!hasLeftShelf(order)) {
    throw refusal(refusals.notPacked, 'Pack the order before choosing its batches.');
  }
  const before = await allocationOf(orderId);
  const chosen = mergeLines(lines);
  // Meals the request names get exactly the packs the order packs of them; the others keep
  // their batches (a meal with no batch recorded has none to choose).
  const named = new Set(chosen.map((line) => line.productId));
  const needs = new Map([...packsToAllocate(order)].filter(([meal]) => named.has(meal)));
  if (needs.size !== named.size || !coversNeeds(chosen, needs)) {
    throw refusal(refusals.packsMismatch, 'Give each meal exactly the packs the order packs.');
  }
  const kept = (before?.lines ?? []).filter((line) => !named.has(line.productId));
  const merged = [...chosen, ...kept];
  for (const line of chosen) {
    const batch = await batches.get(line.batchId);
    const holds = (before?.lines ?? []).some((held) => held.batchId === line.batchId);
    const fits =
      batch?.productId === line.productId && (holds || isSellableOn(batch, order.fulfilment.date));
    if (!fits) {
      const message = 'Choose batches of the line’s meal that are in date and not withdrawn.';
      throw new HttpError(400, message, { errors: { lines: message } });
    }
  }
  try {
    await allocateByHand(orderId, merged);
  } catch (error) {
    if (!(error instanceof BatchShortError)) throw error;
    const message = 'That batch has not enough packs left; choose another.';
    throw refusal(refusals.batchShort, message, { batchId: error.batchId, left: error.left });
  }
  await recordAudit({
    actor: { id: actor.id, username: actor.username },
    action: 'order.batches',
    target: `batch-allocations/${orderId}`,
    before: before?.lines ?? [],
    after: merged,
    label: order.number,
  });
  return allocationView(orderId);
}

/** Lines of one batch added together, so a batch appears once. */
function mergeLines(lines: readonly AllocationLine[]): AllocationLine[] {
  const merged = new Map<string, AllocationLine>();
  for (const line of lines) {
    const key = `${line.productId}/${line.batchId}`;
    const had = merged.get(key);
    merged.set(key, had ? { ...had, packs: had.packs + line.packs } : { ...line });
  }
  return [...merged.values()];
}
