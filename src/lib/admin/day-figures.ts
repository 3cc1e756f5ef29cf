// The dashboard's figures of one New Zealand day, a record derived from the orders that touch the
// day: placed on it (counted as orders, or apart once cancelled or refunded in full) or with money
// received or refunded on it (their ledger entries, money-ledger.ts). Recomputed whole from those
// orders whenever one of them changes, never incremented, so a retry or a backfill puts it right.
import { z } from 'zod';
import { nzDateOf } from '../delivery/nz-time.ts';
import { ledgerEntriesOf, moneyOnDay, type LedgerOrder } from '../orders/money-ledger.ts';
import type { Order } from '../orders/order.ts';

/** `day-figures/<date>` (one day) or `week-figures/<monday>` (its seven days added up). */
export const DayFiguresSchema = z.object({
  /** The day, or the Monday of the week. */
  date: z.iso.date(),
  /** Orders placed then that still count: neither cancelled nor refunded in full. */
  count: z.int().nonnegative(),
  /** Orders placed then, cancelled since. */
  cancelled: z.int().nonnegative(),
  /** Orders placed then, refunded in full since. */
  refunded: z.int().nonnegative(),
  /** Money received then: card charges and bank transfers marked paid. */
  receivedCents: z.int().nonnegative(),
  /** Money refunded then (refunds done or under way). */
  refundedCents: z.int().nonnegative(),
});
export type DayFigures = z.output<typeof DayFiguresSchema>;

/** What the day's figures read of an order: its placement, state and ledger. */
export type FiguresOrder = LedgerOrder & Pick<Order, 'id' | 'placedAt'>;

/** The New Zealand day an order was placed. */
export function placedDayOf(order: Pick<Order, 'placedAt'>): string {
  return nzDateOf(new Date(order.placedAt));
}

/** Every day whose figures an order is part of: the day it was placed and its money's days. */
export function moneyDaysOf(order: FiguresOrder): string[] {
  const days = new Set([placedDayOf(order), ...ledgerEntriesOf(order).map((entry) => entry.day)]);
  return [...days].sort();
}

/** What one order adds to one day's figures: its placing (if placed that day) and its money. */
export interface DayShare {
  placed: 'not-that-day' | 'counted' | 'cancelled' | 'refunded';
  receivedCents: number;
  refundedCents: number;
}

/** What `order` adds to the figures of `date`. */
export function dayShareOf(order: FiguresOrder, date: string): DayShare {
  const placed =
    placedDayOf(order) !== date
      ? 'not-that-day'
      : order.status === 'cancelled'
        ? 'cancelled'
        : order.status === 'refunded'
          ? 'refunded'
          : 'counted';
  return { placed, ...moneyOnDay(ledgerEntriesOf(order), date) };
}

/** The figures of `date` from what each order adds to it. */
export function figuresOfShares(date: string, shares: readonly DayShare[]): DayFigures {
  const figures: DayFigures = {
    date,
    count: 0,
    cancelled: 0,
    refunded: 0,
    receivedCents: 0,
    refundedCents: 0,
  };
  for (const share of shares) {
    if (share.placed === 'counted') figures.count += 1;
    else if (share.placed === 'cancelled') figures.cancelled += 1;
    else if (share.placed === 'refunded') figures.refunded += 1;
    figures.receivedCents += share.receivedCents;
    figures.refundedCents += share.refundedCents;
  }
  return figures;
}

/** The figures of `date` from the orders that touch it (others given are left out). */
export function dayFiguresOf(date: string, orders: readonly FiguresOrder[]): DayFigures {
  return figuresOfShares(
    date,
    orders.map((order) => dayShareOf(order, date)),
  );
}

const PLACED_LETTERS = {
  'not-that-day': 'n',
  counted: 'o',
  cancelled: 'c',
  refunded: 'r',
} as const satisfies Record<DayShare['placed'], string>;

/** A share written into an index key's name, `o.5070.0`, so a day adds up from one listing. */
export function shareKeyPart(share: DayShare): string {
  const letter = PLACED_LETTERS[share.placed];
  return `${letter}.${String(share.receivedCents)}.${String(share.refundedCents)}`;
}

/** The share a key part names, or null when it is not one (a key written before shares). */
export function shareOfKeyPart(text: string): DayShare | null {
  const match = /^([ncor])\.(\d+)\.(\d+)$/.exec(text);
  if (!match) return null;
  const placed = (Object.keys(PLACED_LETTERS) as DayShare['placed'][]).find(
    (key) => PLACED_LETTERS[key] === match[1],
  );
  if (!placed) return null;
  return { placed, receivedCents: Number(match[2]), refundedCents: Number(match[3]) };
}

/** Several days' figures added up under `date` (a week's, under its Monday). */
export function sumOfFigures(date: string, days: readonly (DayFigures | null)[]): DayFigures {
  return days.reduce<DayFigures>(
    (sum, day) =>
      day
        ? {
            date,
            count: sum.count + day.count,
            cancelled: sum.cancelled + day.cancelled,
            refunded: sum.refunded + day.refunded,
            receivedCents: sum.receivedCents + day.receivedCents,
            refundedCents: sum.refundedCents + day.refundedCents,
          }
        : sum,
    dayFiguresOf(date, []),
  );
}
