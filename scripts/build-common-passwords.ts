// Regenerates src/server/auth/common-passwords.json, the deny-list behind the password policy.
//
// Source: the `passwords` dictionary of the npm package @zxcvbn-ts/language-common
// (src/passwords.json, MIT, https://github.com/zxcvbn-ts/zxcvbn; built on version 4.1.3). It is
// not a project dependency, so install it somewhere else first:
//
//   mkdir -p /tmp/pwlist && (cd /tmp/pwlist && npm install --no-save @zxcvbn-ts/language-common)
//   npx node scripts/build-common-passwords.ts /tmp/pwlist/node_modules/@zxcvbn-ts/language-common
//
// Only entries of 12 or more code points are kept (shorter ones fail the length rule anyway),
// lower-cased, trimmed, deduplicated and sorted, plus the local ones listed below.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_LENGTH = 12;
const OUT = new URL('../src/server/auth/common-passwords.json', import.meta.url);

/** Guesses an attacker would try first against this business in particular. */
const LOCAL = [
  'cubekitchen123',
  'cubekitchen1234',
  'cube kitchen',
  'cubekitchen!!',
  'cube kitchen 123',
  'sauce cubes123',
  'saucecubes123',
  'papamoa123456',
  'papamoabeach1',
  'password1234',
  'password12345',
  'administrator',
  'letmein12345',
  'qwertyuiop123',
  'welcome12345',
  'changeme1234',
];

const packageDir = process.argv[2];
if (packageDir === undefined) {
  console.error(
    'Usage: npx node scripts/build-common-passwords.ts <path to @zxcvbn-ts/language-common>',
  );
  process.exit(1);
}

const source: unknown = JSON.parse(readFileSync(join(packageDir, 'src', 'passwords.json'), 'utf8'));
if (!Array.isArray(source) || !source.every((entry) => typeof entry === 'string')) {
  throw new Error('Expected src/passwords.json to be an array of strings');
}

const entries = new Set<string>();
for (const raw of [...source, ...LOCAL]) {
  const entry = raw.trim().toLowerCase();
  if (Array.from(entry).length >= MIN_LENGTH) entries.add(entry);
}
const sorted = [...entries].sort();

const text = `${JSON.stringify(sorted, null, 2)}\n`;
writeFileSync(OUT, text);
console.log(
  `Wrote ${sorted.length} entries (${Buffer.byteLength(text)} bytes) from ${source.length}`,
);
