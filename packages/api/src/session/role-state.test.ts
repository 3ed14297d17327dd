import { describe, expect, it } from 'vitest';
import { corpInfoFixture, userInfoFixture } from '../test-support/fixtures';
import { roleState } from './role-state';

const one = { ...corpInfoFixture, roles: [{ code: 'ROLE_OPERATOR', name: '经办' }] };

describe('roleState (spec §4)', () => {
  it('stores the current role and allows switching with more than one role', () => {
    expect(roleState(userInfoFixture, corpInfoFixture)).toEqual({ currentRole: 'ROLE_OPERATOR', canSwitch: true });
  });
  it('one role: stored, no switching', () => {
    expect(roleState(userInfoFixture, one)).toEqual({ currentRole: 'ROLE_OPERATOR', canSwitch: false });
  });
  it('empty authorities: nothing stored', () => {
    expect(roleState({ ...userInfoFixture, authorities: [] }, corpInfoFixture)).toEqual({ currentRole: null, canSwitch: false });
  });
  it('ROLE_CORP_DEFAULT means no real role', () => {
    expect(roleState({ ...userInfoFixture, authorities: ['ROLE_CORP_DEFAULT'] }, corpInfoFixture)).toEqual({ currentRole: null, canSwitch: false });
    expect(roleState({ ...userInfoFixture, authorities: ['ROLE_OPERATOR', 'ROLE_CORP_DEFAULT'] }, corpInfoFixture).currentRole).toBeNull();
  });
});
