import { type z } from 'zod';
import { isApiErrorBody } from '@shared/contracts/errors';
import { apiErrors } from '@shared/messages';
import { type RefreshOutcome } from '../features/session/session-manager';
import { sessionManager } from '../features/session/session.store';
import { ApiError, genericFailure } from './api-error';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

interface RequestBase {
  /** Starts with `/api` (bearer token sent) or `/open` (public). */
  path: string;
  query?: QueryParams;
  signal?: AbortSignal;
  /** An `/open` call that still needs the bearer token (resending the verification mail). */
  withToken?: boolean;
  /**
   * `bytes`: a successful answer that is not JSON (a label PDF or ZPL) is read as a Uint8Array, so
   * a document reaches pdf.js or the printer unchanged; JSON answers and errors are read as usual.
   */
  responseType?: 'bytes';
}

/**
 * spec 001 §7: GET and DELETE carry their parameters in the query string, other methods a JSON body
 * (or, for POST /api/uploads, multipart FormData).
 */
export type ApiRequest =
  | (RequestBase & { method: 'GET' | 'DELETE'; body?: never })
  | (RequestBase & { method: 'POST' | 'PUT' | 'PATCH'; body?: unknown });

export interface ApiRequester {
  <S extends z.ZodType>(request: ApiRequest & { schema: S }): Promise<z.output<S>>;
  (request: ApiRequest & { schema?: undefined }): Promise<unknown>;
}

/** What the client needs from the session: a token, a way to renew it, and a way to end it. */
export interface ApiClientAuth {
  getAccessToken: () => Promise<string | null>;
  /** Shared by concurrent callers; 'rejected' means the session has already been ended. */
  refresh: () => Promise<RefreshOutcome>;
  /** Even a renewed token was refused: nothing more to try. */
  signOut: () => void;
}

export interface ApiClientOptions {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  auth: ApiClientAuth;
  /** Empty in the app: the renderer is served by the API it talks to, so paths stay relative. */
  baseUrl?: string;
}

const AUTH_PATH_PREFIX = '/open/auth/';

export function createApiClient(options: ApiClientOptions): ApiRequester {
  const { auth } = options;

  async function send(req: ApiRequest, token: string | null): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: req.responseType === 'bytes' ? '*/*' : 'application/json',
    };
    const init: RequestInit = { method: req.method, headers, signal: req.signal };
    // The refresh cookie lives on /open/auth: those calls must carry it and may replace it.
    if (req.path.startsWith(AUTH_PATH_PREFIX)) init.credentials = 'include';
    if (req.body instanceof FormData) {
      // A file upload: the browser writes the multipart boundary into the content type itself.
      init.body = req.body;
    } else if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(req.body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await options.fetch(buildUrl(options.baseUrl ?? '', req.path, req.query), init);
    } catch (error) {
      // An abort is the caller's own doing (TanStack Query cancelling a stale query): keep it recognisable.
      if (req.signal?.aborted) throw error;
      throw networkError();
    }
  }

  /** The token to retry a refused call with, or null when the 401 stands. */
  async function renewedToken(usedToken: string | null): Promise<string | null> {
    // Another call refreshed while this one was on its way: its token is already the answer.
    const current = await auth.getAccessToken();
    if (current !== null && current !== usedToken) return current;
    const outcome = await auth.refresh();
    if (outcome === 'unreachable') throw networkError();
    return outcome === 'refreshed' ? auth.getAccessToken() : null;
  }

  async function request(req: ApiRequest & { schema?: z.ZodType }): Promise<unknown> {
    const isBearer = req.path === '/api' || req.path.startsWith('/api/') || req.withToken === true;
    const token = isBearer ? await auth.getAccessToken() : null;
    let response = await send(req, token);

    if (response.status === 401 && isBearer) {
      const retryToken = await renewedToken(token);
      if (retryToken !== null) {
        response = await send(req, retryToken);
        // Once only: a token minted a moment ago and refused anyway will not fare better a third time.
        if (response.status === 401) auth.signOut();
      }
    }

    const payload =
      req.responseType === 'bytes' && response.ok && !isJson(response)
        ? new Uint8Array(await response.arrayBuffer())
        : await readBody(response);
    if (!response.ok || hasErrorField(payload)) throw toApiError(response.status, payload);
    if (!req.schema) return payload;
    const parsed = req.schema.safeParse(payload);
    if (!parsed.success) {
      // The server broke its own contract: the user can do nothing about it, the developer needs the details.
      console.error(`Unexpected response from ${req.method} ${req.path}`, parsed.error.issues);
      throw new ApiError(response.status, 'INTERNAL', apiErrors.internal);
    }
    return parsed.data;
  }

  return request as ApiRequester;
}

function networkError(): ApiError {
  const { code, message } = genericFailure(0);
  return new ApiError(0, code, message);
}

function buildUrl(baseUrl: string, path: string, query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== null && item !== undefined) search.append(key, String(item));
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
}

/** JSON when the server says so and it parses; otherwise the raw text (CSV exports, proxy error pages). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!isJson(response)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');
}

function hasErrorField(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && 'error' in payload && payload.error != null;
}

function toApiError(status: number, payload: unknown): ApiError {
  const fallback = genericFailure(status);
  if (isApiErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    return new ApiError(status, code, message || fallback.message, fields);
  }
  // Older answers carry the reason as a bare string (spec 001 §8: "the server's message").
  const reason = typeof payload === 'object' && payload !== null && 'error' in payload ? payload.error : null;
  if (typeof reason === 'string' && reason !== '') return new ApiError(status, fallback.code, reason);
  return new ApiError(status, fallback.code, fallback.message);
}

/** The app's client: bearer token from the in-memory session, renewed through the refresh cookie. */
export const apiRequest = createApiClient({
  // Wrapped so `fetch` is never called with the options object as `this` (browsers throw "Illegal invocation").
  fetch: (url, init) => globalThis.fetch(url, init),
  auth: {
    getAccessToken: () => sessionManager.getFreshAccessToken(),
    refresh: () => sessionManager.refresh(),
    signOut: () => sessionManager.signOut(),
  },
});
