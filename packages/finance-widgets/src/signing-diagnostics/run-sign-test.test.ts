import { describe, expect, it, vi } from 'vitest';
import type { SignaturePayload } from '@scf/api/contract';
import { createMockDriver } from '@scf/signing';
import { DIRECTOR, DIRECTOR_CERT } from '../test/signing-fixtures';
import { runSignTest } from './run-sign-test';

function client(verified = true) {
  return {
    call: vi.fn(async () => Promise.reject(new Error('no rules'))),
    ukey: {
      signTestOriginal: vi.fn(async () => '签名测试（不涉及任何业务）\n挑战编号：sc_1'),
      signTestVerify: vi.fn(async (_p: SignaturePayload) => verified),
    },
  };
}

describe('runSignTest', () => {
  it('signs the SIGN_TEST original with the role key and reports the server verification', async () => {
    const api = client();
    const result = await runSignTest(api, createMockDriver({ certificates: [DIRECTOR_CERT] }), DIRECTOR, '3.0.0');
    expect(result).toEqual({ ok: true, message: '服务端验签通过（SHA1withRSA，序列号 1a2b3c）' });
    expect(api.ukey.signTestVerify).toHaveBeenCalledWith(
      expect.objectContaining({ algorithmType: 'SHA1withRSA', certSerialNo: '1a2b3c', raType: 'CCB', original: '签名测试（不涉及任何业务）\n挑战编号：sc_1' }),
    );
  });

  it('a refused verification is a failed test', async () => {
    expect(await runSignTest(client(false), createMockDriver({ certificates: [DIRECTOR_CERT] }), DIRECTOR)).toEqual({ ok: false, message: '服务端验签未通过' });
  });

  it('no key: asks for the role key and fetches no challenge', async () => {
    const api = client();
    const result = await runSignTest(api, createMockDriver({ certificates: [] }), DIRECTOR);
    expect(result).toEqual({ ok: false, message: '请插入尾号为0101的Ukey（主管），请插入尾号为0101的Ukey' });
    expect(api.ukey.signTestOriginal).not.toHaveBeenCalled();
  });

  it('a server error becomes its message', async () => {
    const api = client();
    api.ukey.signTestVerify.mockRejectedValueOnce(new Error('签名挑战已使用'));
    expect(await runSignTest(api, createMockDriver({ certificates: [DIRECTOR_CERT] }), DIRECTOR)).toEqual({ ok: false, message: '签名挑战已使用' });
  });
});
