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
