import { describe, expect, it } from 'vitest';
import { packagesReached } from '../fixtures/static-imports.ts';

// The islands every public page may load (the layout's cart, newsletter and toasts) must stay small: a schema library reached through one shared helper once
// added 22 KB (compressed) to every page. This walks their static imports and names the path to
// any heavy package.
const ISLANDS = [
  'src/features/cart/CartDrawer.tsx',
  'src/features/newsletter/NewsletterDialog.tsx',
  'src/features/toast/Toaster.tsx',
];
const HEAVY_PACKAGES = ['zod', 'react-hook-form', '@hookform/resolvers', '@tanstack/react-query'];

// The script every public page runs loads no React at all: starting React on each page cost up to
// 360 ms of blocked main thread (Lighthouse); the islands it mounts come later, on first use.
const PAGE_SHELL = 'src/features/shell/page-shell.ts';

describe('the script on every public page', () => {
  it(`${PAGE_SHELL} loads no React and none of ${HEAVY_PACKAGES.join(', ')}`, () => {
    const reached = packagesReached(PAGE_SHELL);
    const heavy = [...HEAVY_PACKAGES, 'react', 'react-dom', 'react-dom/client', '@nanostores/react']
      .filter((name) => reached.has(name))
      .map((name) => `${name} via ${(reached.get(name) ?? []).join(' -> ')}`);
    expect(heavy).toEqual([]);
    expect(reached.has('nanostores')).toBe(true);
  });
});

describe('the islands on every public page', () => {
  for (const island of ISLANDS) {
    it(`${island} loads none of ${HEAVY_PACKAGES.join(', ')}`, () => {
      const reached = packagesReached(island);
      const heavy = HEAVY_PACKAGES.filter((name) => reached.has(name)).map(
        (name) => `${name} via ${(reached.get(name) ?? []).join(' -> ')}`,
      );
      expect(heavy).toEqual([]);
    });
  }
});
