// `npm run test:timings` (or `npm test -- --timings`): the slowest test files of each step, read
// from the JSON reports `npm test` writes in test-reports/ (any subset: a partial run works).
// `--write` also puts them in docs/benchmarks.md; `--top N` changes how many (30). Then the
// assertions the browser and API steps hold (scripts/assertion-counts.ts); `--since <git ref>`
// adds the counts at that commit beside them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { assertionCounts, assertionTable } from './assertion-counts.ts';
import { writeBenchmarkSection } from './bench/report.ts';

/** Where `npm test` writes its JSON reports (Playwright empties test-results/ when it starts). */
export const REPORTS = 'test-reports';

/** One test file and the seconds it took. */
export interface FileTime {
  file: string;
  seconds: number;
}

/** How long one step of `npm test` took, as scripts/test-all.ts records it in steps.json. */
export interface StepTime {
  name: string;
  seconds: number;
  ok: boolean;
}

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number }[];
}

interface PlaywrightSuite {
  file?: string;
  specs?: { file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/**
 * A Vitest JSON report's files, each from its first test's start to its last test's end (so
 * without a beforeAll before the first test: older reports only; see vitest-file-times.ts).
 */
export function vitestFileTimes(report: VitestReport, root = process.cwd()): FileTime[] {
  return report.testResults.map((result) => ({
    file: relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }));
}

/** A Playwright JSON report's files, each the sum of its tests' runs (retries included). */
export function playwrightFileTimes(report: { suites: PlaywrightSuite[] }): FileTime[] {
  const totals = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, r) => sum + r.duration, 0);
      const file = `tests/e2e/${spec.file}`;
      totals.set(file, (totals.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...totals].map(([file, ms]) => ({ file, seconds: ms / 1000 }));
}

/** The `top` slowest files, slowest first. */
export function slowest(times: FileTime[], top: number): FileTime[] {
  return [...times].sort((a, b) => b.seconds - a.seconds).slice(0, top);
}

/** One step's slowest files as a Markdown table. */
export function timingsTable(step: string, times: FileTime[], top: number): string {
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  const rows = slowest(times, top).map((time) => `| ${time.file} | ${time.seconds.toFixed(2)} |`);
  return [
    `### ${step}: slowest ${String(rows.length)} of ${String(times.length)} files (${total.toFixed(1)} s in all)`,
    '',
    '| File | Seconds |',
    '| --- | ---: |',
    ...rows,
  ].join('\n');
}

const readJson = (path: string): unknown =>
  existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;

/** The timings of whatever reports are in `dir`, as Markdown: step times, then each step's files. */
export function timingsReport(dir = REPORTS, top = 30): string {
  const parts: string[] = [];
  const steps = readJson(`${dir}/steps.json`) as StepTime[] | null;
  if (steps) {
    parts.push('| Step | Seconds | Result |', '| --- | ---: | --- |');
    for (const step of steps) {
      parts.push(`| ${step.name} | ${step.seconds.toFixed(1)} | ${step.ok ? 'pass' : 'FAIL'} |`);
    }
  }
  for (const step of ['unit', 'api']) {
    // Each file's hooks and tests (scripts/vitest-file-times.ts); else its tests alone.
    const files = readJson(`${dir}/${step}-files.json`) as Record<string, number> | null;
    const report = readJson(`${dir}/${step}.json`) as VitestReport | null;
    const times = files
      ? Object.entries(files).map(([file, seconds]) => ({ file, seconds }))
      : report && vitestFileTimes(report);
    if (times) parts.push('', timingsTable(step, times, top));
  }
  const e2e = readJson(`${dir}/e2e.json`) as { suites: PlaywrightSuite[] } | null;
  if (e2e) parts.push('', timingsTable('e2e', playwrightFileTimes(e2e), top));
  if (parts.length === 0)
    throw new Error(`No reports in ${dir}/: run npm test (or one step) first`);
  return parts.join('\n').trim();
}

/** When the newest report in `dir` was written, e.g. "2026-11-28 17:40" (UTC). */
function reportsWrittenAt(dir: string): string {
  const newest = Math.max(...readdirSync(dir).map((name) => statSync(`${dir}/${name}`).mtimeMs));
  return new Date(newest).toISOString().slice(0, 16).replace('T', ' ');
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt === -1 ? 30 : Number(args[topAt + 1]);
  const sinceAt = args.indexOf('--since');
  const since = sinceAt === -1 ? undefined : args[sinceAt + 1];
  const assertions = assertionTable(
    assertionCounts(),
    since === undefined ? undefined : assertionCounts(since),
  );
  const report = `${timingsReport(REPORTS, top)}\n\n### Assertions (expect calls as written)${since === undefined ? '' : `, and at ${since}`}\n\n${assertions}`;
  console.log(report);
  if (args.includes('--write')) {
    const when = reportsWrittenAt(REPORTS);
    const body = `From the reports of the run that ended ${when} UTC (\`npm run test:timings -- --write\`). A Vitest file counts as Vitest prints it, its hooks and tests (not its import); an e2e file is the sum of its tests, which run three at a time.\n\n${report}`;
    await writeBenchmarkSection('test-timings', 'Test suite timings (npm run test:timings)', body);
    console.log('\nWritten to docs/benchmarks.md');
  }
}
