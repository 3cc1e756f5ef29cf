// `node scripts/assertion-counts.ts [--ref <git ref>]`: how many assertions (expect calls in the
// source) the browser and API steps hold, so a change that removes or merges tests shows what it
// kept. Counted in the working tree, or in a commit with --ref (e.g. to compare with main).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** One step's test files and what they hold. */
export interface AssertionCount {
  step: string;
  files: number;
  /** test(...) and it(...) calls, as written (a test made in a loop counts once). */
  tests: number;
  /**
   * expect(...), expect.soft(...), expect.poll(...) and calls of asserting helpers (such as
   * expectNoAxeViolations(page)), as written, fixtures included.
   */
  expects: number;
}

/** The steps and the files each runs: the specs or tests, and the fixtures they share. */
const STEPS = [
  { step: 'e2e', tests: /^tests\/e2e\/.*\.(spec|setup)\.ts$/, fixtures: /^tests\/e2e\/fixtures\// },
  { step: 'api', tests: /^tests\/api\/.*\.test\.ts$/, fixtures: /^tests\/fixtures\// },
];

/**
 * An assertion (exported for its test): expect( or expect.soft( or expect.poll(, or a call of a helper that asserts,
 * named expectX( or checkAtEveryWidth( (not its definition); not a matcher such as expect.any(.
 */
export const EXPECT_CALL =
  /(?<!function )\b(?:expect(?:\.soft|\.poll|[A-Z]\w*)?|checkAtEveryWidth)\s*\(/g;
/** A test as written: test( or it(, with .concurrent, .only, .skip, .fail or .slow. */
export const TEST_CALL = /^\s*(?:test|it)(?:\.(?:concurrent|only|skip|fail|slow))?\s*\(/gm;

/** Counts the calls `pattern` finds in `text`. */
export function countMatches(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}

function filesAt(ref: string | undefined): string[] {
  const args = ref
    ? ['ls-tree', '-r', '--name-only', ref, 'tests']
    : ['ls-files', '--cached', '--others', '--exclude-standard', 'tests'];
  return execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
}

function textAt(ref: string | undefined, file: string): string {
  return ref
    ? execFileSync('git', ['show', `${ref}:${file}`], { encoding: 'utf8' })
    : readFileSync(file, 'utf8');
}

/** The assertion counts of each step, in the working tree or at `ref`. */
export function assertionCounts(ref?: string): AssertionCount[] {
  const files = filesAt(ref);
  return STEPS.map(({ step, tests, fixtures }) => {
    const testFiles = files.filter((file) => tests.test(file));
    const fixtureFiles = files.filter((file) => fixtures.test(file) && file.endsWith('.ts'));
    const texts = testFiles.map((file) => textAt(ref, file));
    const fixtureTexts = fixtureFiles.map((file) => textAt(ref, file));
    return {
      step,
      files: testFiles.length,
      tests: texts.reduce((sum, text) => sum + countMatches(text, TEST_CALL), 0),
      expects: [...texts, ...fixtureTexts].reduce(
        (sum, text) => sum + countMatches(text, EXPECT_CALL),
        0,
      ),
    };
  });
}

/** The counts as a Markdown table, with a column of `before` when given. */
export function assertionTable(now: AssertionCount[], before?: AssertionCount[]): string {
  const head = before
    ? [
        '| Step | Files | Tests (as written) | expect calls | expect calls before |',
        '| --- | ---: | ---: | ---: | ---: |',
      ]
    : ['| Step | Files | Tests (as written) | expect calls |', '| --- | ---: | ---: | ---: |'];
  const rows = now.map((count) => {
    const cells = [count.step, count.files, count.tests, count.expects];
    const was = before?.find((old) => old.step === count.step);
    if (before) cells.push(was?.expects ?? 0);
    return `| ${cells.join(' | ')} |`;
  });
  return [...head, ...rows].join('\n');
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const refAt = args.indexOf('--ref');
  const ref = refAt === -1 ? undefined : args[refAt + 1];
  console.log(assertionTable(assertionCounts(ref)));
}
