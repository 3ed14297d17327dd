import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl (security.md §1.5)', () => {
  it.each(['/cv3/credit/core/index/operator', '/cv3/my/message/index?x=1', '/cv3/help/index#faq'])('keeps %s', (url) => {
    expect(safeReturnUrl(url)).toBe(url);
  });

  it.each([
    undefined,
    '',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>1</script>',
    '//evil.example',
    '/\\evil.example',
    '/cv3/\\x',
    'https://evil.example/cv3/',
    'https://trusted.example@evil.example/cv3/',
    '/cv3/%0d%0aSet-Cookie:x',
    '\u0001/cv3/',
    '/cv3/login/login',
    '/cv3/register/register',
    '/cv3//evil.example',
    '/other/path',
    `/cv3/${'a'.repeat(2050)}`,
  ])('falls back to /cv3/ for %s', (url) => {
    expect(safeReturnUrl(url)).toBe('/cv3/');
  });
});
