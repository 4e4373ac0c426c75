import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientForTests, saveAccessToken } from './api-client';
import { postMultipart } from './multipart';

/** The XHR sender keeps the API client's session rules (sessionHeaders, withSessionRetries); only the transport differs. */

type Answer = { status: number; body: unknown };
interface Sent { headers: Record<string, string>; body: unknown }

function installXhr(answer: (sent: Sent, index: number) => Answer) {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    withCredentials = false;
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open(method: string) { expect(method).toBe('POST'); }
    setRequestHeader(name: string, value: string) { this.headers[name.toLowerCase()] = value; }
    abort() { this.onabort?.(); }
    send(body: unknown) {
      const entry = { headers: this.headers, body };
      sent.push(entry);
      const { status, body: reply } = answer(entry, sent.length - 1);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = status;
        this.responseText = reply === undefined ? '' : JSON.stringify(reply);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function jwt(sub: string, salt = ''): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256' })}.${encode({ sub, iat: now, exp: now + 900 })}.sig${salt}`;
}

beforeEach(() => {
  resetApiClientForTests();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('postMultipart', () => {
  it('sends the Bearer token and the CSRF header of the API client, reports progress, returns the body', async () => {
    const token = jwt('u1');
    saveAccessToken(token);
    document.cookie = 'spi-csrf=csrf-1; path=/';
    const sent = installXhr(() => ({ status: 201, body: { mediaId: 'm1' } }));
    const progress: number[] = [];
    const form = new FormData();
    await expect(postMultipart('/api/upload', form, { onProgress: (f) => progress.push(f) })).resolves.toEqual({ mediaId: 'm1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBe(form);
    expect(sent[0]!.headers).toEqual({ accept: 'application/json', authorization: `Bearer ${token}`, 'x-csrf-token': 'csrf-1' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('CSRF_TOKEN_INVALID: one fresh token from the client, one more try', async () => {
    document.cookie = 'spi-csrf=stale; path=/';
    configureApiClient({ fetch: (async () => new Response(JSON.stringify({ csrfToken: 'fresh' }), { status: 200 })) as typeof fetch });
    const sent = installXhr((_s, i) => (i === 0 ? { status: 403, body: { error: { code: 'CSRF_TOKEN_INVALID', message: '보안' } } } : { status: 200, body: { ok: true } }));
    await expect(postMultipart('/api/upload', new FormData())).resolves.toEqual({ ok: true });
    expect(sent.map((s) => s.headers['x-csrf-token'])).toEqual(['stale', 'fresh']);
  });

  it('401: the client refreshes once and the upload is sent again with the new token; a second 401 is an error', async () => {
    const old = jwt('u1');
    const renewed = jwt('u1', 'new');
    saveAccessToken(old);
    document.cookie = 'spi-csrf=c; path=/';
    const refreshes: string[] = [];
    configureApiClient({
      fetch: (async (url: string) => {
        refreshes.push(String(url));
        return new Response(JSON.stringify({ accessToken: renewed }), { status: 200 });
      }) as unknown as typeof fetch,
    });
    const sent = installXhr((s) => (s.headers.authorization === `Bearer ${old}` ? { status: 401, body: { error: { code: 'TOKEN_EXPIRED', message: '만료' } } } : { status: 201, body: { ok: true } }));
    await expect(postMultipart('/api/upload', new FormData())).resolves.toEqual({ ok: true });
    expect(refreshes).toEqual(['/api/auth/refresh']);
    expect(sent.map((s) => s.headers.authorization)).toEqual([`Bearer ${old}`, `Bearer ${renewed}`]);

    installXhr(() => ({ status: 401, body: { error: { code: 'SESSION_REVOKED', message: '세션' } } }));
    await expect(postMultipart('/api/upload', new FormData())).rejects.toMatchObject({ status: 401, code: 'SESSION_REVOKED' });
  });

  it('a 413 without the envelope gets the resource code', async () => {
    document.cookie = 'spi-csrf=c; path=/';
    installXhr(() => ({ status: 413, body: undefined }));
    await expect(postMultipart('/api/upload', new FormData(), { tooLargeCode: 'STUDENT_DOCUMENT_TOO_LARGE' })).rejects.toMatchObject({ status: 413, code: 'STUDENT_DOCUMENT_TOO_LARGE' });
  });

  it("other bare statuses get the API client's generic codes and Korean messages", async () => {
    document.cookie = 'spi-csrf=c; path=/';
    const statuses = [404, 415, 429, 502];
    let call = 0;
    installXhr(() => ({ status: statuses[call++]!, body: undefined }));
    await expect(postMultipart('/api/upload', new FormData())).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(postMultipart('/api/upload', new FormData())).rejects.toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(postMultipart('/api/upload', new FormData())).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    await expect(postMultipart('/api/upload', new FormData())).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR', message: expect.stringMatching(/[가-힣]/) });
  });
});
