import { describe, expect, it } from 'vitest';
import { createMockDriver, createMockTransport } from '@scf/signing';
import type { DriverSource } from '@scf/signing';
import { defaultSigningConfig } from './default-signing-config';
import { DEFAULT_BANKS } from './signing-defaults';

describe('defaultSigningConfig', () => {
  it('asks the given entries first and the local Ukey agent last, with the platform banks and minimum version', async () => {
    const soft = { ...createMockDriver(), software: true };
    const source: DriverSource = { id: 'soft', find: async (key) => (key.ukeyCode === 'SOFT1' ? soft : undefined) };
    const config = defaultSigningConfig(createMockTransport(), [source]);
    expect(await config.driverFor({ ukeyCode: 'SOFT1' })).toBe(soft);
    const agent = await config.driverFor({ uKeyCodeSuffix: '0101' });
    expect(agent.id).toBe('local-agent');
    expect(config.minVersionFor(agent)).toBe('3.0.0');
    expect(config.minVersionFor(soft)).toBeUndefined();
    expect(config.banks).toBe(DEFAULT_BANKS);
  });
});
