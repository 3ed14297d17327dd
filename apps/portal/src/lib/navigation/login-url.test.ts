import { describe, expect, it } from 'vitest';
import { externalLoginUrl } from './login-url';

const origin = 'https://portal.example.cn';
const hosts = ['sso.bank.cn'];

describe('externalLoginUrl (login-URL allow-list)', () => {
  it.each([
    ['an allow-listed https login page', 'https://sso.bank.cn/login?from=cv3', 'https://sso.bank.cn/login?from=cv3'],
    ['an allow-listed host in capitals', 'https://SSO.bank.cn/login', 'https://sso.bank.cn/login'],
  ])('redirects to %s', (_name, input, expected) => {
    expect(externalLoginUrl(input, origin, hosts)).toBe(expected);
  });

  it.each([
    ['our own login path', '/login/login'],
    ['our own login path with the base', '/cv3/login/login'],
    ['an empty value', ''],
    ['a missing value', undefined],
    ['a same-origin path', '/cv3/other'],
    ['an unlisted host', 'https://evil.example/login'],
    ['a look-alike host', 'https://sso.bank.cn.evil.example/login'],
    ['credentials before the host', 'https://sso.bank.cn@evil.example/login'],
    ['plain http', 'http://sso.bank.cn/login'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a protocol-relative URL to another host', '//evil.example/login'],
    ['a backslash trick', '/\\evil.example'],
    ['a control character', 'https://sso.bank.cn\u0001.evil.example/'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
  ])('stays on the login page for %s', (_name, input) => {
    expect(externalLoginUrl(input, origin, hosts)).toBeNull();
  });
});
