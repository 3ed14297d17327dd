import { describe, expect, it } from 'vitest';
import { createMockDriver } from '../drivers/mock-driver';
import { SigningConfigError } from '../errors';
import { CCB, CCB_CERT } from '../test-support/fixtures';
import { createMockTransport } from '../testing/mock-transport';
import type { SigningDriver } from '../types';
import { createSigningConfig } from './create-signing-config';
import type { DriverSource } from './driver-source';

const ROLE = { uKeyCodeSuffix: '0101', roleName: '主管' };
const ORIGINAL_ROUTE = { '/v1/repayments/r1/original': '还款原文' };

/** A source that holds only the key with this printed number, like the soft keys of a browser. */
function holding(ukeyCode: string, driver: SigningDriver): DriverSource & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    id: 'only',
    asked,
    find: async (key) => (
      asked.push(key),
      key.ukeyCode === ukeyCode || (!key.ukeyCode && key.uKeyCodeSuffix && ukeyCode.endsWith(key.uKeyCodeSuffix)) ? driver : undefined
    ),
  };
}

describe('createSigningConfig: the driver choice', () => {
  it('asks the entries in order: a source that holds the key wins, otherwise the next driver', async () => {
    const software = { ...createMockDriver({ certificates: [{ ...CCB_CERT, keyCode: 'SOFT0101' }] }), id: 'soft', software: true };
    const agent = createMockDriver({ certificates: [CCB_CERT] });
    const source = holding('SOFT0101', software);
    const config = createSigningConfig({ transport: createMockTransport(ORIGINAL_ROUTE), drivers: [source, agent], banks: [CCB], minDriverVersion: '3.0.0' });
    expect(await config.driverFor({ ukeyCode: 'SOFT0101' })).toBe(software);
    expect(await config.driverFor({ uKeyCodeSuffix: '0101' })).toBe(software);
    expect(await config.driverFor({ ukeyCode: 'CCB5100000101' })).toBe(agent);
    expect(await config.driverFor({})).toBe(agent);
    expect(source.asked).toHaveLength(4);
  });

  it('applies the minimum driver version to middleware only: a software key signs below it', async () => {
    const software = { ...createMockDriver({ certificates: [CCB_CERT], version: '1.0.0' }), software: true };
    const agent = createMockDriver({ certificates: [CCB_CERT], version: '1.0.0' });
    const run = (driver: SigningDriver) =>
      createSigningConfig({ transport: createMockTransport(ORIGINAL_ROUTE), drivers: [driver], banks: [CCB], minDriverVersion: '3.0.0' }).signBusiness({
        businessType: 'REPAYMENT',
        ids: ['r1'],
        role: ROLE,
      });
    expect(await run(software)).toMatchObject({ code: 0, payload: { original: '还款原文' } });
    expect(await run(agent)).toMatchObject({ code: -1, error: { code: 'DRIVER_OUTDATED' }, description: { actionText: '请升级Ukey驱动至3.0.0或以上版本' } });
  });

  it('no entry holds the key: DRIVER_UNAVAILABLE; a source that fails to look counts as not holding it', async () => {
    const broken: DriverSource = { id: 'broken', find: async () => Promise.reject(new Error('IndexedDB blocked')) };
    const none = createSigningConfig({ transport: createMockTransport(), drivers: [broken], banks: [CCB] });
    await expect(none.driverFor(ROLE)).rejects.toMatchObject({ name: 'SigningError', code: 'DRIVER_UNAVAILABLE' });
    const outcome = await none.signBusiness({ businessType: 'REPAYMENT', ids: ['r1'], role: ROLE });
    expect(outcome).toMatchObject({ code: -1, error: { code: 'DRIVER_UNAVAILABLE' } });
    const agent = createMockDriver();
    expect(await createSigningConfig({ transport: createMockTransport(), drivers: [broken, agent], banks: [CCB] }).driverFor(ROLE)).toBe(agent);
  });

  it('refuses a configuration without a bank or a driver', () => {
    const transport = createMockTransport();
    expect(() => createSigningConfig({ transport, drivers: [createMockDriver()], banks: [] })).toThrow(SigningConfigError);
    expect(() => createSigningConfig({ transport, drivers: [], banks: [CCB] })).toThrow(expect.objectContaining({ code: 'SIGNING_CONFIG' }));
  });

  it('calls the platform only through the transport it was given, with the query apart from the path', async () => {
    const transport = createMockTransport({ '/v1/credits/c1/signature/assemble': '凭证原文' });
    const config = createSigningConfig({ transport, drivers: [createMockDriver({ certificates: [CCB_CERT] })], banks: [CCB] });
    await config.signBusiness({ businessType: 'CREDIT_ASSEMBLE', ids: ['c1'], role: ROLE });
    expect(transport.calls).toEqual([
      { method: 'POST', path: '/v1/auth/cfca/controls/enable' },
      { method: 'POST', path: '/v1/auth/ccbca/rules' },
      { method: 'GET', path: '/v1/credits/c1/signature/assemble', query: { raType: 'CCB' } },
    ]);
  });
});
