import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestModule } from 'vitest/node';
import {
  playwrightFileTimes,
  slowest,
  timingsReport,
  vitestFileTimes,
} from '../../scripts/test-timings.ts';
import VitestFileTimes from '../../scripts/vitest-file-times.ts';

const vitest = {
  testResults: [
    { name: '/repo/tests/api/orders.test.ts', startTime: 1_000, endTime: 13_500 },
    { name: '/repo/tests/api/quick.test.ts', startTime: 2_000, endTime: 2_250 },
  ],
};

// Playwright nests a file's describe blocks as suites inside the file's suite.
const playwright = {
  suites: [
    {
      file: 'checkout.spec.ts',
      specs: [
        { file: 'checkout.spec.ts', tests: [{ results: [{ duration: 4_000 }] }] },
        {
          file: 'checkout.spec.ts',
          tests: [{ results: [{ duration: 1_000 }, { duration: 500 }] }],
        },
      ],
      suites: [
        {
          specs: [{ file: 'checkout.spec.ts', tests: [{ results: [{ duration: 2_000 }] }] }],
        },
      ],
    },
    {
      file: 'smoke.spec.ts',
      specs: [{ file: 'smoke.spec.ts', tests: [{ results: [{ duration: 9_000 }] }] }],
    },
  ],
};

describe('test timings', () => {
  it('times a Vitest file from its start to its end, relative to the repository', () => {
    expect(vitestFileTimes(vitest, '/repo')).toEqual([
      { file: 'tests/api/orders.test.ts', seconds: 12.5 },
      { file: 'tests/api/quick.test.ts', seconds: 0.25 },
    ]);
  });

  it('sums a Playwright file over its nested suites, tests and retries', () => {
    expect(playwrightFileTimes(playwright)).toEqual([
      { file: 'tests/e2e/checkout.spec.ts', seconds: 7.5 },
      { file: 'tests/e2e/smoke.spec.ts', seconds: 9 },
    ]);
  });

  it('keeps the slowest first, at most `top`', () => {
    expect(slowest(playwrightFileTimes(playwright), 1)).toEqual([
      { file: 'tests/e2e/smoke.spec.ts', seconds: 9 },
    ]);
  });

  it('reports only the steps whose reports are there, and refuses an empty folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'timings-'));
    expect(() => timingsReport(dir)).toThrow(/No reports/);
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(playwright));
    const report = timingsReport(dir, 1);
    expect(report).toContain('### e2e: slowest 1 of 2 files (16.5 s in all)');
    expect(report).toContain('| tests/e2e/smoke.spec.ts | 9.00 |');
    expect(report).not.toContain('checkout');
    expect(report).not.toContain('### unit');
  });

  it("prefers each file's hooks and tests (vitest-file-times) to the JSON report's tests alone", () => {
    const dir = mkdtempSync(join(tmpdir(), 'timings-'));
    writeFileSync(join(dir, 'api.json'), JSON.stringify(vitest));
    expect(timingsReport(dir)).toContain('/repo/tests/api/orders.test.ts | 12.50 |');
    const modules = [
      { moduleId: join(process.cwd(), 'tests/api/orders.test.ts'), seconds: 14.25 },
      { moduleId: join(process.cwd(), 'tests/api/quick.test.ts'), seconds: 1.5 },
    ].map(({ moduleId, seconds }) => ({
      moduleId,
      diagnostic: () => ({ duration: seconds * 1000 }),
    }));
    const previous = process.env.VITEST_FILE_TIMES;
    process.env.VITEST_FILE_TIMES = join(dir, 'api-files.json');
    try {
      new VitestFileTimes().onTestRunEnd(modules as unknown as TestModule[]);
    } finally {
      if (previous === undefined) delete process.env.VITEST_FILE_TIMES;
      else process.env.VITEST_FILE_TIMES = previous;
    }
    expect(JSON.parse(readFileSync(join(dir, 'api-files.json'), 'utf8'))).toEqual({
      'tests/api/orders.test.ts': 14.25,
      'tests/api/quick.test.ts': 1.5,
    });
    const report = timingsReport(dir);
    expect(report).toContain('### api: slowest 2 of 2 files (15.8 s in all)');
    expect(report).toContain('| tests/api/orders.test.ts | 14.25 |');
  });
});
