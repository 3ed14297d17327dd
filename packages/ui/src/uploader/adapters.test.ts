import { describe, expect, it, vi } from 'vitest';
import type { UploadPolicy } from '@scf/api/contract';
import { createLocalUploadAdapter } from './local-upload-adapter';
import { createOssUploadAdapter } from './oss-upload-adapter';
import type { PostForm } from './xhr-post';

const record = { pkFile: 'F1', url: 'https://oss.example/a.pdf', mimeType: 'application/pdf' };
const policy: UploadPolicy = {
  useOss: true,
  fileName: 'uploads/C1/x.pdf',
  url: 'https://bucket.oss.example',
  bucketName: 'b',
  policy: 'eyJ',
  sign: 's',
  accessKeyId: 'AK',
  callback: 'Y2I=',
};
const pdf = () => new File(['%PDF-1.7'], '合同.pdf', { type: 'application/pdf' });
const opts = () => ({ onProgress: vi.fn(), signal: new AbortController().signal });
const buildForm = (p: UploadPolicy, f: Blob, n: string) => {
  const form = new FormData();
  form.append('key', p.fileName);
  form.append('file', f, n);
  return form;
};

describe('createOssUploadAdapter', () => {
  it('gets a policy for the file name, posts the form to the policy url with progress, reads the callback envelope', async () => {
    const postPolicy = vi.fn(async () => policy);
    const post = vi.fn<PostForm>(async (_url, _form, { onProgress }) => {
      onProgress(40);
      return { status: 200, body: JSON.stringify({ code: '0', message: '', data: record }) };
    });
    const o = opts();
    await expect(createOssUploadAdapter({ postPolicy, buildForm, post }).upload(pdf(), o)).resolves.toEqual(record);
    expect(postPolicy).toHaveBeenCalledWith('合同.pdf');
    expect(post.mock.calls[0]?.[0]).toBe('https://bucket.oss.example');
    expect(post.mock.calls[0]?.[1].get('key')).toBe('uploads/C1/x.pdf');
    expect(o.onProgress.mock.calls.map((c) => c[0])).toEqual([40, 100]);
  });

  it('a failed policy call is a config error', async () => {
    const adapter = createOssUploadAdapter({ postPolicy: () => Promise.reject(new Error('x')), buildForm, post: vi.fn() });
    await expect(adapter.upload(pdf(), opts())).rejects.toMatchObject({ kind: 'config', code: 'UPLOAD_CONFIG' });
  });

  it('a javascript: policy url is a config error and nothing is posted', async () => {
    const post = vi.fn<PostForm>();
    const adapter = createOssUploadAdapter({ postPolicy: async () => ({ ...policy, url: 'javascript:alert(1)' }), buildForm, post });
    await expect(adapter.upload(pdf(), opts())).rejects.toMatchObject({ kind: 'config' });
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('network'))],
    ['an HTTP 403', async () => ({ status: 403, body: '<Error/>' })],
  ])('%s is an upload error: 上传失败', async (_, impl) => {
    const adapter = createOssUploadAdapter({ postPolicy: async () => policy, buildForm, post: impl as PostForm });
    await expect(adapter.upload(pdf(), opts())).rejects.toMatchObject({ kind: 'upload', message: '上传失败' });
  });

  it.each([
    ['not JSON', 'OK'],
    ['a failure envelope', JSON.stringify({ code: '1', message: 'bad', data: null })],
    ['a record without pkFile', JSON.stringify({ code: '0', message: '', data: { url: 'x', mimeType: 'y' } })],
  ])('a callback answer that is %s is a callback error: 回调函数错误', async (_, body) => {
    const adapter = createOssUploadAdapter({ postPolicy: async () => policy, buildForm, post: async () => ({ status: 200, body }) });
    await expect(adapter.upload(pdf(), opts())).rejects.toMatchObject({ kind: 'callback', code: 'UPLOAD_CALLBACK', message: '回调函数错误' });
  });

  it('useOss false uploads to /v1/files through the client; without that call it is a config error', async () => {
    const uploadLocal = vi.fn(async () => record);
    const post = vi.fn<PostForm>();
    const local = { ...policy, useOss: false };
    await expect(createOssUploadAdapter({ postPolicy: async () => local, buildForm, post, uploadLocal }).upload(pdf(), opts())).resolves.toEqual(record);
    expect(uploadLocal).toHaveBeenCalledWith(expect.any(File), '合同.pdf', 'uploads/C1/x.pdf');
    expect(post).not.toHaveBeenCalled();
    await expect(createOssUploadAdapter({ postPolicy: async () => local, buildForm, post }).upload(pdf(), opts())).rejects.toMatchObject({ kind: 'config' });
  });
});

describe('createOssUploadAdapter with an S3-compatible policy', () => {
  const fields = { key: 'uploads/C1/202606/abc.pdf', 'x-amz-algorithm': 'AWS4-HMAC-SHA256', policy: 'eyJ', 'x-amz-signature': 'ab12' };
  const s3Policy: UploadPolicy = { ...policy, fields, callback: 'token.mac' };
  const fieldsForm = (p: UploadPolicy, f: Blob, n: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(p.fields ?? {})) form.append(k, v);
    form.append('file', f, n);
    return form;
  };

  it('posts the fields exactly as received, then confirms with the callback token and returns its record', async () => {
    const post = vi.fn<PostForm>(async () => ({ status: 200, body: '' }));
    const confirm = vi.fn(async () => record);
    await expect(createOssUploadAdapter({ postPolicy: async () => s3Policy, buildForm: fieldsForm, post, confirm }).upload(pdf(), opts())).resolves.toEqual(
      record,
    );
    const form = post.mock.calls[0]?.[1];
    expect([...(form?.keys() ?? [])]).toEqual([...Object.keys(fields), 'file']);
    for (const [k, v] of Object.entries(fields)) expect(form?.get(k)).toBe(v);
    expect(confirm).toHaveBeenCalledWith('token.mac');
  });

  it('a refused confirmation is a callback error, and no confirmation follows a refused post', async () => {
    const confirm = vi.fn(() => Promise.reject(new Error('403')));
    const ok = createOssUploadAdapter({ postPolicy: async () => s3Policy, buildForm: fieldsForm, post: async () => ({ status: 204, body: '' }), confirm });
    await expect(ok.upload(pdf(), opts())).rejects.toMatchObject({ kind: 'callback', message: '回调函数错误' });
    confirm.mockClear();
    const refused = createOssUploadAdapter({
      postPolicy: async () => s3Policy,
      buildForm: fieldsForm,
      post: async () => ({ status: 403, body: '<Error/>' }),
      confirm,
    });
    await expect(refused.upload(pdf(), opts())).rejects.toMatchObject({ kind: 'upload' });
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('createLocalUploadAdapter', () => {
  it('uploads through the client with the file name and reports 0 then 100', async () => {
    const upload = vi.fn(async () => record);
    const o = opts();
    await expect(createLocalUploadAdapter(upload).upload(pdf(), o)).resolves.toEqual(record);
    expect(upload).toHaveBeenCalledWith(expect.any(File), '合同.pdf');
    expect(o.onProgress.mock.calls.map((c) => c[0])).toEqual([0, 100]);
  });

  it('wraps a client error as an upload error with the chosen message', async () => {
    const adapter = createLocalUploadAdapter(() => Promise.reject(new Error('413')), { failureMessage: '上传失败，请联系在线客服' });
    await expect(adapter.upload(pdf(), opts())).rejects.toMatchObject({ kind: 'upload', message: '上传失败，请联系在线客服' });
  });
});
