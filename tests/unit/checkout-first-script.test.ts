import { describe, expect, it } from 'vitest';
import { packagesReached } from '../fixtures/static-imports.ts';

// The checkout's island loads with the page only what first paint needs. zod's full build (about
// 23 KB compressed) and the order's schemas come later, on the shopper's first touch of the form
// (checkout-later.ts): the two answers read as the page opens are zod/mini schemas, whose small
// core is all the page's first script carries. This walks the island's static imports and names
// the path to any package that must wait.
const ISLAND = 'src/features/checkout/CheckoutPage.tsx';
const LATER = ['zod', '@hookform/resolvers/zod', '@hookform/resolvers', '@tanstack/react-query'];

describe('the checkout island at first paint', () => {
  it(`${ISLAND} loads none of ${LATER.join(', ')}`, () => {
    const reached = packagesReached(ISLAND);
    const early = LATER.filter((name) => reached.has(name)).map(
      (name) => `${name} via ${(reached.get(name) ?? []).join(' -> ')}`,
    );
    expect(early).toEqual([]);
  });

  it('checks its first answers with zod/mini; the validation it defers is the server schema', () => {
    expect(packagesReached(ISLAND).has('zod/mini')).toBe(true);
    // What the first touch fetches still validates with the order's own (full zod) schema.
    const actions = packagesReached('src/features/checkout/checkout-actions.ts');
    expect(actions.has('zod')).toBe(true);
    expect(actions.has('@hookform/resolvers/zod')).toBe(true);
  });
});
