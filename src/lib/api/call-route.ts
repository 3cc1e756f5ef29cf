import type { z } from 'zod';
// The function form parses a route's answer whether its schema is zod's or zod/mini's, and
// brings only zod's small core to a page (never its full build).
import { safeParse } from 'zod/mini';
import { fillPath, type AnswerOf, type ApiRoute, type PathParams } from './contract.ts';
import { apiRequest } from './api-client.ts';

/** What the browser sends for a route: its path parameters, query and body, as typed by it. */
export type ClientInput<R extends ApiRoute> = (keyof PathParams<R['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<R['path']> }) &
  (R['query'] extends z.ZodType ? { query?: z.input<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: z.input<R['body']> } : { body?: undefined }) &
  (R['upload'] extends object ? { file: Blob } : { file?: undefined });

/** Raised when an answer is not what the route's contract promises (a server out of step). */
export class UnexpectedAnswerError extends Error {
  constructor(route: ApiRoute) {
    super('The server answered in a way this page does not understand. Please reload the page.');
    this.name = `UnexpectedAnswerError(${route.method} ${route.path})`;
  }
}

/** The URL of a route for its parameters and query (blank query values are left out). */
export function routeUrl(
  route: ApiRoute,
  input: { params?: object | undefined; query?: unknown },
): string {
  const path = fillPath(route.path, (input.params ?? {}) as Record<string, string>);
  const query = new URLSearchParams();
  const entries = typeof input.query === 'object' && input.query !== null ? input.query : {};
  for (const [name, value] of Object.entries(entries)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls an API route, admin or public, with the auth headers (apiRequest), and parses its answer
 * with the route's answer schema, so a page only ever sees what the contract describes.
 */
export async function callRoute<R extends ApiRoute>(
  route: R,
  input: ClientInput<R>,
  signal?: AbortSignal,
): Promise<AnswerOf<R>> {
  const data = await requestRoute(route, input, signal);
  const parsed = safeParse(route.answer, data);
  if (!parsed.success) throw new UnexpectedAnswerError(route);
  return parsed.data as AnswerOf<R>;
}

/**
 * Calls a route whose answer the page never reads (the contact form, the newsletter signup: the
 * spec's "success is completion without error"). Any 2xx resolves, whatever its body, so a
 * proxy's `{}` or a 204 is not taken for a failure that makes the person send again; a non-2xx
 * still rejects with its ApiError. Pages that use an answer keep callRoute and its check.
 */
export async function sendToRoute<R extends ApiRoute>(
  route: R,
  input: ClientInput<R>,
  signal?: AbortSignal,
): Promise<void> {
  await requestRoute(route, input, signal);
}

function requestRoute<R extends ApiRoute>(
  route: R,
  input: ClientInput<R>,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  return apiRequest<unknown>(routeUrl(route, input), {
    method: route.method,
    json: input.body,
    ...(route.upload && input.file ? { form: uploadForm(route.upload.field, input.file) } : {}),
    ...(signal ? { signal } : {}),
  });
}

function uploadForm(field: string, file: Blob): FormData {
  const form = new FormData();
  form.append(field, file);
  return form;
}
