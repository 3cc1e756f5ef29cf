import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentProblems } from '../../src/lib/api-reference/check.ts';
import { referenceRows } from '../../src/lib/api-reference/markdown.ts';
import { buildOpenApi } from '../../src/lib/api-reference/openapi.ts';
import { purposeOf, unusedPurposes } from '../../src/lib/api-reference/purposes.ts';
import type { RouteGroup } from '../../src/lib/api-reference/route-group.ts';
import { API_REFERENCE_INFO, API_ROUTE_GROUPS } from '../../src/lib/api-reference/sources.ts';
import {
  currentApiReference,
  MARKDOWN_FILE,
  OPENAPI_FILE,
  ROOT,
} from '../../scripts/api-reference-files.ts';

/** The value at `keys` inside a JSON value, or undefined. */
function dig(value: unknown, ...keys: (string | number)[]): unknown {
  let at = value;
  for (const key of keys) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** The keys of the object at `keys`. */
const keysAt = (value: unknown, ...keys: string[]): string[] =>
  Object.keys(dig(value, ...keys) ?? {});

const document = buildOpenApi(API_ROUTE_GROUPS, API_REFERENCE_INFO);
const operations = Object.values(document.paths as Record<string, Record<string, unknown>>).flatMap(
  (item) => Object.values(item),
);

describe('the committed API reference', () => {
  it('is current: docs/openapi.json and docs/api.md are what the contracts make', async () => {
    const files = await currentApiReference();
    for (const [file, text] of Object.entries(files)) {
      const committed = await readFile(join(ROOT, file), 'utf8').catch(() => '');
      expect(committed === text, `${file} is not current: run npm run docs:api`).toBe(true);
    }
  }, 30_000);

  it('has a sound shape: every path parameter declared, every operationId once, every $ref found', () => {
    expect(documentProblems(document)).toEqual([]);
    expect(operations).toHaveLength(
      API_ROUTE_GROUPS.reduce((sum, group) => sum + Object.keys(group.api).length, 0),
    );
  });

  it('says what every route is for, in a line that fits a table', () => {
    const unwritten = API_ROUTE_GROUPS.flatMap((group) =>
      Object.values(group.api)
        .filter((route) => !purposeOf(route).written)
        .map((route) => `${route.method} ${route.path}`),
    );
    expect(unwritten, 'add them to src/lib/api-reference/purposes-*.ts').toEqual([]);
  });

  it('keeps no purpose of a back-office route that is gone', () => {
    const routes = API_ROUTE_GROUPS.flatMap((group) => Object.values(group.api));
    // Public purposes wait for the public routes' contracts; back-office ones have theirs.
    const gone = unusedPurposes(routes).filter((key) => key.includes(' /api/admin/'));
    expect(gone, 'remove or rename them in src/lib/api-reference/purposes-admin.ts').toEqual([]);
  });

  it('keeps every cell of docs/api.md to 100 characters', async () => {
    const json = await readFile(join(ROOT, OPENAPI_FILE), 'utf8');
    const long = referenceRows(API_ROUTE_GROUPS, json)
      .flat(2)
      .filter((text) => text.length > 100);
    expect(long).toEqual([]);
    const markdown = await readFile(join(ROOT, MARKDOWN_FILE), 'utf8');
    expect(markdown).toContain(`[orders.get](openapi.json#L`);
  });
});

describe('buildOpenApi', () => {
  const answer = z.object({ id: z.string(), at: z.iso.datetime() });
  const groups: RouteGroup[] = [
    {
      id: 'shop',
      api: {
        meal: { method: 'GET', path: '/api/meals/:mealId', answer, roles: 'public' },
        order: {
          method: 'POST',
          path: '/api/orders',
          body: z.object({ email: z.email(), packs: z.coerce.number().int() }),
          answer,
        },
      },
      refusals: { outOfStock: 'out_of_stock' },
    },
    {
      id: 'back',
      api: {
        csv: {
          method: 'GET',
          path: '/api/back/things.csv',
          roles: ['admin', 'staff'],
          permission: 'customerExports',
          query: z.object({ from: z.string().optional(), limit: z.coerce.number() }),
          answer: z.string(),
          file: { contentType: 'text/csv; charset=utf-8' },
        },
        photo: {
          method: 'POST',
          path: '/api/back/things/:id/photo',
          roles: ['admin'],
          upload: { field: 'file', maxBytes: 5 * 1024 * 1024, tooLarge: 'Over 5 MB.' },
          answer,
        },
        change: {
          method: 'PUT',
          path: '/api/back/things/:id',
          roles: ['admin', 'staff'],
          permission: { name: 'prices', when: 'it changes a price' },
          body: z.object({ id: z.uuid().transform((id) => id.toLowerCase()) }),
          maxBodyBytes: 128 * 1024,
          answer,
        },
      },
    },
  ];
  const built = buildOpenApi(groups, API_REFERENCE_INFO);
  const op = (path: string, method: string): unknown => dig(built, 'paths', path, method);

  it('opens a public route to anyone: no security, no 401, its path parameter declared', () => {
    const meal = op('/api/meals/{mealId}', 'get');
    expect(meal).toMatchObject({
      operationId: 'shop.meal',
      tags: ['shop'],
      security: [],
      parameters: [{ name: 'mealId', in: 'path', required: true, schema: { type: 'string' } }],
      description: expect.stringContaining('Anyone') as unknown,
    });
    expect(keysAt(meal, 'responses')).toEqual(['200', '404', '503']);
  });

  it('reads a JSON body as its input, refusals under 409, the 64 KB limit under 413', () => {
    const order = op('/api/orders', 'post');
    expect(dig(order, 'requestBody', 'content', 'application/json', 'schema')).toEqual({
      $ref: '#/components/schemas/shop.order.body',
    });
    expect(dig(built, 'components', 'schemas', 'shop.order.body', 'properties')).toMatchObject({
      email: { type: 'string', format: 'email' },
    });
    expect(
      dig(order, 'responses', '409', 'content', 'application/json', 'schema', 'allOf', 1),
    ).toEqual({
      properties: { reason: { type: 'string', enum: ['out_of_stock'] } },
    });
    expect(dig(order, 'responses', '413', 'description')).toContain('64 KB');
    expect(keysAt(order, 'responses')).toEqual(['200', '400', '403', '409', '413', '415', '503']);
  });

  it('guards a staff route: session security, roles and permission, query parameters, a file', () => {
    const csv = op('/api/back/things.csv', 'get');
    expect(csv).toMatchObject({
      security: [{ sessionCookie: [] }, { bearerToken: [] }],
      'x-roles': ['admin', 'staff'],
      'x-permission': { name: 'customerExports' },
      description: expect.stringContaining('staff need “Export customer details”') as unknown,
      parameters: [
        { name: 'from', in: 'query', required: false, schema: { type: 'string' } },
        { name: 'limit', in: 'query', required: true, schema: { type: 'number' } },
      ],
    });
    expect(keysAt(csv, 'responses', '200', 'content')).toEqual(['text/csv; charset=utf-8']);
    expect(keysAt(csv, 'responses')).toEqual(['200', '400', '401', '403', '503']);
  });

  it('sends an upload as multipart with its field and limit, and says a conditional permission', () => {
    const photo = op('/api/back/things/{id}/photo', 'post');
    expect(dig(photo, 'requestBody')).toMatchObject({
      content: { 'multipart/form-data': { schema: { required: ['file'] } } },
      'x-max-bytes': 5 * 1024 * 1024,
    });
    expect(dig(photo, 'responses', '413', 'description')).toContain('5 MB');
    const change = op('/api/back/things/{id}', 'put');
    expect(change).toMatchObject({
      'x-permission': { name: 'prices', when: 'it changes a price' },
      description: expect.stringContaining(
        'staff need “Change prices” when it changes a price',
      ) as unknown,
    });
    expect(dig(change, 'responses', '413', 'description')).toContain('128 KB');
    expect(
      dig(built, 'components', 'schemas', 'back.change.body', 'properties', 'id'),
    ).toMatchObject({ format: 'uuid' });
    expect(documentProblems(built)).toEqual([]);
  });

  it('keeps a schema used by several routes once', () => {
    const order = op('/api/orders', 'post');
    expect(dig(order, 'responses', '200', 'content', 'application/json', 'schema')).toEqual({
      $ref: '#/components/schemas/shop.meal.answer',
    });
    expect(dig(built, 'components', 'schemas', 'shop.order.answer')).toBeUndefined();
  });
});

describe('documentProblems', () => {
  it('names an undeclared path parameter and a repeated operationId', () => {
    const broken = {
      openapi: '3.1.1',
      paths: {
        '/a/{id}': { get: { operationId: 'a.get', parameters: [] } },
        '/b': {
          get: { operationId: 'a.get' },
          post: { operationId: 'b.post', x: { $ref: '#/nope' } },
        },
      },
    };
    expect(documentProblems(broken)).toEqual([
      'GET /a/{id}: {id} is not declared',
      'GET /b: operationId a.get is used twice',
      '#/nope points nowhere',
    ]);
  });
});
