/**
 * The API client. SPEC §8: any non-OK response raises an error whose message is the status code,
 * ': ', then the response text (or the status text when the text is empty). The parsed server
 * message is kept beside it so toasts can show plain words (docs/decisions/005).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The error of a non-OK answer, by SPEC §8's rule, with the `message` of a JSON body kept beside it. */
export function apiErrorOf(status: number, statusText: string, body: string): ApiError {
  const text = body || statusText;
  let serverMessage: string | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
      serverMessage = (parsed as { message: string }).message;
    }
  } catch {
    serverMessage = undefined;
  }
  return new ApiError(status, `${status}: ${text}`, serverMessage);
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

/** The words to show a person for a failed call: the server's message if it sent one. */
export function errorText(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? fallback ?? err.message;
  if (err instanceof Error) return fallback ?? err.message;
  return fallback ?? String(err);
}
