import aws4 from 'aws4';
import { describe, expect, it } from 'vitest';
import { postPolicy, presignGet, signRequest, signingKey } from '../../src/modules/files/files.s3';

/** The hand-written SigV4 against AWS's published key-derivation vector and an independent signer (aws4). */
const c = {
  endpoint: 'http://127.0.0.1:9000',
  bucket: 'scf-files',
  region: 'cn-north-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const now = Date.UTC(2026, 5, 1, 2, 3, 4);
const key = 'uploads/C1/202606/0123456789abcdef0123456789abcdef.pdf';

describe('SigV4', () => {
  it('derives the signing key of the AWS documentation example', () => {
    expect(signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20120215', 'us-east-1', 'iam').toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it('signs a GET and a DELETE as aws4 does', () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const mine = signRequest(c, method, key, now);
      const theirs = aws4.sign(
        {
          host: '127.0.0.1:9000',
          path: `/scf-files/${key}`,
          method,
          service: 's3',
          region: c.region,
          headers: { 'X-Amz-Date': mine.headers['x-amz-date'] ?? '', 'X-Amz-Content-Sha256': mine.headers['x-amz-content-sha256'] ?? '' },
        },
        c,
      );
      expect(mine.headers.authorization).toBe(theirs.headers?.Authorization);
    }
  });

  it('presigns a GET with response overrides as aws4 does', () => {
    const url = new URL(
      presignGet(c, key, now, 300, {
        'response-content-disposition': "attachment; filename*=UTF-8''%E5%90%88.pdf",
        'response-content-type': 'application/octet-stream',
      }),
    );
    const signature = url.searchParams.get('X-Amz-Signature');
    url.searchParams.delete('X-Amz-Signature');
    const theirs = aws4.sign(
      { host: url.host, path: `${url.pathname}?${url.searchParams.toString()}`, method: 'GET', service: 's3', region: c.region, signQuery: true },
      c,
    );
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(theirs.path).toContain(`X-Amz-Signature=${signature}`);
  });

  it('signs the POST policy document with the day’s signing key', async () => {
    const { createHmac } = await import('node:crypto');
    const p = postPolicy(c, key, 1024, now, now + 300_000);
    expect(p.signature).toBe(
      createHmac('sha256', signingKey(c.secretAccessKey, '20260601', c.region))
        .update(p.policy)
        .digest('hex'),
    );
    expect(JSON.parse(Buffer.from(p.policy, 'base64').toString('utf8'))).toEqual({
      expiration: '2026-06-01T02:08:04.000Z',
      conditions: [
        { bucket: 'scf-files' },
        ['eq', '$key', key],
        ['content-length-range', 1, 1024],
        { success_action_status: '200' },
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': 'AKIDEXAMPLE/20260601/cn-north-1/s3/aws4_request' },
        { 'x-amz-date': '20260601T020304Z' },
      ],
    });
  });
});
