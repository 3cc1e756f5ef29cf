import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesReached } from '../fixtures/static-imports.ts';

// The meal pages (/meals and /meals/{id}) and the checkout start no React before the first touch,
// like the content pages: Add to Cart, the pictures and the sold-out meal's button are plain HTML
// that the page shell's script and the pages' own small scripts drive, and the checkout is the
// server's frame with the saved cart drawn in (features/checkout/checkout-frame.ts), its live form
// fetched on the first touch. React on these pages once cost about 70 KB (meals) and 118 KB
// (checkout) of script and up to 470 ms of blocked main thread on a phone (Lighthouse). This reads
// the pages and every .astro component they use: no island directive, and no script of theirs
// (nor the layout's) that loads React or a heavy package with the page. (The checkout's first
// script reads its config through zod/mini's small core, which is not zod's full build.)
const FIRST_TOUCH_PAGES = [
  'src/pages/meals/index.astro',
  'src/pages/meals/[id].astro',
  'src/pages/checkout.astro',
];
const REACT_AND_HEAVY = [
  'react',
  'react-dom',
  'react-dom/client',
  '@nanostores/react',
  'zod',
  'react-hook-form',
  '@tanstack/react-query',
];

const ASTRO_IMPORT = /^\s*import\s+\w+\s+from\s+['"](\.[^'"]+\.astro)['"]/gm;
const SCRIPT_IMPORT = /<script>\s*import\s+['"]([^'"]+)['"];?\s*<\/script>/g;
const ISLAND_DIRECTIVE = /\sclient:(load|idle|visible|media|only)\b/;

/** A page and every .astro component it uses, followed through their imports. */
function astroFilesOf(page: string): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(ASTRO_IMPORT)) {
      visit(resolve(dirname(file), specifier));
    }
  };
  visit(resolve(page));
  return files;
}

/** The modules the files' own <script> tags import (Astro bundles these with the page). */
function scriptsOf(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SCRIPT_IMPORT)].map(([, specifier = '']) =>
      resolve(dirname(file), specifier),
    ),
  );
}

describe('the meal pages and the checkout start no React before the first touch', () => {
  for (const page of FIRST_TOUCH_PAGES) {
    const files = astroFilesOf(page);

    it(`${page} renders its parts, the layout included, with no island directive`, () => {
      expect(files.map((file) => relative(process.cwd(), file))).toContain(
        'src/layouts/BaseLayout.astro',
      );
      const islands = files.filter((file) => ISLAND_DIRECTIVE.test(readFileSync(file, 'utf8')));
      expect(islands.map((file) => relative(process.cwd(), file))).toEqual([]);
    });

    it(`${page}'s scripts, the page shell's among them, load none of ${REACT_AND_HEAVY.join(', ')}`, () => {
      const scripts = scriptsOf(files);
      expect(scripts.map((file) => relative(process.cwd(), file))).toContain(
        'src/features/shell/page-shell.ts',
      );
      const heavy = scripts.flatMap((script) => {
        const reached = packagesReached(script);
        return REACT_AND_HEAVY.filter((name) => reached.has(name)).map(
          (name) => `${name} via ${(reached.get(name) ?? []).join(' -> ')}`,
        );
      });
      expect(heavy).toEqual([]);
    });
  }
});
