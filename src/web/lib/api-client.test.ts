import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorText } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const respond = (status: number, body: string, statusText = '', type = 'application/json') =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body || null, { status, statusText, headers: { 'content-type': type } })));

describe('apiRequest (SPEC §8 error rule)', () => {
  it('raises "status: text" with the server message kept apart', async () => {
    respond(409, '{"message":"An account with this email already exists.","code":"CONFLICT"}');
    const err = (await apiRequest('POST', '/api/register', {}).catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('409: {"message":"An account with this email already exists.","code":"CONFLICT"}');
    expect(err.status).toBe(409);
    expect(errorText(err)).toBe('An account with this email already exists.');
  });

  it('uses the status text when the body is empty', async () => {
    respond(502, '', 'Bad Gateway', 'text/plain');
    const err = (await apiRequest('GET', '/api/x').catch((e) => e)) as ApiError;
    expect(err.message).toBe('502: Bad Gateway');
    expect(errorText(err, 'Failed to fetch stats')).toBe('Failed to fetch stats');
  });

  it('sends JSON with credentials and returns undefined for 204', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/logout', { a: 1 })).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });
});
