import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_CONFIG } from './default-config';

describe('default platform config (spec §8)', () => {
  it('is template 1 with login /login/login, CCBSCF and organisation login on', () => {
    expect(DEFAULT_PLATFORM_CONFIG).toEqual({ tempId: '1', loginUrl: '/login/login', platformType: 'CCBSCF', isOrgLogin: true });
  });
});
