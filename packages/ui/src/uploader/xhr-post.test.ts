import { afterEach, describe, expect, it, vi } from 'vitest';
import { xhrPost } from './xhr-post';

/** Just enough of XMLHttpRequest to drive the upload's events by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = true;
  status = 0;
  responseText = '';
  sent: unknown;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('xhrPost', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts without credentials, reports percent progress and resolves with status and body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onProgress = vi.fn();
    const form = new FormData();
    const done = xhrPost('https://bucket.oss.example', form, { onProgress, signal: new AbortController().signal });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.sent]).toEqual(['POST', 'https://bucket.oss.example', false, form]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.status = 200;
    xhr.responseText = '{"code":"0"}';
    xhr.onload?.();
    await expect(done).resolves.toEqual({ status: 200, body: '{"code":"0"}' });
    expect(onProgress.mock.calls).toEqual([[25]]);
  });

  it('rejects on a network error and aborts with the signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = xhrPost('https://x.example', new FormData(), { onProgress: vi.fn(), signal: new AbortController().signal });
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toBeInstanceOf(TypeError);
    const controller = new AbortController();
    const aborted = xhrPost('https://x.example', new FormData(), { onProgress: vi.fn(), signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
