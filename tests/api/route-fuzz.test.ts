// Every route of the API reference (docs/openapi.json), called through the Netlify Function that
// serves its path with odd ids and odd bodies, as a signed-in admin (and a shopper's My
// deliveries cookie) from the site itself: whatever arrives, the answer is never a 5xx. A 5xx
// is a crash or a store refusing a key, and tells an attacker where to push. The cases are a
// bounded, seeded draw (FUZZ_SEED replays one; the seed is printed) so the file stays fast.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { customerIdOf } from '../../src/server/customers/customer-records.ts';
import type { RequestContext } from '../../src/server/http/handler.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { deliveriesSessionToken } from '../../src/server/standing-orders/deliveries-session.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { newClientIp, SITE_ORIGIN } from '../fixtures/http.ts';
import { runSeed, seededRandom } from '../fixtures/seeds.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());

type Handler = (request: Request, context: RequestContext) => Promise<Response>;
interface FunctionModule {
  default?: Handler;
  config?: { path?: string | string[] };
}

const SEED = runSeed('FUZZ_SEED', 'route fuzz');
const random = seededRandom(SEED);
const pick = <T>(values: readonly T[], count: number): T[] =>
  [...values]
    .map((value) => ({ value, order: random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, count)
    .map(({ value }) => value);

/** Ids no record has, each once encoded for a path: NUL, a climb, 1,500 characters, emoji. */
const ODD_IDS = [
  '%00',
  '..%2F..%2Fsettings',
  'a'.repeat(1500),
  '%F0%9F%8D%9D%E2%80%AE',
  '%E2%80%AEevil',
  '9b2f7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  'beef-bolognese',
  '2026-12-24',
  '%25',
  '%',
];

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: [deep(depth - 1)] });

/** Bodies no route takes: raw text, or JSON of the wrong shape. */
const ODD_BODIES: readonly { label: string; body: string }[] = [
  { label: 'invalid JSON', body: '{"a":' },
  { label: 'an array', body: JSON.stringify([1, 'two', { three: 3 }]) },
  { label: 'null', body: 'null' },
  { label: 'a number', body: '42' },
  { label: 'a string', body: JSON.stringify('hello') },
  { label: 'nested junk', body: JSON.stringify(deep(200)) },
  { label: 'a huge string', body: JSON.stringify({ value: 'x'.repeat(60_000) }) },
  { label: 'an empty object', body: '{}' },
  { label: 'a BOM', body: '\uFEFF{}' },
];

/** An object with every property of the route's body schema set to a value of the wrong type. */
const WRONG_VALUES: readonly unknown[] = [
  1e300,
  -1,
  1.5,
  true,
  null,
  [],
  {},
  '',
  'x'.repeat(5000),
  '\u0000\u202e',
  ['a', 1, null],
  { $ne: 1 },
  '__proto__',
];

interface Operation {
  method: string;
  path: string;
  id: string;
  properties: string[];
  query: string[];
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: { $ref?: string } }> };
      }
    >
  >;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

const openApi = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as OpenApi;
const OPERATIONS: Operation[] = Object.entries(openApi.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const ref = operation.requestBody?.content['application/json']?.schema?.$ref ?? '';
    const schema = openApi.components.schemas[ref.replace('#/components/schemas/', '')];
    return {
      method: method.toUpperCase(),
      path,
      id: operation.operationId,
      properties: Object.keys(schema?.properties ?? {}),
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    };
  }),
);

/**
 * Calls a handler as Netlify would and gives its status and text (CSV, CSS and JSON alike),
 * once the work it left running is done; a throw is a crash, counted as a 5xx.
 */
async function send(
  handler: Handler,
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; text: string }> {
  const afterAnswer: Promise<unknown>[] = [];
  try {
    const response = await handler(new Request(new URL(path, SITE_ORIGIN), init), {
      ip: newClientIp(),
      params: {},
      waitUntil: (promise) => afterAnswer.push(promise),
    });
    const text = await response.text();
    await Promise.allSettled(afterAnswer);
    return { status: response.status, text: text.slice(0, 300) };
  } catch (error) {
    return { status: 599, text: String(error) };
  }
}

/** The function whose `config.path` serves a path of the reference (`{id}` is `:id` there). */
const functions = new Map<string, Handler>();
beforeAll(async () => {
  // The webhook answers 503 on a site without its secret (a set-up fault, said plainly).
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_fuzz');
  const names = readdirSync('netlify/functions').filter((name) => name.endsWith('.mts'));
  for (const name of names) {
    const module = (await import(`../../netlify/functions/${name}`)) as FunctionModule;
    const paths = module.config?.path;
    if (!module.default || !paths) continue;
    for (const path of Array.isArray(paths) ? paths : [paths]) functions.set(path, module.default);
  }
});

function handlerFor(path: string): Handler {
  const handler = functions.get(path.replace(/\{(\w+)\}/g, ':$1'));
  if (!handler) throw new Error(`No function serves ${path}`);
  return handler;
}

/** The request cases of one operation: odd ids, odd bodies, wrong types, odd queries. */
function casesOf(operation: Operation): { path: string; body?: string; label: string }[] {
  const hasParams = operation.path.includes('{');
  const fill = (id: string) => operation.path.replace(/\{\w+\}/g, id);
  const ids = hasParams ? pick(ODD_IDS, 4) : [''];
  const writes = operation.method !== 'GET' && operation.method !== 'DELETE';
  const cases: { path: string; body?: string; label: string }[] = ids.map((id) => ({
    path: fill(id),
    ...(writes ? { body: '{}' } : {}),
    label: `id ${id.slice(0, 30)}`,
  }));
  const base = fill(hasParams ? '9b2f7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' : '');
  if (writes) {
    for (const { label, body } of pick(ODD_BODIES, 4)) cases.push({ path: base, body, label });
    if (operation.properties.length > 0) {
      const wrong = Object.fromEntries(
        operation.properties.map((name) => [name, pick(WRONG_VALUES, 1)[0]]),
      );
      cases.push({ path: base, body: JSON.stringify(wrong), label: 'wrong types' });
    }
  }
  if (operation.query.length > 0) {
    const query = new URLSearchParams(
      operation.query.map((name) => [name, String(pick(WRONG_VALUES, 1)[0])]),
    );
    cases.push({ path: `${base}?${query.toString()}`, label: 'odd query' });
    cases.push({ path: `${base}?${operation.query[0] ?? 'q'}=%00%E2%80%AE`, label: 'NUL query' });
  }
  return cases;
}

/** Routes that would end the admin session the rest of the file uses: called without one. */
const WITHOUT_SESSION = new Set(['auth.logout']);

describe('every route of the API reference', () => {
  it('has a function serving each path', () => {
    for (const operation of OPERATIONS) expect(() => handlerFor(operation.path)).not.toThrow();
  });

  it.each(OPERATIONS.map((operation) => [`${operation.method} ${operation.path}`, operation]))(
    '%s never answers 5xx to odd ids or bodies',
    async (_, operation) => {
      const cookie = `ck_deliveries=${await deliveriesSessionToken(customerIdOf('fuzz@example.nz'))}`;
      const headers: Record<string, string> = WITHOUT_SESSION.has(operation.id)
        ? { origin: SITE_ORIGIN }
        : { ...team.admin, origin: SITE_ORIGIN, cookie };
      const failures: string[] = [];
      for (const { path, body, label } of casesOf(operation)) {
        const answer = await send(handlerFor(operation.path), path, {
          method: operation.method,
          headers:
            body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body }),
        });
        if (answer.status >= 500)
          failures.push(`${label}: ${String(answer.status)} ${answer.text}`);
      }
      expect(failures, `seed ${String(SEED)}`).toEqual([]);
    },
  );
});
