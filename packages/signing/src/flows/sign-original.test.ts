import { ukeyEndpoints } from '@scf/api/contract';
import { describe, expect, it } from 'vitest';
import { CCB, CCB_CERT } from '../test-support/fixtures';
import { mockConfig } from '../test-support/mock-config';

const ROLE = { uKeyCodeSuffix: '0101', roleName: '主管' };

describe('signOriginal (an original that is not a business, e.g. 证书更新)', () => {
  it('signs the endpoint original with the checked key, whatever the signing switch says', async () => {
    const { config, transport, driver } = mockConfig(
      [CCB],
      { certificates: [CCB_CERT] },
      { '/v1/auth/cfca/controls/enable': false, [ukeyEndpoints.renewOriginal.path]: '证书更新原文 n=1' },
    );
    const outcome = await config.signOriginal({ role: { ...ROLE, boundSerial: '1ABC' }, original: ukeyEndpoints.renewOriginal });
    expect(outcome).toMatchObject({
      code: 0,
      dummy: false,
      payload: { algorithmType: 'SHA1withRSA', certSerialNo: '1abc', original: '证书更新原文 n=1', raType: 'CCB' },
    });
    expect(transport.calls.map((c) => c.path)).toEqual(['/v1/auth/ccbca/rules', '/v1/ukeys/renew/original']);
    expect(driver.calls).toContain('sign');
  });

  it('a failing original is code 9 and a key of another role is INSERT_KEY with the tail number', async () => {
    const { config } = mockConfig([CCB], { certificates: [CCB_CERT] });
    const broken = await config.signOriginal({ role: ROLE, original: async () => Promise.reject(new Error('500')) });
    expect(broken.code === -1 && broken.error.code).toBe('ORIGINAL_FAILED');
    const other = await config.signOriginal({ role: { uKeyCodeSuffix: '9999', roleName: '主管' }, original: async () => 'x' });
    expect(other.code === -1 && other.description.message).toBe('未检测到尾号为9999的Ukey（主管）');
  });

  it('readKey reports the one key of the chosen bank for diagnostics', async () => {
    await expect(mockConfig([CCB], { certificates: [CCB_CERT] }).config.readKey(ROLE)).resolves.toMatchObject({
      cert: { serialNumber: '1abc' },
      driver: { id: 'mock' },
    });
    await expect(mockConfig([CCB], { certificates: [] }).config.readKey(ROLE)).rejects.toMatchObject({ code: 'INSERT_KEY' });
  });
});
