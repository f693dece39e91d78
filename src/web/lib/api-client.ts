import i18n from '@web/i18n';
import '@web/i18n/namespaces/errors';

/**
 * The API client. SPEC §8: any non-OK response raises an error whose message is the status code,
 * ': ', then the response text (or the status text when the text is empty). The parsed server
 * message and error code are kept beside it so toasts can show plain words (docs/decisions/005), in
 * the language shown (docs/decisions/070).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | undefined,
    /** The body's `code` (src/shared/errors.ts), when it sent one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The error of a non-OK answer, by SPEC §8's rule, with the `message` and `code` of a JSON body kept beside it. */
export function apiErrorOf(status: number, statusText: string, body: string): ApiError {
  const text = body || statusText;
  let parsed: { message?: unknown; code?: unknown } | undefined;
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object') parsed = json;
  } catch {
    parsed = undefined;
  }
  const field = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return new ApiError(status, `${status}: ${text}`, field(parsed?.message), field(parsed?.code));
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw apiErrorOf(res.status, res.statusText, await res.text());
}

/** Sends a JSON request with the session cookie; returns the parsed body (undefined for 204). */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};

/**
 * The words to show a person for a failed call. In French, the errors catalogue's message for the
 * error's code when it has one (namespace `errors`, registered by this module). Otherwise, and in English, SPEC §8 as decision 005 reads it:
 * the server's message if it sent one (in English it is that catalogue's, or a more precise sentence
 * about this request), else the screen's default, else the raw message.
 */
export function errorText(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) {
    // Read as a plain lookup in the language shown: no fallback to English, no key parsing of the code.
    const translated: unknown = err.code && i18n.language !== 'en-CA' ? i18n.getResource(i18n.language, 'errors', err.code) : undefined;
    return (typeof translated === 'string' ? translated : undefined) ?? err.serverMessage ?? fallback ?? err.message;
  }
  if (err instanceof Error) return fallback ?? err.message;
  return fallback ?? String(err);
}
