import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A record derived from an order is kept right by one door (src/server/orders/order-derived.ts):
// a writer that called one sync itself would leave the others stale, as an edit once left the
// search words at the old address. Only the door, and the file that defines each sync, name them.
const SYNCS: Record<string, string> = {
  syncOrderListRow: 'src/server/orders/order-list.ts',
  syncOrderSearch: 'src/server/orders/order-search.ts',
  syncCustomerOfOrder: 'src/server/customers/customer-sync.ts',
  syncDayFiguresOfOrder: 'src/server/admin/day-figures.ts',
  syncMoneyOwed: 'src/server/orders/money-owed.ts',
  syncRunSheetDays: 'src/server/orders/run-sheet-days.ts',
  syncBatchAllocation: 'src/server/batches/allocate.ts',
};
const DOOR = 'src/server/orders/order-derived.ts';
const CODE = /\.(?:ts|tsx|mts|astro)$/;

function codeFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return codeFilesUnder(path);
    return CODE.test(name) ? [path] : [];
  });
}

describe('the one door of an order’s derived records', () => {
  it('is the only caller of the list, search and customer syncs', () => {
    const callers: string[] = [];
    for (const file of ['src', 'netlify/functions'].flatMap((root) => codeFilesUnder(root))) {
      const path = relative(resolve('.'), resolve(file));
      const source = readFileSync(file, 'utf8');
      for (const [name, home] of Object.entries(SYNCS)) {
        if (path !== DOOR && path !== home && new RegExp(`\\b${name}\\b`).test(source)) {
          callers.push(`${path} calls ${name}`);
        }
      }
    }
    expect(callers).toEqual([]);
  });
});
