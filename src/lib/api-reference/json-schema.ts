// The zod schemas of the contracts as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), by zod's
// own converter, kept once each under `components.schemas` and referred to from the operations.
import { z } from 'zod';

/** A JSON Schema (or any JSON object) as the reference writes it. */
export type JsonObject = Record<string, unknown>;

/** Which side of a schema is described: what a client sends (`input`) or receives (`output`). */
export type SchemaSide = 'input' | 'output';

/** A zod schema as JSON Schema, on its own: no `$schema`, its `$defs` left inside it. */
export function jsonSchemaOf(schema: z.core.$ZodType, side: SchemaSide): JsonObject {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: side,
    // Transforms and custom checks have no JSON Schema: they become `{}` (any value).
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  }) as JsonObject;
  delete converted.$schema;
  return converted;
}

/** A `$ref` to a schema under `components.schemas`. */
export function componentRef(name: string): { $ref: string } {
  return { $ref: `#/components/schemas/${name}` };
}

/**
 * The schemas an OpenAPI document refers to, each zod schema (per side) kept once under the name
 * of the first operation that uses it. A schema's own `$defs` (cycles, reused parts) become
 * components of their own, since a `#/$defs/…` pointer inside a document means the document.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonObject> = {};
  private readonly named = new Map<z.core.$ZodType, Partial<Record<SchemaSide, string>>>();

  /** A `$ref` to `schema`'s `side`, naming it `name` if it is new here. */
  refer(schema: z.core.$ZodType, side: SchemaSide, name: string): { $ref: string } {
    const sides = this.named.get(schema) ?? {};
    const known = sides[side];
    if (known !== undefined) return componentRef(known);
    if (name in this.schemas) throw new Error(`Two schemas are named ${name}`);
    sides[side] = name;
    this.named.set(schema, sides);
    this.add(name, jsonSchemaOf(schema, side));
    return componentRef(name);
  }

  private add(name: string, schema: JsonObject): void {
    const { $defs, ...rest } = schema;
    const defs = ($defs ?? {}) as Record<string, JsonObject>;
    const rename = (pointer: string): string => {
      if (pointer === '#') return `#/components/schemas/${name}`;
      const def = /^#\/\$defs\/([^/]+)$/.exec(pointer)?.[1];
      if (def === undefined) throw new Error(`${name}: cannot place the reference ${pointer}`);
      return `#/components/schemas/${name}.${def}`;
    };
    this.schemas[name] = relinked(rest, rename);
    for (const [defName, def] of Object.entries(defs)) {
      this.schemas[`${name}.${defName}`] = relinked(def, rename);
    }
  }
}

/** `value` with every `$ref` string changed by `rename`. */
function relinked<T>(value: T, rename: (pointer: string) => string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => relinked(item, rename)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' ? rename(item) : relinked(item, rename),
    ]),
  ) as T;
}
