import { describe, expect, it } from 'vitest';
import { DIRECTOR, DIRECTOR_CERT, mockSigning } from '../test/signing-fixtures';
import { runSignTest } from './run-sign-test';

const CHALLENGE = '签名测试（不涉及任何业务）\n挑战编号：sc_1';

function platform(verify: unknown = true, state: Parameters<typeof mockSigning>[0] = {}) {
  const verified: unknown[] = [];
  const signing = mockSigning(state, {
    '/v1/ukeys/sign-test/original': CHALLENGE,
    '/v1/ukeys/sign-test/verify': ({ body }: { body: unknown }) => (verified.push(body), verify),
  });
  return { ...signing, verified };
}

describe('runSignTest', () => {
  it('signs the SIGN_TEST original with the role key and reports the server verification', async () => {
    const { config, verified } = platform();
    expect(await runSignTest(config, DIRECTOR)).toEqual({ ok: true, message: '服务端验签通过（SHA1withRSA，序列号 1a2b3c）' });
    expect(verified).toEqual([
      {
        algorithmType: 'SHA1withRSA',
        issuerDn: DIRECTOR_CERT.issuerDN,
        certSerialNo: '1a2b3c',
        raType: 'CCB',
        signature: expect.any(String),
        original: CHALLENGE,
      },
    ]);
  });

  it('a refused verification is a failed test', async () => {
    expect(await runSignTest(platform(false).config, DIRECTOR)).toEqual({ ok: false, message: '服务端验签未通过' });
  });

  it('no key: asks for the role key and fetches no challenge', async () => {
    const { config, transport } = platform(true, { certificates: [] });
    expect(await runSignTest(config, DIRECTOR)).toEqual({ ok: false, message: '未检测到尾号为0101的Ukey（主管），请插入该Ukey后重试' });
    expect(transport.calls.map((c) => c.path)).not.toContain('/v1/ukeys/sign-test/original');
  });

  it('a server error becomes its message', async () => {
    expect(await runSignTest(platform(new Error('签名挑战已使用')).config, DIRECTOR)).toEqual({ ok: false, message: '签名挑战已使用' });
  });
});
