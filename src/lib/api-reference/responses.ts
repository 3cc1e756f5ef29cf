// The answers every route may give besides its own: the error shape and the standard statuses
// the handler kit sends (src/server/http/), written once under `components`.
import type { JsonObject } from './json-schema.ts';

/** The JSON of every error answer: a sentence, per-field messages, and a reason to act on. */
export const API_ERROR_SCHEMA: JsonObject = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'A sentence for people.' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'One message per invalid field (`a.b` for a nested one), on a 400.',
    },
    reason: { type: 'string', description: 'A machine-readable reason, where the route has one.' },
  },
  required: ['message'],
  additionalProperties: true,
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };

const answer = (description: string, extra: JsonObject = {}): JsonObject => ({
  description,
  ...extra,
  content: errorContent,
});

/** The standard error answers, by the name an operation refers to them with. */
export const STANDARD_RESPONSES: Readonly<Record<string, JsonObject>> = {
  Invalid: answer(
    'Invalid input: `errors` names each invalid field (query, body or file), or the JSON is malformed.',
  ),
  SignInNeeded: answer('No valid session: sign in first.'),
  Forbidden: answer(
    'Refused: the role may not call it, a permission is missing (`reason: permission_required`, ' +
      '`permission`), or a change came from another site.',
  ),
  CrossSite: answer('A change sent from another site (Origin or Sec-Fetch-Site).'),
  NotFound: answer('Nothing at this address (an unknown id).'),
  UnsupportedMediaType: answer('The body is not of the type the route reads.'),
  StoreUnavailable: answer(
    'The data store kept failing: `reason: store_unavailable`; try again after `Retry-After`.',
    { headers: { 'Retry-After': { schema: { type: 'integer' } } } },
  ),
};

/** A `$ref` to a standard answer. */
export function standardResponse(name: keyof typeof STANDARD_RESPONSES): { $ref: string } {
  return { $ref: `#/components/responses/${name}` };
}

/** The 413 of a route with a body limit, saying the limit. */
export function tooLargeResponse(limitBytes: number, message?: string): JsonObject {
  const limit = sizeText(limitBytes);
  return answer(message ? `Over ${limit}: “${message}”` : `The body is over ${limit}.`);
}

/** A byte count as people read it: 64 KB, 5 MB. */
export function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1 && Number.isInteger(mb)) return `${String(mb)} MB`;
  const kb = bytes / 1024;
  return Number.isInteger(kb) ? `${String(kb)} KB` : `${String(bytes)} bytes`;
}
