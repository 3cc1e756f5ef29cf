import { describe, expect, it } from 'vitest';
import {
  assertionTable,
  countMatches,
  EXPECT_CALL,
  TEST_CALL,
} from '../../scripts/assertion-counts.ts';

const spec = `
import { expect, test } from './fixtures/test.ts';
async function expectWellMadeImages(page) {
  expect(page).toBeTruthy();
}
test('one', async ({ page }) => {
  expect(1).toBe(1);
  expect.soft(2).toBe(2);
  await expect.poll(() => 3).toBe(3);
  expect([4]).toEqual([expect.any(Number), expect.objectContaining({})]);
  await expectNoAxeViolations(page);
  await checkAtEveryWidth(page, 'x', out);
  await expectWellMadeImages(page);
});
  test.slow('two', () => {});
it.concurrent('three', () => {});
`;

describe('the assertion count', () => {
  it('counts expect calls and asserting helpers, not matchers or definitions', () => {
    // expect x2 (definition's body and test), soft, poll, the toEqual's expect, three helpers.
    expect(countMatches(spec, EXPECT_CALL)).toBe(8);
  });

  it('counts tests as written, with their modifiers', () => {
    expect(countMatches(spec, TEST_CALL)).toBe(3);
  });

  it('puts the counts before a change beside those after', () => {
    const now = [{ step: 'e2e', files: 2, tests: 5, expects: 40 }];
    const before = [{ step: 'e2e', files: 2, tests: 7, expects: 44 }];
    expect(assertionTable(now, before)).toContain('| e2e | 2 | 5 | 40 | 44 |');
    expect(assertionTable(now)).toContain('| e2e | 2 | 5 | 40 |');
  });
});
