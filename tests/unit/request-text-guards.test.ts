// Every string a request may carry, in every route's body and query schema (admin areas and
// public groups), refuses hidden characters: control characters (one-line fields refuse tabs and
// line breaks too; longer text keeps them) and the bidi overrides that make text read otherwise
// than it is stored (U+202A–U+202E, U+2066–U+2069). Text ends up in emails, CSVs, logs and the
// back office; a schema that forgets the guard is found here, not by an attacker.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADMIN_AREAS } from '../../src/lib/admin/areas.ts';
import type { ApiGroup } from '../../src/lib/api/contract.ts';
import { PUBLIC_API_GROUPS } from '../../src/lib/public-api/index.ts';

/** Characters no request string may hold, by name. */
const HIDDEN: Readonly<Record<string, string>> = {
  NUL: '\u0000',
  BEL: '\u0007',
  ESC: '\u001b',
  DEL: '\u007f',
  NEL: '\u0085',
  CSI: '\u009b',
  LRE: '\u202a',
  RLE: '\u202b',
  PDF: '\u202c',
  LRO: '\u202d',
  RLO: '\u202e',
  LRI: '\u2066',
  RLI: '\u2067',
  FSI: '\u2068',
  PDI: '\u2069',
};

/**
 * Values that some string field takes as it is: a field is probed with the first one it accepts,
 * the hidden character put in its middle (so a length or format rule alone cannot refuse it).
 */
const SAMPLES = [
  'Aroha',
  'Aroha Tane the second',
  'beef-bolognese',
  'WINTER10',
  'aroha@example.co.nz',
  'https://example.com/page',
  '2026-12-24',
  '2026-12-24T09:00:00.000Z',
  '16:00',
  '3118',
  '021 123 4567',
  '9b2f7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  'a'.repeat(64),
  'Correct-Horse-Battery-Staple-42!',
  'A note that is long enough for a field that asks for some words, with more words after it.',
];

interface Field {
  where: string;
  schema: z.ZodType;
}

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly']);

/** Whether a schema is a string, perhaps optional or with a default. */
function isString(schema: z.ZodType): boolean {
  const def = defOf(schema);
  return WRAPPERS.has(def.type) ? isString(def.innerType as z.ZodType) : def.type === 'string';
}

/** Every string schema inside `schema`, with where it sits (`body.items[].productId`). */
function stringsIn(schema: z.ZodType, where: string, seen = new Set<unknown>()): Field[] {
  const def = defOf(schema);
  const inner = (child: unknown, at = where) => stringsIn(child as z.ZodType, at, seen);
  switch (def.type) {
    case 'string':
      return [{ where, schema }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
        inner(child, `${where}.${key}`),
      );
    case 'array':
      return inner(def.element, `${where}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      // A string read then checked or reshaped (`z.string().transform(…)`) is probed whole.
      return isString(def.in as z.ZodType)
        ? [{ where, schema }]
        : [...inner(def.in), ...inner(def.out)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option, index) =>
        inner(option, `${where}|${String(index)}`),
      );
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'record':
      return [...inner(def.keyType, `${where}{key}`), ...inner(def.valueType, `${where}{}`)];
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, index) =>
        inner(item, `${where}[${String(index)}]`),
      );
    case 'lazy':
      // A schema that holds itself is walked once.
      if (seen.has(def.getter)) return [];
      seen.add(def.getter);
      return inner((def.getter as () => z.ZodType)());
    default:
      return [];
  }
}

/** Whether a parsed value still holds `hidden` in one of its strings. */
function holds(value: unknown, hidden: string): boolean {
  if (typeof value === 'string') return value.includes(hidden);
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((inner) => holds(inner, hidden));
}

/** The hidden characters a string field takes: none for a guarded one. */
function hiddenTaken(schema: z.ZodType): string[] {
  const base = SAMPLES.find((sample) => schema.safeParse(sample).success);
  if (base === undefined) return [];
  const middle = Math.ceil(base.length / 2);
  return Object.entries(HIDDEN)
    .filter(([, hidden]) => {
      const probe = `${base.slice(0, middle)}${hidden}${base.slice(middle)}`;
      const parsed = schema.safeParse(probe);
      // Taken means kept: a field that drops what it cannot use (`source`) takes nothing.
      return parsed.success && holds(parsed.data, hidden);
    })
    .map(([name]) => name);
}

/**
 * Strings that are files rather than text, each with where its contents are cleaned: the
 * subscriber import's CSV keeps its line breaks and drops control characters cell by cell
 * (tests/api/control-characters.test.ts), so one stray byte never refuses a whole file.
 */
const FILES: ReadonlySet<string> = new Set(['newsletters.import body.csv']);

const GROUPS: readonly ApiGroup[] = [...ADMIN_AREAS, ...PUBLIC_API_GROUPS];

const FIELDS = GROUPS.flatMap((group) =>
  Object.entries(group.api).flatMap(([name, route]) =>
    (['body', 'query'] as const).flatMap((part) => {
      const schema = route[part];
      if (!schema) return [];
      return stringsIn(schema, part)
        .filter((field) => !FILES.has(`${group.id}.${name} ${field.where}`))
        .map((field) => ({
          ...field,
          label: `${group.id}.${name} ${route.method} ${route.path} ${field.where}`,
        }));
    }),
  ),
);

describe('every string of every request schema', () => {
  it('finds the strings to check (the walk reaches nested fields)', () => {
    expect(FIELDS.length).toBeGreaterThan(100);
    expect(FIELDS.some((field) => field.where === 'body.items[].productId')).toBe(true);
    expect(FIELDS.some((field) => field.where === 'body.reason')).toBe(true);
  });

  it('refuses control and bidi override characters', () => {
    const taking = FIELDS.flatMap((field) => {
      const taken = hiddenTaken(field.schema);
      return taken.length > 0 ? [`${field.label}: ${taken.join(' ')}`] : [];
    });
    expect(taking).toEqual([]);
  });
});
