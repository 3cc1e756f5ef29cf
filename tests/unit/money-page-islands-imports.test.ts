import { describe, expect, it } from 'vitest';
import { filesReached, packagesReached } from '../fixtures/static-imports.ts';

// What My deliveries and the back office load before their first paint. My deliveries starts
// signed in with the data its page read (src/server/standing-orders/my-deliveries-page.ts), so
// it needs no schema library until a shopper changes something: zod alone was 23 KB (brotli) of
// its 106 KB. The back office's shell loaded every area's API contract to build its route table
// (19 KB) and the login and password forms' library (16 KB) on every screen; now each screen's
// code brings its own area's contract, and the forms load when they open.
const heavyIn = (reached: Map<string, string[]>, names: readonly string[]) =>
  names
    .filter((name) => reached.has(name))
    .map((name) => `${name} via ${(reached.get(name) ?? []).join(' -> ')}`);

describe('My deliveries’ island', () => {
  it('loads no zod, form library or query library with the page', () => {
    const reached = packagesReached('src/features/my-deliveries/MyDeliveriesPage.tsx');
    expect(
      heavyIn(reached, ['zod', 'react-hook-form', '@hookform/resolvers', '@tanstack/react-query']),
    ).toEqual([]);
    expect(reached.has('react')).toBe(true);
  });
});

describe('the back office’s shell', () => {
  const entry = 'src/features/admin/AdminApp.tsx';

  it('loads no form library with the page (the login and password forms load when opened)', () => {
    expect(heavyIn(packagesReached(entry), ['react-hook-form', '@hookform/resolvers'])).toEqual([]);
  });

  it('loads no area’s API contract: only the screens’ lists (src/lib/admin/area-screens)', () => {
    const files = filesReached(entry);
    const contracts = [...files.keys()].filter((file) => file.startsWith('src/lib/admin/areas'));
    expect(contracts.map((file) => `${file} via ${(files.get(file) ?? []).join(' -> ')}`)).toEqual(
      [],
    );
    expect(files.has('src/lib/admin/area-screens/orders.ts')).toBe(true);
  });
});
