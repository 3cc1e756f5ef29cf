// Drops optional dependencies that package-lock.json names but holds no entry for.
//
// Why: the npm registry this project's machines reach does not serve every platform's native
// binary (e.g. @astrojs/compiler-binding-darwin-arm64@0.5.1 answers 404). `npm install` skips
// such optional packages silently, and then `npm ci` refuses the lock as out of sync. Run this
// after any dependency change: `npm run lockfile:prune`, then check `npm ci --dry-run`.
import { readFileSync, writeFileSync } from 'node:fs';

interface LockPackage {
  optionalDependencies?: Record<string, string>;
}

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as { packages: Record<string, LockPackage> };
const paths = new Set(Object.keys(lock.packages));
const pruned: string[] = [];

for (const [path, entry] of Object.entries(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (paths.has(nested) || paths.has(`node_modules/${name}`)) continue;
    delete entry.optionalDependencies?.[name];
    pruned.push(name);
  }
}

writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(pruned.length ? `Pruned ${pruned.length}: ${pruned.join(', ')}` : 'Nothing to prune');
