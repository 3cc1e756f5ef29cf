// The import reads price lists it was never tuned to: layouts printed by Chromium from HTML, each
// drawn from a seed (tests/fixtures/price-lists). The seeds here are held out: the reading rules
// were developed on other seeds (100-299, 8001-8060 and 9001-9042; see run-corpus.ts), so a pass
// here says the rules read layouts, not samples. A vitest file rather than a browser spec: the
// reading is pure code and needs no site built or served, and one browser prints every list
// (10-25 s on a loaded machine). CI makes sure of Chromium before the unit step.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeLayout, readCorpus, type CorpusLayout } from '../fixtures/price-lists/corpus.ts';
import type { LayoutKind } from '../fixtures/price-lists/choices.ts';

/** Seeds no rule was developed on. */
const HELD_OUT = Array.from({ length: 42 }, (_, index) => 7001 + index);
/** The share of a layout's products that must be read exactly (name, price, pack, badges). */
const EXACT_SHARE = 0.95;

let layouts = new Map<number, CorpusLayout>();

beforeAll(async () => {
  const read = await readCorpus(HELD_OUT);
  layouts = new Map(read.map((layout) => [layout.choices.seed, layout]));
}, 180_000);

describe('price lists printed from HTML in layouts of held-out seeds', () => {
  it('covers every kind of layout, grids 2 to 4 wide and keys of marks', () => {
    const all = [...layouts.values()].map((layout) => layout.choices);
    const kinds = new Set<LayoutKind>(all.map((choices) => choices.kind));
    expect([...kinds].sort()).toEqual(
      ['grid', 'leaders', 'list', 'sections', 'table', 'two-column'].sort(),
    );
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all.some((choices) => choices.badges === 'legend')).toBe(true);
    // Long lists run over a page break.
    expect([...layouts.values()].some((layout) => layout.score.expected >= 20)).toBe(true);
  });

  it.each(HELD_OUT)('seed %i: 95 in 100 rows exact, none invented or made of two', (seed) => {
    const layout = layouts.get(seed);
    if (!layout) throw new Error(`seed ${String(seed)} was not printed`);
    const { score } = layout;
    const why = `${describeLayout(layout.choices)}\n${score.misses.join('\n')}`;
    expect(score.invented, why).toEqual([]);
    expect(score.found, why).toBeLessThanOrEqual(score.expected);
    expect(score.exact / score.expected, why).toBeGreaterThanOrEqual(EXACT_SHARE);
  });
});
