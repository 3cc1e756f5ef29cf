import type { z } from 'zod';
import { invalidFields } from './errors.ts';
import { firstMessagePerField } from './request.ts';

/**
 * Reads a request's query string into `schema` (400 with per-field errors when invalid). Empty
 * parameters count as absent, so a form's blank filter means "any".
 */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) {
    if (value !== '') raw[name] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidFields(firstMessagePerField(parsed.error));
  return parsed.data;
}
