// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, SERVER_MESSAGES, UNIQUE_KEY_HEADER, UPLOAD_FIELDS } from '../contract';
import { createApiClient } from './createApiClient';

/** A stand-in XMLHttpRequest: records what is sent and answers what the test says. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static answer: { status: number; body: unknown } = { status: 200, body: null };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    });
  }
}

afterEach(() => vi.unstubAllGlobals());

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });

describe('uploads with progress', () => {
  it('travel by XMLHttpRequest with the same headers and body, and report progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      status: 200,
      body: { status: 200, message: 'OK', data: { path: 'articles/a.webp', width: 4, height: 3 } },
    };
    const fetch = vi.fn();
    const client = createApiClient({
      baseUrl: 'https://api.example',
      uniqueKey: 'k',
      getToken: () => 't',
      fetch,
    });
    const progress: number[] = [];
    const image = await client.uploadBodyImage(
      { image: png() },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(image).toEqual({ path: 'articles/a.webp', width: 4, height: 3 });
    expect(fetch).not.toHaveBeenCalled();
    const sent = FakeXhr.last;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe(`https://api.example${endpoints.uploadBodyImage.path}`);
    expect(sent?.headers).toMatchObject({ [UNIQUE_KEY_HEADER]: 'k', authorization: 'Bearer t' });
    expect((sent?.body as FormData | undefined)?.get(UPLOAD_FIELDS.uploadBodyImage)).toBeInstanceOf(
      File,
    );
    expect(progress).toEqual([0.5, 1]);
  });

  it("reject with the server's reason, and a refused token tells onSessionRejected", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      status: 400,
      body: { status: 400, message: SERVER_MESSAGES.invalidImage, data: null },
    };
    const onSessionRejected = vi.fn();
    const client = createApiClient({
      baseUrl: '',
      uniqueKey: 'k',
      getToken: () => 't',
      onSessionRejected,
    });
    await expect(
      client.uploadBodyImage({ image: png() }, { onProgress: () => {} }),
    ).rejects.toMatchObject({ status: 400, message: SERVER_MESSAGES.invalidImage });
    FakeXhr.answer = {
      status: 401,
      body: { status: 401, message: SERVER_MESSAGES.unauthorized, data: null },
    };
    await expect(
      client.uploadBodyImage({ image: png() }, { onProgress: () => {} }),
    ).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(onSessionRejected).toHaveBeenCalledWith('t', expect.anything());
  });

  it('are refused before sending when signed out', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = undefined;
    const client = createApiClient({ baseUrl: '', uniqueKey: 'k' });
    await expect(
      client.uploadBodyImage({ image: png() }, { onProgress: () => {} }),
    ).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(FakeXhr.last).toBeUndefined();
  });
});
