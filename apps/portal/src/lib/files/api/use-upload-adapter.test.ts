import { describe, expect, it, vi } from 'vitest';
import { fileEndpoints } from '@scf/api/contract';
import type { AnyEndpoint, UploadPolicy } from '@scf/api/contract';
import type { ApiClient } from '@scf/api';
import { createUploadAdapter } from './use-upload-adapter';

const record = { pkFile: 'f1', url: '/v1/files/f1/snapshot/ORIGINAL/show', mimeType: 'application/pdf' };
const local: UploadPolicy = {
  useOss: false,
  fileName: 'uploads/S1/202606/abc.pdf',
  url: '/v1/files',
  bucketName: '',
  policy: '',
  sign: '',
  accessKeyId: '',
  callback: 'tok.mac',
};
const fields = {
  key: 'uploads/S1/202606/abc.pdf',
  success_action_status: '200',
  'x-amz-algorithm': 'AWS4-HMAC-SHA256',
  'x-amz-credential': 'AK/20260601/cn/s3/aws4_request',
  'x-amz-date': '20260601T000000Z',
  policy: 'eyJ',
  'x-amz-signature': 'ab',
};
const s3: UploadPolicy = { ...local, useOss: true, url: 'http://127.0.0.1:9000/scf-files', policy: 'eyJ', sign: 'ab', fields };
const file = () => new File(['%PDF-1.7'], '合同.pdf', { type: 'application/pdf' });
const opts = () => ({ onProgress: vi.fn(), signal: new AbortController().signal });

function client(policy: UploadPolicy) {
  const call = vi.fn(async (endpoint: AnyEndpoint, _input?: unknown) => {
    if (endpoint === fileEndpoints.postPolicy) return policy;
    if (endpoint === fileEndpoints.upload || endpoint === fileEndpoints.callback) return record;
    throw new Error(`unexpected ${endpoint.path}`);
  });
  return { call, client: { call } as unknown as ApiClient };
}

describe('createUploadAdapter', () => {
  it('useOss false: uploads to /v1/files under the policy’s key', async () => {
    const { call, client: c } = client(local);
    await expect(createUploadAdapter(c).upload(file(), opts())).resolves.toEqual(record);
    expect(call.mock.calls[0]).toEqual([fileEndpoints.postPolicy, { body: { localFileName: '合同.pdf' } }]);
    expect(call.mock.calls[1]?.[0]).toBe(fileEndpoints.upload);
    expect((call.mock.calls[1]?.[1] as { query: unknown }).query).toEqual({ fileName: '合同.pdf', key: 'uploads/S1/202606/abc.pdf' });
  });

  it('useOss true: posts the policy’s fields exactly as received to the bucket, file last, then confirms with the callback token', async () => {
    const { call, client: c } = client(s3);
    const sent: FormData[] = [];
    const xhr = vi.fn();
    // The adapter posts through XMLHttpRequest; record the form instead of sending it.
    class FakeXhr {
      status = 200;
      responseText = '';
      upload = { onprogress: null };
      withCredentials = true;
      onload: (() => void) | null = null;
      open(method: string, url: string) {
        xhr(method, url);
      }
      send(form: FormData) {
        sent.push(form);
        queueMicrotask(() => this.onload?.());
      }
      abort() {}
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      await expect(createUploadAdapter(c).upload(file(), opts())).resolves.toEqual(record);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(xhr).toHaveBeenCalledWith('POST', 'http://127.0.0.1:9000/scf-files');
    expect([...(sent[0]?.keys() ?? [])]).toEqual([...Object.keys(fields), 'file']);
    for (const [k, v] of Object.entries(fields)) expect(sent[0]?.get(k)).toBe(v);
    expect(call.mock.calls.at(-1)).toEqual([fileEndpoints.callback, { body: { callback: 'tok.mac' } }]);
    expect(call.mock.calls.some(([e]) => e === fileEndpoints.upload)).toBe(false);
  });
});
