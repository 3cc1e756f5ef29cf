import { messageForStatus, UNEXPECTED_ERROR_MESSAGE } from './api-errors.ts';
import { authHeadersFor } from '../auth/auth-storage.ts';

/** The global error toast's last fallback, when nothing else explains a failure. */
export const UNEXPECTED_ERROR_TOAST_MESSAGE = 'An unexpected error occurred';

/** A non-OK answer, with its message, HTTP status and body. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** What a call may say beyond its path: the method, a JSON or form body, a way to cancel it. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  /** A multipart body (a file upload); the browser sets its Content-Type with the boundary. */
  form?: FormData;
  signal?: AbortSignal;
}

/**
 * Calls our API with cookies, the auth headers (authHeadersFor) and JSON in and out. Resolves
 * with the parsed body; rejects with an ApiError whose message is the body's `message`, else the
 * status text.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { json, form, signal } = options;
  const method = options.method ?? (json === undefined && form === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeadersFor(path) };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(json);
  } else if (form !== undefined) {
    init.body = form;
  }
  if (signal) init.signal = signal;
  const response = await fetch(path, init);
  const data = await readBody(response);
  if (!response.ok) {
    throw new ApiError(errorMessageFrom(response, data), response.status, data);
  }
  return data as T;
}

/** The text a shopper reads for a failure: the fixed message for its status, else its own. */
export function userMessageFor(error: unknown): string {
  if (error instanceof ApiError) {
    const forStatus = messageForStatus(error.status);
    if (forStatus) return forStatus;
  }
  if (error instanceof Error && error.message) return error.message;
  return UNEXPECTED_ERROR_TOAST_MESSAGE;
}

/** Answers whose `errors` name fields the user can fix: invalid input, or a taken value (409). */
const FIELD_ERROR_STATUSES = new Set([400, 409, 422]);

/** The per-field messages of a 400/409/422 answer (`{errors: {field: message}}`), or `{}`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !FIELD_ERROR_STATUSES.has(error.status)) return {};
  const { data } = error;
  if (!isRecord(data) || !isRecord(data.errors)) return {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(data.errors)) {
    if (typeof message === 'string') fieldErrors[field] = message;
  }
  return fieldErrors;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorMessageFrom(response: Response, data: unknown): string {
  if (isRecord(data) && typeof data.message === 'string' && data.message) return data.message;
  // HTTP/2 answers carry no status text; then the fixed message for the status says the most.
  return response.statusText || (messageForStatus(response.status) ?? UNEXPECTED_ERROR_MESSAGE);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
