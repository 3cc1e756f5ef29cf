import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Each domain lives in one folder of src/server (I/O) and one of src/lib (pure code): orders,
// inventory, catalog, delivery, newsletters (campaigns, subscribers), marketing, auth, mail…
// A file at the top of either is one that every domain uses; a new one needs a reason here.
const CROSS_CUTTING: Record<string, Record<string, string>> = {
  'src/server': {
    'audit.ts': 'every area records who changed what',
    'secrets.ts': 'the signing secret behind sessions, links and tokens',
    'settings.ts': 'shop settings that checkout, emails, delivery and the dashboard read',
  },
  'src/lib': {
    'csv.ts': 'the spreadsheet-safe cell every CSV download uses',
    'json-in-html.ts': 'JSON inside a script element, for any page',
    'key-text.ts': 'free text inside store keys, for every indexed list',
    'lazily.ts': 'module-level objects built on first use (Intl formats), in any area',
    'money.ts': 'integer cents to text, everywhere',
    'nz-numbers.ts': 'GST and bank account numbers as people type them',
    'site-url.ts': 'links and images that staff type, in any area',
    'slug.ts': 'the one rule for ids in URLs and keys',
  },
};

const topLevelFiles = (dir: string): string[] =>
  readdirSync(dir).filter((name) => statSync(join(dir, name)).isFile());

describe('source layout', () => {
  for (const [dir, allowed] of Object.entries(CROSS_CUTTING)) {
    it(`keeps only cross-cutting files at the top of ${dir}`, () => {
      expect(topLevelFiles(dir).sort()).toEqual(Object.keys(allowed).sort());
    });
  }
});
