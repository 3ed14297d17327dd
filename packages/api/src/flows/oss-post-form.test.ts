import { describe, expect, it } from 'vitest';
import { ossPostForm } from './oss-post-form';

const policy = { useOss: true, fileName: 'uploads/C1/202606/abc.pdf', url: 'https://bucket.oss', bucketName: 'bucket', policy: 'eyJ', sign: 'sig=', accessKeyId: 'AK', callback: 'Y2I=' };

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
});
