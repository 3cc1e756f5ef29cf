// A part's code that did not load is told from code that failed: the first needs a reload (the
// browser keeps the failure), the second a fresh render.
import { describe, expect, it } from 'vitest';
import { isModuleLoadFailure } from '../../src/components/errors/module-load-failure.ts';

describe('isModuleLoadFailure', () => {
  it.each([
    // Chromium
    'Failed to fetch dynamically imported module: https://cubekitchen.co.nz/_astro/OrdersScreen.Bx1.js',
    // Firefox
    'error loading dynamically imported module: https://cubekitchen.co.nz/_astro/islands.C3a.js',
    // Safari
    'Importing a module script failed.',
    // Vite's preload helper
    'Unable to preload CSS for /_astro/OrdersScreen.D2f.css',
  ])('knows %s', (message) => {
    expect(isModuleLoadFailure(new TypeError(message))).toBe(true);
  });

  it('leaves code that failed, and things that are not errors, to a fresh render', () => {
    expect(
      isModuleLoadFailure(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(isModuleLoadFailure(new Error('The answer did not match its contract'))).toBe(false);
    expect(isModuleLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
    expect(isModuleLoadFailure(null)).toBe(false);
  });
});
