import { describe, expect, it } from 'vitest';
import { describeSigningError, fromHardwareCode } from './error-catalogue';
import { DRIVER_CODES, REGISTRATION_CODES, SIGN_ERROR_CODES, specNumberOf } from './error-codes';
import { SIGN_RESULT } from './types';

describe('signing error catalogue (spec §8)', () => {
  it('gives every code a Chinese message and an action', () => {
    for (const code of SIGN_ERROR_CODES) {
      const d = describeSigningError(code, { uKeyCodeSuffix: '5678', roleName: '经办', minVersion: '3.1.0' });
      expect(d.message, code).toMatch(/[\u4e00-\u9fa5]/);
      expect(d.actionText, code).toMatch(/[\u4e00-\u9fa5]/);
      expect(d.action, code).toBeTruthy();
    }
  });

  it('numbers registration codes 1–12 and driver codes 1–2 as the spec does', () => {
    expect(Object.keys(REGISTRATION_CODES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(REGISTRATION_CODES[12]).toBe('ISSUER_MISMATCH');
    expect(DRIVER_CODES).toEqual({ 1: 'NO_VERSION', 2: 'DRIVER_OUTDATED' });
    expect(specNumberOf('ORIGINAL_FAILED')).toBe(9);
    expect(specNumberOf('DRIVER_OUTDATED')).toBe(2);
    expect(specNumberOf('NOT_BOUND')).toBeUndefined();
    expect(SIGN_RESULT).toEqual({ ok: 0, fail: -1 });
  });

  it('names the role key tail number and the action', () => {
    expect(describeSigningError('INSERT_KEY', { uKeyCodeSuffix: '5678', roleName: '经办' })).toEqual({
      message: '未检测到尾号为5678的Ukey（经办）',
      action: 'insert-key',
      actionText: '请插入该Ukey后重试',
    });
    expect(describeSigningError('NOT_BOUND').action).toBe('ask-director-rebind');
    expect(describeSigningError('DRIVER_OUTDATED', { minVersion: '3.1.0' }).actionText).toBe('请升级Ukey驱动至3.1.0或以上版本');
  });

  it('maps hardware codes, keeping the original number', () => {
    expect(fromHardwareCode(0x0a000023)).toMatchObject({ code: 'KEY_REMOVED', driverCode: 0x0a000023 });
    expect(fromHardwareCode(0x0a000025).code).toBe('PIN_LOCKED');
    expect(fromHardwareCode(12345)).toMatchObject({ code: 'DRIVER_ERROR', driverCode: 12345 });
  });
});
