// A benchmark run of some pages (`npm run bench:pages -- --only=...`) puts its rows into the
// section's table as it stands: before, it wrote a table of only the pages it measured.
import { describe, expect, it } from 'vitest';
import { benchmarkSectionBody, withRowsReplaced } from '../../scripts/bench/report.ts';

const DOCUMENT = `# Benchmarks

<!-- bench:pages:start -->

## Public pages (npm run bench:pages)

Lighthouse on a quiet machine.

| Page      | Performance | TBT    |
| --------- | ----------- | ------ |
| /         | 1.00        | 10 ms  |
| /checkout | 0.81 ✗      | 472 ms |
| /faq      | 1.00        | 22 ms  |

A sentence under the table.
<!-- bench:pages:end -->

<!-- bench:api:start -->

## API (npm run bench:api)

| Endpoint | Req/s |
| --- | --- |
| / | 1 |
<!-- bench:api:end -->
`;

describe('benchmark sections measured in part', () => {
  it('reads a section body below its title, and no other section', () => {
    const body = benchmarkSectionBody('pages', DOCUMENT);
    expect(body?.startsWith('Lighthouse on a quiet machine.')).toBe(true);
    expect(body).toContain('A sentence under the table.');
    expect(body).not.toContain('Endpoint');
    expect(benchmarkSectionBody('missing', DOCUMENT)).toBeNull();
  });

  it('replaces the measured rows where they stand, adds new ones, keeps the rest, and says so', () => {
    const body = benchmarkSectionBody('pages', DOCUMENT) ?? '';
    const next = withRowsReplaced(
      body,
      ['| /checkout | 1.00 | 66 ms |', '| /my-deliveries | 0.97 | 26 ms |'],
      '/checkout, /my-deliveries measured again.',
    );
    expect(next.split('\n')).toEqual([
      'Lighthouse on a quiet machine.',
      '',
      '| Page      | Performance | TBT    |',
      '| --------- | ----------- | ------ |',
      '| /         | 1.00        | 10 ms  |',
      '| /checkout | 1.00 | 66 ms |',
      '| /faq      | 1.00        | 22 ms  |',
      '| /my-deliveries | 0.97 | 26 ms |',
      '',
      'A sentence under the table.',
      '',
      '/checkout, /my-deliveries measured again.',
    ]);
  });

  it('refuses a section with no table rather than lose the rows', () => {
    expect(() => withRowsReplaced('Only prose.', ['| / | 1.00 |'], 'note')).toThrow(/no table/);
  });
});
