// `npm run test:quick`: the checks of `npm test` narrowed to what this branch changed, for the
// loop while working: ESLint and Prettier on the changed files, the type check when a TypeScript
// or Astro file changed, and the unit and API tests related to the changes (`vitest related`
// follows imports, so a changed module runs every test that imports it). Not the browser tests,
// bundles or the multi-process API tests: `npm test` (what CI runs) is still the gate.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Answers a git command's output lines; empty when git fails (e.g. no `main` branch). */
function gitLines(args: string[]): string[] {
  const { status, stdout } = spawnSync('git', args, { encoding: 'utf8' });
  return status === 0 ? stdout.split('\n').filter(Boolean) : [];
}

/**
 * Files changed since `base` (committed or not), plus untracked ones; by default since this
 * branch left main. `-- --base HEAD` checks only what is not committed yet.
 */
export function changedFiles(
  base = gitLines(['merge-base', 'HEAD', 'main'])[0] ?? 'HEAD',
): string[] {
  const files = [
    ...gitLines(['diff', '--name-only', '--diff-filter=d', base]),
    ...gitLines(['ls-files', '--others', '--exclude-standard']),
  ];
  return [...new Set(files)].filter((file) => existsSync(file)).sort();
}

const PROJECTS = [
  '--project',
  'unit',
  '--project',
  'unit-mocked',
  '--project',
  'api',
  '--project',
  'api-mocked',
];
const CODE = /\.(ts|tsx|mts|js|mjs|astro)$/;
const TYPESCRIPT = /\.(ts|tsx|mts)$/;

/** Whether an .astro file under src imports one of `files` by name (a direct import only). */
function astroImportsAny(files: string[]): boolean {
  const stems = files.map((file) =>
    file
      .replace(/^.*\//, '')
      .replace(TYPESCRIPT, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const pages = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.astro'),
  );
  return pages.some((page) => {
    const text = readFileSync(`src/${page}`, 'utf8');
    return stems.some((stem) => new RegExp(`from ['"][^'"]*/${stem}(\\.tsx?)?['"]`).test(text));
  });
}

/**
 * The type check for the changes. `astro check` (every file, .astro included) took 524 s beside
 * other builds where `tsc -p .` (every .ts and .tsx file, the same tsconfig) took 151 s, so tsc
 * runs unless an .astro file changed or directly imports a changed file; astro check needs the
 * types `astro sync` writes, so it runs when they are missing too.
 */
function typeCheck(files: string[]): string[] | null {
  const astro = files.some((file) => file.endsWith('.astro'));
  const typescript = files.filter((file) => TYPESCRIPT.test(file));
  if (!astro && typescript.length === 0) return null;
  if (astro || !existsSync('.astro/types.d.ts') || astroImportsAny(typescript)) {
    return ['astro', 'check'];
  }
  return ['tsc', '--noEmit', '-p', '.'];
}

/** The commands for `files`, each with why it runs; none when nothing relevant changed. */
export function quickSteps(files: string[]): { name: string; command: string[] }[] {
  const code = files.filter((file) => CODE.test(file));
  const steps: { name: string; command: string[] }[] = [];
  if (code.length > 0) {
    steps.push({
      name: 'eslint',
      command: ['eslint', '--max-warnings', '0', '--no-warn-ignored', ...code],
    });
  }
  if (files.length > 0) {
    steps.push({
      name: 'prettier',
      command: ['prettier', '--check', '--ignore-unknown', ...files],
    });
  }
  // The whole project: a changed export can break any file that uses it.
  const types = typeCheck(files);
  if (types) steps.push({ name: 'types', command: types });
  if (code.length > 0) {
    steps.push({
      name: 'tests',
      command: ['vitest', 'related', '--run', '--passWithNoTests', ...PROJECTS, ...code],
    });
  }
  return steps;
}

if (import.meta.main) {
  const baseAt = process.argv.indexOf('--base');
  const files = baseAt === -1 ? changedFiles() : changedFiles(process.argv[baseAt + 1]);
  console.log(`${String(files.length)} changed file(s):\n  ${files.join('\n  ') || '(none)'}`);
  const rows: string[] = [];
  let failed = 0;
  for (const step of quickSteps(files)) {
    console.log(`\n=== ${step.name}\n`);
    const started = Date.now();
    const [tool = '', ...args] = step.command;
    const { status } = spawnSync('npx', ['--no-install', tool, ...args], { stdio: 'inherit' });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (status !== 0) failed += 1;
    rows.push(`${status === 0 ? 'PASS' : 'FAIL'}  ${step.name.padEnd(8)} ${seconds.padStart(6)} s`);
  }
  console.log(`\n=== Summary\n\n${rows.join('\n') || 'Nothing changed: nothing to check.'}`);
  process.exit(failed === 0 ? 0 : 1);
}
