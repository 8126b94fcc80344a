import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithUploadProgress } from './fetchWithUploadProgress';

/** An XMLHttpRequest that sends its body in two halves and answers 201 with JSON. */
class FakeXhr {
  static last: FakeXhr | undefined;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  response: ArrayBuffer | null = null;
  responseType = '';
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
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: 7\r\n';
  }
  send(body: Blob) {
    const total = body.size;
    this.upload.onprogress?.({ loaded: total / 2, total, lengthComputable: true } as ProgressEvent);
    this.upload.onprogress?.({ loaded: total, total, lengthComputable: true } as ProgressEvent);
    this.status = 201;
    this.response = new TextEncoder().encode('{"id":"task-1"}').buffer;
    this.onload?.();
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchWithUploadProgress', () => {
  it('reports the bytes sent and answers a Response of the status, headers and body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: { loaded: number; total: number }[] = [];
    const response = await fetchWithUploadProgress(
      '/api/edf/tasks/import?teamId=1',
      {
        method: 'POST',
        headers: { Authorization: 'Bearer token' },
        body: new Blob([new Uint8Array(1000)]),
      },
      (sent) => progress.push(sent),
    );
    expect(progress).toEqual([
      { loaded: 500, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
    expect(FakeXhr.last?.headers).toEqual({ Authorization: 'Bearer token' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('7');
    expect(await response.json()).toEqual({ id: 'task-1' });
  });

  it('rejects at once when its signal was already aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const abort = new AbortController();
    abort.abort(new DOMException('Aborted', 'AbortError'));
    await expect(
      fetchWithUploadProgress('/api/x', { headers: {}, signal: abort.signal }, () => {}),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
