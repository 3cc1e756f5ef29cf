import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { quickSteps } from '../../scripts/test-quick.ts';

const names = (files: string[]) => quickSteps(files).map((step) => step.name);
const typeCheckOf = (files: string[]) =>
  quickSteps(files)
    .find((step) => step.name === 'types')
    ?.command.slice(0, 1);

describe('npm run test:quick', () => {
  it('checks nothing when nothing changed, and only formatting for a document', () => {
    expect(names([])).toEqual([]);
    expect(names(['README.md'])).toEqual(['prettier']);
  });

  it('lints, formats, type checks and runs the related unit and API tests of changed code', () => {
    const files = ['scripts/test-timings.ts', 'README.md'];
    expect(names(files)).toEqual(['eslint', 'prettier', 'types', 'tests']);
    const [eslint, prettier, , tests] = quickSteps(files);
    expect(eslint?.command).toEqual([
      'eslint',
      '--max-warnings',
      '0',
      '--no-warn-ignored',
      'scripts/test-timings.ts',
    ]);
    expect(prettier?.command.slice(-2)).toEqual(files);
    expect(tests?.command).toEqual([
      'vitest',
      'related',
      '--run',
      '--passWithNoTests',
      '--project',
      'unit',
      '--project',
      'unit-mocked',
      '--project',
      'api',
      '--project',
      'api-mocked',
      'scripts/test-timings.ts',
    ]);
  });

  it('type checks with tsc unless an .astro file changed or imports a changed module', () => {
    // Without the types `astro sync` writes (a fresh clone), astro check runs to write them.
    const tsc = existsSync('.astro/types.d.ts') ? 'tsc' : 'astro';
    expect(typeCheckOf(['scripts/test-timings.ts'])).toEqual([tsc]);
    expect(typeCheckOf(['src/pages/index.astro'])).toEqual(['astro']);
    // src/pages/index.astro imports it.
    expect(typeCheckOf(['src/server/catalog/meal-pages.ts'])).toEqual(['astro']);
  });
});
