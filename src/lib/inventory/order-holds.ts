// What one order should hold of each product's stock and of its slot's packs, worked out from the
// saved order alone, so the stock and booking documents can be set to it (never moved by a
// difference): running it twice, or after a writer died part-way, gives the same documents.
// Pure: src/server/orders/order-holds.ts reads and writes.
import { SHOPPER_ACTOR, type Order, type Refund } from '../orders/order.ts';
import { holdEffectOf, type OrderActor } from '../orders/status.ts';

/** Packs an edit in flight took before its order write, kept until the write lands or expires. */
export interface PendingEditHold {
  orderId: string;
  /** The order's whole hold on the product that the edit needs. */
  packs: number;
  /** After this instant a writer that never saved its edit is taken to have died. */
  until: string;
}

/** The parts of a product's stock document a hold changes. */
export interface HoldDocument {
  onHand: number;
  holds?: Record<string, number> | undefined;
  refundsRestocked?: string[] | undefined;
  pendingEdits?: Record<string, PendingEditHold> | undefined;
}

/** How many restocked refunds a stock document remembers (older ones carry `restockedAt`). */
export const REFUNDS_REMEMBERED = 100;

/**
 * What an order's present status does to its holds: `open` holds what its lines need;
 * `give_back` (cancelled, refunded before the goods left) holds nothing and returns its packs;
 * `goods_gone` (delivered, collected, refunded after) holds nothing and the packs stay taken.
 */
export type HoldState = 'open' | 'give_back' | 'goods_gone';

/** The hold state of an order as saved, by the move that brought it to its status. */
export function holdStateOf(order: Pick<Order, 'status' | 'history'>): HoldState {
  if (order.status === 'cancelled') return 'give_back';
  if (order.status === 'delivered' || order.status === 'collected') return 'goods_gone';
  if (order.status !== 'refunded') return 'open';
  const last = order.history.at(-1);
  const effect = last?.from ? holdEffectOf(last.from, last.to) : 'none';
  return effect === 'give_back' ? 'give_back' : 'goods_gone';
}

const quantityIn = (lines: readonly { productId: string; quantity: number }[], id: string) =>
  lines.reduce((sum, line) => sum + (line.productId === id ? line.quantity : 0), 0);

/** A refund whose packs come off the order's stock: money gone back, with lines. */
const movesStock = (refund: Refund) => refund.status === 'done' && (refund.lines?.length ?? 0) > 0;

/** Every product an order's stock concerns: its lines and the lines it refunded. */
export function productsOfOrder(order: Pick<Order, 'lines' | 'refunds'>): string[] {
  const ids = [...order.lines, ...order.refunds.flatMap((refund) => refund.lines ?? [])];
  return [...new Set(ids.map((line) => line.productId))].sort();
}

/** Packs the order's slot carries for it: its lines less the packs refunded back into stock. */
export function slotPacksOf(order: Pick<Order, 'lines' | 'refunds'>): number {
  const lines = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const restocked = order.refunds
    .filter((refund) => movesStock(refund) && refund.restock === true)
    .flatMap((refund) => refund.lines ?? [])
    .reduce((sum, line) => sum + line.quantity, 0);
  return Math.max(0, lines - restocked);
}

/** What a sync changed in one stock document, for its movement's cause. */
export interface HoldChange<T extends HoldDocument> {
  level: T;
  /** The first refund applied by this change, if any. */
  refund: Refund | null;
  /** Packs that came back for sale (negative: taken). */
  moved: number;
  /** Packs the order needed but the shelf did not have (only after a race; logged). */
  short: number;
}

function withHold<T extends HoldDocument>(level: T, orderId: string, held: number): T {
  const holds = Object.fromEntries(
    Object.entries(level.holds ?? {}).filter(([heldFor]) => heldFor !== orderId),
  );
  if (held > 0) holds[orderId] = held;
  const next: T = { ...level, holds };
  if (Object.keys(holds).length === 0) delete next.holds;
  return next;
}

function withoutSettledPending<T extends HoldDocument>(
  level: T,
  order: Order,
  now: Date,
  abandonedEdit: string | undefined,
): T {
  const landed = new Set(order.edits.map((edit) => edit.id));
  if (abandonedEdit) landed.add(abandonedEdit);
  const open = holdStateOf(order) === 'open';
  const kept = Object.entries(level.pendingEdits ?? {}).filter(
    ([editId, pending]) =>
      pending.orderId !== order.id ||
      (open && !landed.has(editId) && Date.parse(pending.until) > now.getTime()),
  );
  if (kept.length === Object.keys(level.pendingEdits ?? {}).length) return level;
  const next: T = { ...level, pendingEdits: Object.fromEntries(kept) };
  if (kept.length === 0) delete next.pendingEdits;
  return next;
}

/**
 * One product's stock document with the order's hold set to what the saved order needs: each
 * refund whose money went back and whose packs are not yet off the order's stock comes off the
 * hold (and back for sale when restocked) once, remembered by its id in the same document; then
 * an open order holds its lines less those refunds (or more while one of its edits is in flight),
 * a cancelled one gives its packs back, and one whose goods left keeps them taken. The same
 * document when nothing changes. Never below zero on the shelf: a hold the shelf cannot cover is
 * held as far as it goes and reported as `short`. `abandonedEdit` names an edit whose writer
 * knows its order write did not land: its pending hold is dropped at once.
 */
export function orderHoldOn<T extends HoldDocument>(
  current: T,
  order: Order,
  productId: string,
  now: Date,
  abandonedEdit?: string,
): HoldChange<T> {
  const state = holdStateOf(order);
  let level = withoutSettledPending(current, order, now, abandonedEdit);
  let held = level.holds?.[order.id] ?? 0;
  let moved = 0;
  let first: Refund | null = null;
  const applied = new Set(level.refundsRestocked ?? []);
  const refunds = order.refunds.filter(
    (refund) => movesStock(refund) && quantityIn(refund.lines ?? [], productId) > 0,
  );
  for (const refund of refunds) {
    if (refund.restockedAt || applied.has(refund.id)) continue;
    const quantity = quantityIn(refund.lines ?? [], productId);
    // A given-back order's packs are all back on the shelf already, but those still held:
    // restocking more would sell packs twice.
    if (refund.restock === true)
      moved += state === 'give_back' ? Math.min(held, quantity) : quantity;
    held -= Math.min(held, quantity);
    applied.add(refund.id);
    first ??= refund;
    level = {
      ...level,
      refundsRestocked: [...(level.refundsRestocked ?? []), refund.id].slice(-REFUNDS_REMEMBERED),
    };
  }
  let target = 0;
  if (state === 'open') {
    const refunded = refunds.reduce((sum, r) => sum + quantityIn(r.lines ?? [], productId), 0);
    const pending = Object.values(level.pendingEdits ?? {})
      .filter((entry) => entry.orderId === order.id)
      .reduce((most, entry) => Math.max(most, entry.packs), 0);
    target = Math.max(0, quantityIn(order.lines, productId) - refunded, pending);
  }
  const onShelf = level.onHand + moved;
  let short = 0;
  if (target > held) {
    const taken = Math.min(target - held, onShelf);
    short = target - held - taken;
    moved -= taken;
    held += taken;
  } else if (target < held) {
    if (state !== 'goods_gone') moved += held - target;
    held = target;
  }
  level = withHold({ ...level, onHand: current.onHand + moved }, order.id, held);
  const unchanged =
    level.onHand === current.onHand &&
    (level.holds?.[order.id] ?? 0) === (current.holds?.[order.id] ?? 0) &&
    first === null &&
    level.pendingEdits === current.pendingEdits;
  return { level: unchanged ? current : level, refund: first, moved, short };
}

/**
 * One product's stock document with an edit's packs taken before its order write: the order's
 * hold rises to `packs` (never falls), remembered as the edit's own pending hold until `until`.
 * Idempotent for one edit; a retried edit with a new id raises to the larger need, never adds.
 * Null when the shelf has too few packs (`available` says how many more there are).
 */
export function editHoldOn<T extends HoldDocument & { retired?: true | undefined }>(
  current: T,
  edit: { id: string; orderId: string; packs: number; until: string },
): { level: T } | { level: null; available: number } {
  const held = current.holds?.[edit.orderId] ?? 0;
  const more = Math.max(0, edit.packs - held);
  const available = current.retired ? 0 : current.onHand;
  if (more > available) return { level: null, available };
  const pendingEdits = {
    ...current.pendingEdits,
    [edit.id]: { orderId: edit.orderId, packs: edit.packs, until: edit.until },
  };
  const raised = withHold({ ...current, onHand: current.onHand - more }, edit.orderId, held + more);
  return { level: { ...raised, pendingEdits } };
}

/** Who a sync's stock movement names: the refund's staff, else whoever changed the order last. */
export function moverOfSync(order: Order, refund: Refund | null): OrderActor {
  if (refund) return refund.actor;
  const moves = [
    ...order.history.map((entry) => ({ at: entry.at, actor: entry.actor })),
    ...order.edits.map((edit) => ({ at: edit.at, actor: edit.actor })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return moves.at(-1)?.actor ?? SHOPPER_ACTOR;
}

/**
 * Who a status move named for the packs it gave back when not its actor's side (the maintenance
 * job cancelling on its own), if the order's latest change is that move; null otherwise.
 */
export function movedByOfSync(order: Order, refund: Refund | null): OrderActor | null {
  if (refund) return null;
  const lastMove = order.history.at(-1);
  const lastEdit = order.edits.at(-1);
  if (!lastMove?.movedBy || (lastEdit && lastEdit.at > lastMove.at)) return null;
  return lastMove.movedBy;
}
