import type { JsonObject } from './json-schema.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * What is wrong with an OpenAPI document's shape, as sentences (none when it is sound): a
 * templated path parameter not declared (or one declared that the path lacks), an operationId
 * used twice, a `$ref` that points nowhere.
 */
export function documentProblems(document: JsonObject): string[] {
  const problems: string[] = [];
  if (typeof document.openapi !== 'string' || !document.openapi.startsWith('3.1.')) {
    problems.push('openapi is not 3.1.x');
  }
  const seen = new Set<string>();
  const paths = (document.paths ?? {}) as Record<string, Record<string, JsonObject>>;
  for (const [path, item] of Object.entries(paths)) {
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const declared = ((operation.parameters ?? []) as JsonObject[])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => (typeof parameter.name === 'string' ? parameter.name : ''));
      for (const name of templated) {
        if (!declared.includes(name)) problems.push(`${where}: {${name}} is not declared`);
      }
      for (const name of declared) {
        if (!templated.includes(name)) problems.push(`${where}: ${name} is not in the path`);
      }
      const id = operation.operationId;
      if (typeof id !== 'string') problems.push(`${where}: no operationId`);
      else if (seen.has(id)) problems.push(`${where}: operationId ${id} is used twice`);
      else seen.add(id);
    }
  }
  for (const ref of refsIn(document)) {
    if (resolve(document, ref) === undefined) problems.push(`${ref} points nowhere`);
  }
  return problems;
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' ? [item] : refsIn(item),
  );
}

/** What a local JSON pointer (`#/a/b`) names in the document, or undefined. */
function resolve(document: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof at !== 'object' || at === null || !(key in at)) return undefined;
    at = (at as JsonObject)[key];
  }
  return at;
}
