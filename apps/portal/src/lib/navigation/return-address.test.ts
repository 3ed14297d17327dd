import { describe, expect, it } from 'vitest';
import { loginWithReturn, returnTargetOf } from './return-address';

const origin = 'https://portal.example.cn';

describe('return address round trip (spec §2, security.md §1.5)', () => {
  it('carries a deep link through the login page and back', () => {
    const login = loginWithReturn('/credit/core/statistics', '?tab=2', '#top', origin);
    expect(login).toBe(`/login/login?returnUrl=${encodeURIComponent('/cv3/credit/core/statistics?tab=2#top')}`);
    expect(returnTargetOf(login.slice(login.indexOf('?')), origin)).toBe('/credit/core/statistics?tab=2#top');
  });

  it('does not carry the login page itself (no loop)', () => {
    expect(loginWithReturn('/login/login', '', '', origin)).toBe('/login/login');
  });

  it.each([
    ['another host', 'https://evil.example/cv3/x'],
    ['a protocol-relative address', '//evil.example/cv3/x'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a path outside the app', '/admin'],
    ['a backslash trick', '/\\evil.example'],
    ['the login page', '/cv3/login/login'],
  ])('ignores %s and falls back to the home page', (_name, raw) => {
    expect(returnTargetOf(`?returnUrl=${encodeURIComponent(raw)}`, origin)).toBeNull();
  });

  it('falls back when there is no return address', () => {
    expect(returnTargetOf('', origin)).toBeNull();
  });
});
