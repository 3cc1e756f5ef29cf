// The API reference: an OpenAPI 3.1 document built from the route contracts alone, so it says
// what the server parses and answers. `npm run docs:api` writes it to docs/openapi.json.
import type { z } from 'zod';
import { jsonSchemaOf, SchemaComponents, type JsonObject } from './json-schema.ts';
import { RECORD_ID_PARAM } from '../api/route-params.ts';
import { purposeOf } from './purposes.ts';
import {
  API_ERROR_SCHEMA,
  sizeText,
  standardResponse,
  STANDARD_RESPONSES,
  tooLargeResponse,
} from './responses.ts';
import {
  isPublicRoute,
  signedInRoles,
  openApiPath,
  pathParameterNames,
  type ReferenceRoute,
  type RouteGroup,
} from './route-group.ts';
import { whoMayCall } from './who.ts';

/** Every JSON body may be this large unless its route says more (src/server/http/request.ts). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The session cookie's name (src/server/auth/sessions.ts). */
const SESSION_COOKIE = 'ck_session';

/** What the document says about itself. */
export interface ReferenceInfo {
  title: string;
  version: string;
  description: string;
}

/** The OpenAPI 3.1 document of every route in `groups`, each an operation `${group}.${name}`. */
export function buildOpenApi(groups: readonly RouteGroup[], info: ReferenceInfo): JsonObject {
  const components = new SchemaComponents();
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const group of groups) {
    for (const [name, route] of Object.entries(group.api)) {
      const path = openApiPath(route.path);
      const item = (paths[path] ??= {});
      const method = route.method.toLowerCase();
      if (item[method]) throw new Error(`${route.method} ${route.path} is declared twice`);
      item[method] = operation(group, name, route, components);
    }
  }
  return {
    openapi: '3.1.1',
    info,
    tags: groups.map((group) => ({ name: group.id })),
    paths: sortedByKey(paths),
    components: {
      schemas: sortedByKey({ ApiError: API_ERROR_SCHEMA, ...components.schemas }),
      responses: STANDARD_RESPONSES,
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The HttpOnly cookie the sign-in answer sets.',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `authToken` of the sign-in answer, for tools and the admin app.',
        },
      },
    },
  };
}

function operation(
  group: RouteGroup,
  name: string,
  route: ReferenceRoute,
  components: SchemaComponents,
): JsonObject {
  const operationId = `${group.id}.${name}`;
  const purpose = purposeOf(route);
  const open = isPublicRoute(route);
  const who = whoMayCall(route);
  const extensions: JsonObject = open
    ? {}
    : {
        'x-roles': signedInRoles(route),
        ...(route.permission === undefined
          ? {}
          : {
              'x-permission':
                typeof route.permission === 'string'
                  ? { name: route.permission }
                  : route.permission,
            }),
      };
  const requestBody = bodyOf(route, operationId, components);
  return {
    operationId,
    tags: [group.id],
    summary: purpose.summary,
    description: [`Who may call it: ${who}.`, purpose.details].filter(Boolean).join('\n\n'),
    ...extensions,
    security: open ? [] : [{ sessionCookie: [] }, { bearerToken: [] }],
    parameters: [...pathParameters(route), ...queryParameters(route.query, operationId)],
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(group, route, operationId, components),
  };
}

/** A path's parameters, each with the schema the route kit checks it with (404 if unfit). */
function pathParameters(route: ReferenceRoute): JsonObject[] {
  return pathParameterNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchemaOf(route.params?.[name] ?? RECORD_ID_PARAM, 'input'),
  }));
}

/** A query schema's fields as query parameters, each with its own schema. */
function queryParameters(query: z.ZodType | undefined, operationId: string): JsonObject[] {
  if (!query) return [];
  const schema = jsonSchemaOf(query, 'input');
  const properties = schema.properties as Record<string, JsonObject> | undefined;
  if (schema.type !== 'object' || !properties || '$defs' in schema) {
    throw new Error(`${operationId}: its query schema must be a plain object of fields`);
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function bodyOf(
  route: ReferenceRoute,
  operationId: string,
  components: SchemaComponents,
): JsonObject | undefined {
  if (route.upload) {
    const { field, maxBytes } = route.upload;
    return {
      required: true,
      description: `A form upload: the file in \`${field}\`, at most ${sizeText(maxBytes)}.`,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              [field]: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
            required: [field],
          },
        },
      },
      'x-max-bytes': maxBytes,
    };
  }
  if (!route.body) return undefined;
  return {
    required: true,
    description: `JSON, at most ${sizeText(route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)}.`,
    content: {
      'application/json': { schema: components.refer(route.body, 'input', `${operationId}.body`) },
    },
    'x-max-bytes': route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  };
}

function responsesOf(
  group: RouteGroup,
  route: ReferenceRoute,
  operationId: string,
  components: SchemaComponents,
): JsonObject {
  const open = isPublicRoute(route);
  const writes = route.method !== 'GET';
  const responses: JsonObject = { '200': successOf(route, operationId, components) };
  if (route.query || route.body || route.upload) responses['400'] = standardResponse('Invalid');
  if (!open) responses['401'] = standardResponse('SignInNeeded');
  if (!open) responses['403'] = standardResponse('Forbidden');
  else if (writes) responses['403'] = standardResponse('CrossSite');
  if (pathParameterNames(route.path).length > 0) responses['404'] = standardResponse('NotFound');
  const reasons = Object.values(group.refusals ?? {});
  if (writes && reasons.length > 0) responses['409'] = refusalOf(reasons);
  if (route.upload)
    responses['413'] = tooLargeResponse(route.upload.maxBytes, route.upload.tooLarge);
  else if (route.body) {
    responses['413'] = tooLargeResponse(route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  }
  if (route.body || route.upload) responses['415'] = standardResponse('UnsupportedMediaType');
  responses['503'] = standardResponse('StoreUnavailable');
  return responses;
}

function successOf(
  route: ReferenceRoute,
  operationId: string,
  components: SchemaComponents,
): JsonObject {
  const description = route.method === 'POST' ? 'Done (201 when it created a record).' : 'Done.';
  if (!route.answer) return { description };
  if (route.file) {
    return {
      description: `A file to save (${route.file.contentType}).`,
      headers: {
        'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename' },
      },
      content: { [route.file.contentType]: { schema: jsonSchemaOf(route.answer, 'output') } },
    };
  }
  const schema = components.refer(route.answer, 'output', `${operationId}.answer`);
  return { description, content: { 'application/json': { schema } } };
}

/** The 409 of a group with refusal reasons: the error with one of them as `reason`. */
function refusalOf(reasons: readonly string[]): JsonObject {
  return {
    description: `Refused by the current state; \`reason\` says why: ${reasons.map((reason) => `\`${reason}\``).join(', ')}.`,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ApiError' },
            { properties: { reason: { type: 'string', enum: reasons } } },
          ],
        },
      },
    },
  };
}

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
