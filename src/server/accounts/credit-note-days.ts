// Credit notes by the NZ day they were issued, so an export finds a range's credit notes from a
// listing per month instead of reading every order: `credit-note-days/<YYYY-MM>/<DD>~<orderId>~
// <number>`, one key per credit note. A credit note, once issued, keeps its number and day, so
// the keys an order should have only ever grow; each sync writes them all again (an order
// without one writes nothing).
import { z } from 'zod';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { CREDIT_NOTE_NUMBER_PATTERN, type Order } from '../../lib/orders/order.ts';
import { retryingStore } from '../blobs/store-calls.ts';

const PREFIX = 'credit-note-days';

/** A credit note the index lists: its order and number, and the NZ day it was issued. */
export interface IndexedCreditNote {
  day: string;
  orderId: string;
  number: string;
}

/** The index keys of the order's credit notes. */
function keysOf(order: Pick<Order, 'id' | 'refunds'>): string[] {
  return order.refunds.flatMap((refund) => {
    if (refund.status !== 'done' || !refund.creditNote) return [];
    const day = nzDateOf(new Date(refund.creditNote.at));
    return [
      `${PREFIX}/${day.slice(0, 7)}/${day.slice(8, 10)}~${order.id}~${refund.creditNote.number}`,
    ];
  });
}

/**
 * Writes the index keys of the order's credit notes. Called only through syncOrderDerived
 * (order-derived.ts), with the order's other records.
 */
export async function syncCreditNoteDays(order: Order): Promise<void> {
  const store = retryingStore();
  await Promise.all(keysOf(order).map((key) => store.set(key, '')));
}

/** The months `YYYY-MM` from the month of `from` to that of `to`. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
}

/** The credit notes issued on NZ days `from` to `to`, oldest day first: a listing per month. */
export async function creditNotesIssuedBetween(
  from: string,
  to: string,
): Promise<IndexedCreditNote[]> {
  const store = retryingStore();
  const listings = await Promise.all(
    monthsOf(from, to).map((month) => store.list({ prefix: `${PREFIX}/${month}/` })),
  );
  const notes: IndexedCreditNote[] = [];
  for (const { blobs } of listings) {
    for (const { key } of blobs) {
      const [, month = '', rest = ''] = key.split('/');
      const [dd = '', orderId = '', number = ''] = rest.split('~');
      const day = `${month}-${dd}`;
      const fits = z.uuid().safeParse(orderId).success && CREDIT_NOTE_NUMBER_PATTERN.test(number);
      if (fits && day >= from && day <= to) notes.push({ day, orderId, number });
    }
  }
  return notes.sort((a, b) => a.day.localeCompare(b.day) || a.number.localeCompare(b.number));
}
