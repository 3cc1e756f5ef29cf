// An answer's shape is written once, in its route's contract, and the browser parses what it
// fetches with it (src/lib/api/call-route.ts). This scans the sources for the ways around that:
// a cast of fetched JSON, a fetch outside the API client, and a type written by hand for a
// route's request or answer.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADMIN_AREAS } from '../../src/lib/admin/areas.ts';
import { PUBLIC_API_GROUPS } from '../../src/lib/public-api/index.ts';

/** Files allowed what the scan refuses, each with why. */
const ALLOWED: Readonly<Record<string, string>> = {
  // The one place the browser fetches our API; callRoute parses each answer it hands on.
  'src/lib/api/api-client.ts': 'the API client itself',
  // A CSV download is a file, not JSON; only its error answer is read, as unknown.
  'src/features/admin/api/download.ts': 'downloads a file (no JSON answer to parse)',
  // The cart store on every page reads the meals; parsing them would load zod on every page
  // (GUIDE.md's JS budget). Its types come from the contract (catalogApi), never by hand.
  'src/features/meals/product-queries.ts': 'typed from catalogApi, unparsed for the JS budget',
};

function* sourceFiles(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|astro)$/.test(name)) yield path;
  }
}

const sources = [...sourceFiles('src')].map((file) => ({
  file,
  text: readFileSync(file, 'utf8'),
}));

/** Every place in the browser code that takes fetched JSON on trust, as `file: line`. */
function castsOfFetchedJson(): string[] {
  const found: string[] = [];
  for (const { file, text } of sources) {
    if (file.startsWith('src/server/') || file in ALLOWED) continue;
    text.split('\n').forEach((line, index) => {
      const cast =
        /apiRequest<(?!unknown>)/.test(line) || // a typed call of the raw client
        /\.json\(\)\)?\s*as\b/.test(line) || // `(await response.json()) as X`
        /\bfetch\(/.test(line); // a fetch around the client
      if (cast) found.push(`${file}:${String(index + 1)}`);
    });
  }
  return found;
}

/** The top-level field names of each object-shaped type declared in the sources. */
function declaredShapes(): { where: string; fields: string[] }[] {
  const shapes: { where: string; fields: string[] }[] = [];
  for (const { file, text } of sources) {
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (!/^(export )?(interface \w+[^{]*\{|type \w+(<[^>]*>)? = \{)\s*$/.test(line)) return;
      const fields: string[] = [];
      for (const inner of lines.slice(index + 1)) {
        if (inner.startsWith('}')) break;
        const field = /^ {2}(?:readonly )?(\w+)\??:/.exec(inner);
        if (field?.[1]) fields.push(field[1]);
      }
      shapes.push({ where: `${file}:${String(index + 1)}`, fields });
    });
  }
  return shapes;
}

/** The field names of every route answer that is an object, by route. */
function answerShapes(): { route: string; fields: string[] }[] {
  return [...PUBLIC_API_GROUPS, ...ADMIN_AREAS].flatMap((group) =>
    Object.values(group.api).flatMap((route) => {
      const shape = (route.answer as z.ZodType & { shape?: Record<string, unknown> }).shape;
      return shape ? [{ route: `${route.method} ${route.path}`, fields: Object.keys(shape) }] : [];
    }),
  );
}

/**
 * Types the scan finds that are not this route's answer written again, each with why. They
 * are outside the public API this test was written with (issue 23 item 1).
 */
const NOT_HAND_WRITTEN_ANSWERS: Readonly<Record<string, string>> = {
  // An email's parts: the campaign preview answers one, rather than an email restating it.
  'src/lib/emails/order-email.ts restates POST /api/admin/campaigns/preview': 'an email',
};

/**
 * Types written by hand for a route's answer: an interface or object type whose fields are
 * (nearly) all those of a route's answer, at least three of them, the most one short.
 */
function handWrittenAnswers(): string[] {
  const answers = answerShapes().filter((answer) => answer.fields.length >= 3);
  return declaredShapes().flatMap(({ where, fields }) => {
    if (fields.length < 3) return [];
    const copies = answers.filter(
      (answer) =>
        fields.every((field) => answer.fields.includes(field)) &&
        fields.length >= answer.fields.length - 1,
    );
    return copies
      .map((answer) => `${where} restates ${answer.route}`)
      .filter((found) => !(found.replace(/:\d+ /, ' ') in NOT_HAND_WRITTEN_ANSWERS));
  });
}

/** Types whose doc comment names a route (`GET /api/...`): a request or answer by hand. */
function typesNamingARoute(): string[] {
  const found: string[] = [];
  for (const { file, text } of sources) {
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (!/^export (interface \w+|type \w+(<[^>]*>)? = \{)/.test(line)) return;
      const doc = lines
        .slice(Math.max(0, index - 4), index)
        .filter((above) => /^\s*(\/\*\*|\*|\/\/)/.test(above))
        .join(' ');
      if (/\b(GET|POST|PUT|PATCH|DELETE) \/api\//.test(doc)) {
        found.push(`${file}:${String(index + 1)}`);
      }
    });
  }
  return found;
}

const files = () => sources.map((source) => source.file);

/** Known shapes the scan must find (a check of the scan itself). */
const PLANTED = {
  cast: 'const x = (await response.json()) as Foo;',
  typed: "await apiRequest<Foo>('/api/x');",
};

describe('fetched JSON', () => {
  it('the scan recognises a cast and a typed raw call', () => {
    expect(/\.json\(\)\)?\s*as\b/.test(PLANTED.cast)).toBe(true);
    expect(/apiRequest<(?!unknown>)/.test(PLANTED.typed)).toBe(true);
  });

  it('is never cast in the browser code: it goes through callRoute, which parses it', () => {
    expect(castsOfFetchedJson()).toEqual([]);
  });

  it('allows exceptions only for files that exist', () => {
    for (const known of Object.keys(NOT_HAND_WRITTEN_ANSWERS)) {
      expect(files(), known).toContain(known.split(' ')[0]);
    }
    for (const file of Object.keys(ALLOWED)) expect(files(), file).toContain(file);
  });
});

describe('answer types', () => {
  it('the scan finds the fields of every public answer', () => {
    expect(answerShapes().find((answer) => answer.route === 'POST /api/orders')?.fields).toEqual(
      expect.arrayContaining(['id', 'number', 'accessToken', 'confirmationUrl']) as unknown,
    );
  });

  it('are never written by hand: each is z.output of its contract schema', () => {
    expect(handWrittenAnswers()).toEqual([]);
  });

  it('no type written by hand says it is a route request or answer', () => {
    expect(typesNamingARoute()).toEqual([]);
  });
});
