import { afterEach, describe, expect, it } from 'vitest';
import { clearAppStorage, readStorage, writeStorage } from './app-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage allowlist', () => {
  it('round-trips allowed values and ignores values that do not parse', () => {
    writeStorage('roleCode', 'ROLE_DIRECTOR');
    expect(readStorage('roleCode')).toBe('ROLE_DIRECTOR');
    localStorage.setItem('scf.role', '<script>');
    expect(readStorage('roleCode')).toBeNull();
  });

  it('refuses to write a value outside its schema', () => {
    expect(() => writeStorage('roleCode', 'not a role')).toThrow();
    expect(localStorage.getItem('scf.role')).toBeNull();
  });

  it('clears app keys on logout but keeps isFirstLogin', () => {
    writeStorage('isFirstLogin', 'false');
    writeStorage('roleCode', 'ROLE_OPERATOR');
    writeStorage('screenSize', 'WIDE');
    writeStorage('chunkReload', '1');
    clearAppStorage();
    expect(Object.keys(localStorage)).toEqual(['isFirstLogin']);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
