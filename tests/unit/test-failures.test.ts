import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from '../../scripts/test-failures.ts';

const reportFile = (report: unknown) => {
  const file = join(mkdtempSync(join(tmpdir(), 'test-failures-')), 'report.json');
  writeFileSync(file, JSON.stringify(report));
  return file;
};

describe("the summary's first failures", () => {
  it('names each failed Vitest test with its message, without colour codes', () => {
    const file = reportFile({
      testResults: [
        {
          name: 'tests/api/a.test.ts',
          assertionResults: [
            { fullName: 'passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'orders › refuses',
              status: 'failed',
              failureMessages: ['\u001b[31mexpected 400\u001b[39m to be 200'],
            },
          ],
        },
        // A file that failed before any test ran (an import error) says so in its message.
        { name: 'tests/api/b.test.ts', message: 'Cannot find module', assertionResults: [] },
      ],
    });
    expect(vitestFailures(file)).toEqual([
      { title: 'tests/api/a.test.ts › orders › refuses', reason: 'expected 400 to be 200' },
      { title: 'tests/api/b.test.ts', reason: 'Cannot find module' },
    ]);
  });

  it("names each failed Playwright test in nested suites with its last try's error", () => {
    const file = reportFile({
      suites: [
        {
          title: 'sign-in.setup.ts',
          specs: [
            {
              title: 'sign a shopper in',
              file: 'sign-in.setup.ts',
              tests: [
                {
                  projectName: 'setup',
                  status: 'unexpected',
                  results: [{ error: { message: 'first try' } }, { error: { message: 'last' } }],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'inner',
              specs: [
                {
                  title: 'a flaky one',
                  file: 'cart.spec.ts',
                  tests: [{ projectName: 'chromium', status: 'flaky', results: [{}] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(playwrightFailures(file)).toEqual([
      { title: '[setup] sign-in.setup.ts › sign a shopper in', reason: 'last' },
    ]);
  });
});
