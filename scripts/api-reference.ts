// npm run docs:api: writes the API reference (docs/openapi.json, docs/api.md) from the route
// contracts. `-- --check` only says whether the committed files are current (exit 1 if not).
// The contracts are found with Vite's import.meta.glob, so they load through Vite's module runner.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport<typeof import('./api-reference-files.ts')>(
  join(root, 'scripts/api-reference-files.ts'),
  { root, logLevel: 'error' },
);
const files = await module.currentApiReference();
const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [file, text] of Object.entries(files)) {
  const path = join(root, file);
  const committed = await readFile(path, 'utf8').catch(() => null);
  if (committed === text) continue;
  stale.push(file);
  if (!check) await writeFile(path, text);
}
if (check && stale.length > 0) {
  console.error(`${stale.join(' and ')} not current: run npm run docs:api`);
  process.exit(1);
}
console.log(stale.length === 0 ? 'The API reference is current.' : `Wrote ${stale.join(' and ')}.`);
