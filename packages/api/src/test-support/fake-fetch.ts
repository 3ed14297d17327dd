/** Test helper: a scripted `fetch` that records every request. Not part of the package surface. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw text instead of JSON. */
  text?: string;
}

export type Responder = (req: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

export function ok(data: unknown, headers?: Record<string, string>): FakeReply {
  return { status: 200, body: { code: '0', message: 'success', data }, ...(headers ? { headers } : {}) };
}

export function fakeFetch(responder: Responder) {
  const requests: RecordedRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req: RecordedRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | FormData | undefined,
    };
    requests.push(req);
    const reply = await responder(req, requests.length - 1);
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(text, { status: reply.status ?? 200, headers: reply.headers ?? {} });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

/** A deterministic CSPRNG stand-in: the n-th call fills every byte with n (0x00, 0x01, ...). */
export function countingRandom() {
  let n = 0;
  return (bytes: Uint8Array) => {
    bytes.fill(n++ & 0xff);
    return bytes;
  };
}
