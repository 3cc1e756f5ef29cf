// What the standing-order job decides for one delivery, pure: whether it is time to remind or to
// make the order, what to do when the slot or a meal is not there, which prices changed since
// the last order, and the words the shopper reads about it.
import { formatNZD } from '../money.ts';
import { timeLabel } from '../delivery/labels.ts';
import { isoWeekdayOf, nzWallClockOf } from '../delivery/nz-time.ts';
import { weekdayName } from '../delivery/slot-overlap.ts';
import type { WhenUnavailable } from './standing-choice.ts';
import {
  changeByOf,
  followingDate,
  REMINDER_LEAD_MS,
  type StandingOrder,
} from './standing-order.ts';

/** What the job does for a delivery at `now`: nothing yet, send the reminder, or make the order. */
export type DeliveryWork = 'wait' | 'remind' | 'make';

/** The job's work for a delivery whose slot cuts off at `slotCutoffAt`. */
export function deliveryWorkAt(now: Date, slotCutoffAt: string): DeliveryWork {
  const changeBy = Date.parse(changeByOf(slotCutoffAt));
  if (now.getTime() >= changeBy) return 'make';
  if (now.getTime() >= changeBy - REMINDER_LEAD_MS) return 'remind';
  return 'wait';
}

/** Why a delivery cannot go as planned. */
export type Unavailability = 'full' | 'closed' | 'past_cutoff' | 'unavailable' | 'out_of_stock';

/** What the job does about it: move to the next open slot, skip the delivery, or send less. */
export type UnavailableAction = 'move' | 'skip' | 'reduce';

/**
 * The shopper's choice applied to a problem. A slot that is full, closed or past its cut-off moves
 * the delivery unless they chose to skip. An out-of-stock meal cannot be fixed by another slot
 * (every slot draws on the same stock), so with either "move" or "send what is available" the
 * missing packs are left out and the rest is sent; only "skip" skips.
 */
export function actionFor(choice: WhenUnavailable, problem: Unavailability): UnavailableAction {
  if (choice === 'skip') return 'skip';
  return problem === 'out_of_stock' ? 'reduce' : 'move';
}

/** A meal short of packs, as placing an order reports it. */
export interface Shortage {
  productId: string;
  available: number;
}

/** The items cut down to the packs there are: a short meal to what is left, or dropped. */
export function reducedItems<T extends { productId: string; quantity: number }>(
  items: readonly T[],
  shortages: readonly Shortage[],
): T[] {
  const left = new Map(shortages.map((shortage) => [shortage.productId, shortage.available]));
  return items.flatMap((item) => {
    const available = left.get(item.productId);
    if (available === undefined) return [item];
    const quantity = Math.min(item.quantity, Math.max(0, available));
    return quantity > 0 ? [{ ...item, quantity }] : [];
  });
}

/** "2 × Beef Bolognese, 1 × Super Veg Sauce". */
export function itemsSentence(lines: readonly { name: string; quantity: number }[]): string {
  return lines.map((line) => `${String(line.quantity)} × ${line.name}`).join(', ');
}

/** A priced line as the job compares them. */
export interface PriceLine {
  productId: string;
  name: string;
  unitPriceCents: number;
}

/** A meal whose price today differs from the last order's. */
export interface PriceChange {
  productId: string;
  name: string;
  beforeCents: number;
  afterCents: number;
}

/** The meals whose price changed since the last order (meals new to the order are not changes). */
export function priceChanges(
  lastOrder: readonly PriceLine[],
  today: readonly PriceLine[],
): PriceChange[] {
  const before = new Map(lastOrder.map((line) => [line.productId, line.unitPriceCents]));
  return today.flatMap((line) => {
    const was = before.get(line.productId);
    return was === undefined || was === line.unitPriceCents
      ? []
      : [
          {
            productId: line.productId,
            name: line.name,
            beforeCents: was,
            afterCents: line.unitPriceCents,
          },
        ];
  });
}

/** "Beef Bolognese: $16.90 → $17.50". */
export function priceChangeLine(change: PriceChange): string {
  return `${change.name}: ${formatNZD(change.beforeCents)} → ${formatNZD(change.afterCents)}`;
}

/** A stable text of a set of changes, so one change is emailed once and a second change again. */
export function priceChangesKey(changes: readonly PriceChange[]): string {
  return [...changes]
    .sort((a, b) => a.productId.localeCompare(b.productId))
    .map((change) => `${change.productId}:${String(change.afterCents)}`)
    .join(',');
}

/** A date's weekday, e.g. `2026-12-03` → "Thursday". */
export function weekdayOfDate(date: string): string {
  return weekdayName(isoWeekdayOf(date));
}

/** An instant as a weekday and time in Papamoa, e.g. "Wednesday 3:00pm". */
export function weekdayTimeLabel(iso: string): string {
  const { date, time } = nzWallClockOf(new Date(iso));
  return `${weekdayOfDate(date)} ${timeLabel(time)}`;
}

/**
 * The delivery dates from the standing order's next date up to (not including) `date`: the
 * ones skipped or paused over, which the job records as skipped before it works on `date`.
 */
export function datesPassedOver(order: StandingOrder, date: string): string[] {
  const passed: string[] = [];
  for (let day = order.nextDate; day < date && passed.length < 60;) {
    passed.push(day);
    day = followingDate(day, order.everyWeeks);
  }
  return passed;
}

/** The idempotency key of the order made for a delivery date: `so-<id>-<date>-<attempt>`. */
export function standingOrderKey(id: string, date: string, attempt: number): string {
  return `so-${id}-${date}-${String(attempt)}`;
}
