import { describe, expect, it } from 'vitest';
import { ossPostForm } from './oss-post-form';

const policy = {
  useOss: true,
  fileName: 'uploads/C1/202606/abc.pdf',
  url: 'https://bucket.oss',
  bucketName: 'bucket',
  policy: 'eyJ',
  sign: 'sig=',
  accessKeyId: 'AK',
  callback: 'Y2I=',
};

describe('ossPostForm', () => {
  it('sends the policy fields as received, file last', () => {
    const form = ossPostForm(policy, new Blob(['%PDF']), '合同.pdf');
    expect([...form.keys()]).toEqual(['key', 'policy', 'OSSAccessKeyId', 'Signature', 'callback', 'success_action_status', 'file']);
    expect(form.get('key')).toBe(policy.fileName);
    expect(form.get('Signature')).toBe('sig=');
    expect((form.get('file') as File).name).toBe('合同.pdf');
  });

  it('omits an empty callback', () => {
    expect(ossPostForm({ ...policy, callback: '' }, new Blob(['x']), 'a.png').has('callback')).toBe(false);
  });

  it('posts the SigV4 fields of an S3-compatible policy exactly as received, in their order, file last', () => {
    const fields = {
      key: 'uploads/C1/202606/abc.pdf',
      success_action_status: '200',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': 'AK/20260601/cn/s3/aws4_request',
      'x-amz-date': '20260601T000000Z',
      policy: 'eyJ',
      'x-amz-signature': 'ab12',
    };
    const form = ossPostForm({ ...policy, fields }, new Blob(['%PDF']), '合同.pdf');
    expect([...form.keys()]).toEqual([...Object.keys(fields), 'file']);
    for (const [k, v] of Object.entries(fields)) expect(form.get(k)).toBe(v);
    expect(form.has('OSSAccessKeyId')).toBe(false);
  });
});
