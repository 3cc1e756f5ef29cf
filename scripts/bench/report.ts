import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';

const FILE = 'docs/benchmarks.md';
const HEADER =
  '# Benchmarks\n\nWritten by the `npm run bench:*` scripts; each keeps its own section up to date.\n';

/** Replaces (or adds) one benchmark's section in docs/benchmarks.md, leaving the others alone. */
export async function writeBenchmarkSection(
  id: string,
  title: string,
  body: string,
): Promise<void> {
  mkdirSync('docs', { recursive: true });
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const start = `<!-- bench:${id}:start -->`;
  const end = `<!-- bench:${id}:end -->`;
  const section = `${start}\n## ${title}\n\n${body}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(FILE, await format(next, { parser: 'markdown' }));
}

/** The body of one benchmark's section as docs/benchmarks.md holds it (below its title), or null. */
export function benchmarkSectionBody(id: string, document = readDocument()): string | null {
  const found = new RegExp(
    `<!-- bench:${id}:start -->\\n+## [^\\n]*\\n+([\\s\\S]*?)\\n+<!-- bench:${id}:end -->`,
  ).exec(document);
  return found?.[1] ?? null;
}

function readDocument(): string {
  return existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
}

/** A table row's first cell, trimmed: the page or case the row is for. */
const rowKey = (line: string) => line.split('|')[1]?.trim() ?? '';

/**
 * A section's body with some rows of its table measured again: a row for the same first cell is
 * replaced where it stands, a new one is added after the table's last row, the others are kept,
 * and `note` (which rows were measured when) ends the body. For a run of part of a benchmark
 * (`--only`), which would otherwise drop the rows it did not measure.
 */
export function withRowsReplaced(body: string, rows: readonly string[], note: string): string {
  const lines = body.split('\n');
  const tableLines = lines.flatMap((line, index) => (line.startsWith('|') ? [index] : []));
  const last = tableLines.at(-1);
  if (last === undefined) throw new Error('The section has no table to put the rows in');
  const fresh = new Map(rows.map((row) => [rowKey(row), row]));
  // The header and its divider (the first two table lines) are never a measured row.
  for (const index of tableLines.slice(2)) {
    const row = fresh.get(rowKey(lines[index] ?? ''));
    if (row !== undefined) {
      lines[index] = row;
      fresh.delete(rowKey(row));
    }
  }
  lines.splice(last + 1, 0, ...fresh.values());
  return `${lines.join('\n').trimEnd()}\n\n${note}`;
}
