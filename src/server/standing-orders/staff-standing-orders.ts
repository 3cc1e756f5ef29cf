// Standing orders for staff (standingOrdersArea): the list from index keys, one standing order,
// and pause or cancel on the customer's behalf, each recorded in the activity log.
import {
  standingOrdersArea,
  type StandingDetail,
  type StandingListPage,
  type StandingPauseRequest,
} from '../../lib/admin/areas/standing-orders.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { timeRangeLabel } from '../../lib/delivery/labels.ts';
import { weekdayName } from '../../lib/delivery/slot-overlap.ts';
import {
  deliveryValueCents,
  staffRowMatches,
  staffSortKey,
  type StandingFilter,
} from '../../lib/standing-orders/staff-list.ts';
import {
  nextSendingDate,
  upcomingDates,
  type StandingOrder,
} from '../../lib/standing-orders/standing-order.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { catalogueSnapshot, type CatalogueSnapshot } from '../catalog/catalogue-snapshot.ts';
import { HttpError } from '../http/errors.ts';
import { saveAndNotice } from './change-notices.ts';
import { StandingOrderNotFoundError, standingOrders } from './standing-orders.ts';
import { listedStandingItems, listedStandingRows } from './standing-on-board.ts';

const NOT_FOUND = 'There is no such standing order.';
const UPCOMING_SHOWN = 8;

/** Today's price of each meal on sale in the catalogue, by id. */
export function todaysPricesOf(catalogue: CatalogueSnapshot): Map<string, number> {
  return new Map(
    catalogue.products
      .filter((product) => product.status === 'active')
      .map((product) => [product.id, product.priceCents]),
  );
}

/** Today's price of each meal on sale, by id (from the catalogue snapshot: one read). */
export async function todaysPrices(): Promise<Map<string, number>> {
  return todaysPricesOf(await catalogueSnapshot());
}

function invalidCursor(): HttpError {
  return new HttpError(400, 'This page link is not valid; start from the first page.', {
    errors: { cursor: 'This page link is not valid; start from the first page' },
  });
}

/** One page of the list (GET /api/admin/standing-orders): next delivery soonest first. */
export async function listStandingPage(
  query: StandingFilter & { cursor?: string | undefined; limit: number },
): Promise<StandingListPage> {
  let after: string | null = null;
  if (query.cursor) {
    after = Buffer.from(query.cursor, 'base64url').toString();
    if (!/^\d{4}-\d{2}-\d{2}\|[0-9a-f-]{36}$/.test(after)) throw invalidCursor();
  }
  const [rows, items, prices] = await Promise.all([
    listedStandingRows(),
    listedStandingItems(),
    todaysPrices(),
  ]);
  const matching = rows
    .filter((row) => staffRowMatches(row, query))
    .sort((a, b) => staffSortKey(a).localeCompare(staffSortKey(b)));
  const rest = after === null ? matching : matching.filter((row) => staffSortKey(row) > after);
  const page = rest.slice(0, query.limit);
  const last = page.at(-1);
  return {
    standingOrders: page.map((row) => ({
      ...row,
      valueCents: deliveryValueCents(items.get(row.id) ?? [], prices),
    })),
    nextCursor:
      rest.length > query.limit && last
        ? Buffer.from(staffSortKey(last)).toString('base64url')
        : null,
    total: matching.length,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A standing order id from a path, or 404: never a key built from what the address bar says. */
function standingIdFrom(raw: string): string {
  if (!UUID.test(raw)) throw new HttpError(404, NOT_FOUND);
  return raw.toLowerCase();
}

async function readStanding(raw: string): Promise<StandingOrder> {
  const order = await standingOrders.get(standingIdFrom(raw));
  if (!order) throw new HttpError(404, NOT_FOUND);
  return order;
}

/** A standing order as staff see it (GET /api/admin/standing-orders/{id}). */
export async function standingDetailOf(order: StandingOrder): Promise<StandingDetail> {
  const { products: all, slots, zones } = await catalogueSnapshot();
  const zone = zones.find((found) => found.id === order.fulfilment.zoneId);
  const byId = new Map(all.map((product) => [product.id, product]));
  const lines = order.items.map((item) => {
    const product = byId.get(item.productId);
    return {
      ...item,
      name: product?.name ?? item.productId,
      unitPriceCents: product?.status === 'active' ? product.priceCents : null,
    };
  });
  const slot = slots.find((found) => found.id === order.fulfilment.slotId);
  const { card, ...rest } = order;
  return {
    order: { ...rest, ...(card ? { card: { brand: card.brand, last4: card.last4 } } : {}) },
    lines,
    valueCents: lines.reduce((sum, line) => sum + (line.unitPriceCents ?? 0) * line.quantity, 0),
    slotLabel: slot
      ? `${weekdayName(slot.weekday)}s, ${timeRangeLabel(slot.start, slot.end)}`
      : 'A slot no longer offered',
    zoneName: zone?.name ?? order.fulfilment.zoneId,
    nextDate: nextSendingDate(order),
    upcoming: order.status === 'cancelled' ? [] : upcomingDates(order, UPCOMING_SHOWN),
  };
}

/** GET /api/admin/standing-orders/{id}. */
export async function getStandingDetail(id: string): Promise<StandingDetail> {
  return standingDetailOf(await readStanding(id));
}

function alreadyCancelled(): HttpError {
  return new HttpError(409, 'This standing order is already cancelled; nothing more is sent.', {
    details: { reason: standingOrdersArea.refusals.alreadyCancelled },
  });
}

/** What the activity log keeps of a standing order: where it stands, not the customer's details. */
const auditView = (order: StandingOrder) => ({
  status: order.status,
  pausedUntil: order.pausedUntil ?? null,
  nextDate: nextSendingDate(order),
});

/**
 * Saves a staff change (404 when there is no such standing order), emails the customer, then
 * logs it with the reason.
 */
async function staffChange(
  actor: Actor,
  id: string,
  { action, reason }: { action: string; reason: string },
  change: (current: StandingOrder) => StandingOrder,
): Promise<StandingDetail> {
  const seen: { before: StandingOrder | null } = { before: null };
  try {
    // The customer is emailed what staff changed and why (change-notices.ts).
    const by = { kind: 'staff', reason } as const;
    const saved = await saveAndNotice(standingIdFrom(id), { by }, (current) => {
      seen.before = current;
      return change(current);
    });
    await recordAudit({
      actor,
      action,
      target: `standing-orders/${saved.data.id}`,
      label: `Standing order of ${saved.data.customer.name}`,
      before: seen.before && auditView(seen.before),
      after: { ...auditView(saved.data), reason },
    });
    return await standingDetailOf(saved.data);
  } catch (error) {
    if (error instanceof StandingOrderNotFoundError) throw new HttpError(404, NOT_FOUND);
    throw error;
  }
}

/**
 * Pauses a standing order (POST …/pause): no deliveries before `until` (or until resumed);
 * pausing again changes the date. Refused once cancelled, or for a day not after today.
 */
export async function pauseStandingOrder(
  actor: Actor,
  id: string,
  request: StandingPauseRequest,
  now = new Date(),
): Promise<StandingDetail> {
  if (request.until !== undefined && request.until <= nzDateOf(now)) {
    throw new HttpError(400, 'Choose a day after today to resume on.', {
      errors: { until: 'Choose a day after today' },
    });
  }
  return staffChange(
    actor,
    id,
    { action: 'standing-order.pause', reason: request.reason },
    (current) => {
      if (current.status === 'cancelled') throw alreadyCancelled();
      const paused: StandingOrder = { ...current, status: 'paused' };
      if (request.until) paused.pausedUntil = request.until;
      else delete paused.pausedUntil;
      return paused;
    },
  );
}

/** Cancels a standing order for good (POST …/cancel); refused when it already is. */
export async function cancelStandingOrder(
  actor: Actor,
  id: string,
  reason: string,
  now = new Date(),
): Promise<StandingDetail> {
  return staffChange(actor, id, { action: 'standing-order.cancel', reason }, (current) => {
    if (current.status === 'cancelled') throw alreadyCancelled();
    return {
      ...current,
      status: 'cancelled',
      cancelled: {
        at: now.toISOString(),
        actor: { kind: 'staff', id: actor.id, name: actor.username },
        reason,
      },
    };
  });
}
