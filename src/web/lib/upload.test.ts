import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { uploadFile } from './upload';

/** A stand-in XMLHttpRequest: records what was sent and lets the test drive progress and the answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  body: FormData | undefined;
  headers: Record<string, string> = {};
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, text: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = text;
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const file = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('posts the file under the field name with credentials, reports progress and resolves with the JSON body', async () => {
    const progress: number[] = [];
    const pending = uploadFile<{ id: number }>('/api/admin/clinics/7/logo', 'logo', file(), (p) => progress.push(p));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/admin/clinics/7/logo', true]);
    expect((xhr.body!.get('logo') as File).name).toBe('logo.png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.answer(200, '{"id":7}');
    await expect(pending).resolves.toEqual({ id: 7 });
    expect(progress).toEqual([25, 100]);
  });

  it('rejects a non-OK answer with the SPEC message and keeps the server message', async () => {
    const pending = uploadFile('/x', 'logo', file());
    FakeXhr.last.answer(415, '{"message":"Only PNG, JPEG or WebP images are accepted.","code":"UNSUPPORTED_MEDIA_TYPE"}');
    const err = await pending.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(415);
    expect((err as ApiError).message).toBe('415: {"message":"Only PNG, JPEG or WebP images are accepted.","code":"UNSUPPORTED_MEDIA_TYPE"}');
    expect((err as ApiError).serverMessage).toBe('Only PNG, JPEG or WebP images are accepted.');
  });

  it('uses the status text when the body is empty, and rejects on a network failure', async () => {
    const pending = uploadFile('/x', 'logo', file());
    FakeXhr.last.answer(502, '', 'Bad Gateway');
    await expect(pending).rejects.toMatchObject({ message: '502: Bad Gateway', serverMessage: undefined });
    const offline = uploadFile('/x', 'logo', file());
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toThrow('Network error');
  });
});
