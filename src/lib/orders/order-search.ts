// What the orders search compares besides each row: the delivery address, suburb and city and a
// gift's recipient, folded (no accents, lower case, letters and digits only), so "cafe" finds
// "Café", and key-safe as they are. The word index (order-words.ts) carries them.
import { cutToBytes } from '../key-text.ts';
import type { Order } from './order.ts';

/** The prefix of the search keys before the word index (one per order by half-month): a sync deletes them. */
export const ORDER_SEARCH_PREFIX = 'order-search';

/**
 * Byte budgets of the folded fields, so the key's last part stays under 250 bytes (a file name in
 * the local store) and the key far under Netlify's 600.
 */
const BUDGET = { line1: 60, line2: 25, suburb: 35, city: 25, recipient: 40 } as const;

/**
 * Text as search compares it: accents and other marks dropped (é → e, ā → a), lower case, every
 * run of anything but letters a-z and digits one space, trimmed. Letters of other scripts drop
 * out, so a search typed in them finds only by name, email or number.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The folded words an order is also found by: its address and its gift's recipient. */
export function orderSearchTextOf(order: Order): string {
  const { fulfilment, gift } = order;
  const address = fulfilment.method === 'delivery' ? fulfilment.address : null;
  const parts: [string, number][] = [
    [address?.line1 ?? '', BUDGET.line1],
    [address?.line2 ?? '', BUDGET.line2],
    [address?.suburb ?? '', BUDGET.suburb],
    [address?.city ?? '', BUDGET.city],
    [gift?.recipientName ?? '', BUDGET.recipient],
  ];
  return parts
    .map(([text, bytes]) => cutToBytes(foldForSearch(text), bytes).trim())
    .filter((words) => words !== '')
    .join(' ');
}
