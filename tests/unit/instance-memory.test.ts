// What the server keeps in memory between requests must be forgettable: API test files share
// their worker's modules (vitest.config.ts), and each file's fresh store forgets what the last
// one left (forgetInstanceMemory). A module-level `let`, or a Map or Set that is not a constant
// table, is such memory: its file registers it with keptInInstance, or it is listed here with why
// keeping it across stores is right.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = 'src/server';

/** Memory that outlives a store on purpose: name in its file, and why. */
const KEPT_ON_PURPOSE: Record<string, string> = {
  'src/server/auth/passwords.ts commonPasswords': 'a fixed word list read from the package',
  'src/server/payments/payment-events.ts registered':
    'code wiring, set as the webhook function loads',
  'src/server/system/deploy.ts toolScope': "a command-line tool's data scope, set once",
  'src/server/blobs/local-blobs-files.ts listedEtags':
    'ETags by file path and inode: a new store has new paths',
  'src/server/system/instance-memory.ts forgetters': 'the registry itself',
};

function serverFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Module-level memory a file declares: `let x`, or `const x = new Map|Set` with a lower-case name. */
function declaredMemory(source: string): string[] {
  const found = source.matchAll(
    /^(?:export )?(?:let ([a-zA-Z_]\w*)|const ([a-z]\w*)(?:: [^=]+)? = new (?:Map|Set|WeakMap)\b)/gm,
  );
  return [...found].map((match) => match[1] ?? match[2] ?? '');
}

describe('memory kept between requests', () => {
  it('is forgotten with the instance, or kept on purpose for a stated reason', () => {
    const unregistered: string[] = [];
    for (const path of serverFiles(SERVER)) {
      const source = readFileSync(path, 'utf8');
      const registers = source.includes('keptInInstance(');
      for (const name of declaredMemory(source)) {
        const entry = `${path} ${name}`;
        if (!registers && !(entry in KEPT_ON_PURPOSE)) unregistered.push(entry);
      }
    }
    expect(unregistered).toEqual([]);
  });

  it('finds the memory it guards', () => {
    expect(declaredMemory('const cached = new Map<string, number>();\nlet block = 0;')).toEqual([
      'cached',
      'block',
    ]);
    expect(declaredMemory("const ACCEPTED = new Set(['png']);\n  let inner = 1;")).toEqual([]);
  });
});

/** The test files of `folder` whose source matches `replaces`. */
function filesReplacing(folder: string, replaces: RegExp): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${folder}/${name}`)
    .filter((path) => replaces.test(readFileSync(path, 'utf8')));
}

describe("test files that replace the shop's own code", () => {
  const config = readFileSync('vitest.config.ts', 'utf8');

  it('run in the isolated api-mocked project (MODULE_MOCKING_TESTS in vitest.config.ts)', () => {
    const replacing = filesReplacing('tests/api', /vi\.(?:do)?[mM]ock\(|setPaymentEventHandlers\(/);
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.filter((path) => !config.includes(`'${path}'`))).toEqual([]);
  });

  it('run in the isolated unit-mocked project (UNIT_MODULE_MOCKING_TESTS in vitest.config.ts)', () => {
    const replacing = filesReplacing('tests/unit', /vi\.(?:do)?[mM]ock\(/);
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.filter((path) => !config.includes(`'${path}'`))).toEqual([]);
  });
});
