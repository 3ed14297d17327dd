import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnAddress } from './return-address';

const ORIGIN = 'https://scf.example.com';

describe('safeReturnAddress (security.md §1.5)', () => {
  const hostile: string[] = [
    '',
    '//evil.com',
    '//evil.com/cv3/x',
    '///evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'https://evil.com/cv3/x',
    'http://scf.example.com/cv3/x',
    'https://scf.example.com@evil.com/cv3/x',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '%6a%61vascript:alert(1)',
    '%256a%2561vascript:alert(1)',
    '\x01javascript:alert(1)',
    ' /cv3/x',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://scf.example.com/uuid',
    'file:///etc/passwd',
    'cv3/credit/core/index/operator',
    '/credit/core/index/operator',
    '/cv3',
    '/cv3x/credit',
    '/cv3/%2F%2Fevil.com',
    '/cv3/%2f/evil.com',
    '/cv3/%5Cevil.com',
    '/cv3//evil.com',
    '/cv3/../login/login',
    '/cv3/%2e%2e/evil',
    '/cv3/x/..%2f..%2fevil',
    '/cv3/login/login',
    '/cv3/login/login?returnTo=/cv3/x',
    '/cv3/LOGIN/login',
    '/cv3/%6Cogin/login',
    '/cv3/login/login/',
    '/cv3/login',
    '/cv3/register/register',
    '/cv3/register/register-success',
    '/cv3/register/reset-password',
    '/cv3/x\r\nSet-Cookie: a=b',
    '/cv3/x\u0000',
    '/cv3/x%00',
    '/cv3/x\u007f',
    `/cv3/${'a'.repeat(2048)}`,
    `/cv3/x?q=${'b'.repeat(2045)}`,
  ];

  it('has a table of at least 30 hostile inputs', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  for (const raw of hostile) {
    it(`rejects ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…(${raw.length})` : raw)}`, () => {
      expect(safeReturnAddress(raw, ORIGIN)).toBeNull();
    });
  }

  const allowed: Array<[string, string]> = [
    ['/cv3/', '/cv3/'],
    ['/cv3/credit/core/index/operator', '/cv3/credit/core/index/operator'],
    ['/cv3/credit/core/issue/issue?tab=2', '/cv3/credit/core/issue/issue?tab=2'],
    ['/cv3/my/message/index#unread', '/cv3/my/message/index#unread'],
    ['/cv3/register/identify/index', '/cv3/register/identify/index'],
    ['/cv3/platform-notice/page-list?title=%E5%85%AC%E5%91%8A', '/cv3/platform-notice/page-list?title=%E5%85%AC%E5%91%8A'],
    ['/cv3/my/person-center/info?next=https://x.com', '/cv3/my/person-center/info?next=https://x.com'],
    ['/cv3/help/index', '/cv3/help/index'],
    ['/cv3/product/overview?a=1&b=2#c', '/cv3/product/overview?a=1&b=2#c'],
    ['/cv3/供应商', '/cv3/%E4%BE%9B%E5%BA%94%E5%95%86'],
  ];
  for (const [raw, expected] of allowed) {
    it(`accepts ${raw}`, () => {
      expect(safeReturnAddress(raw, ORIGIN)).toBe(expected);
    });
  }

  // Pieces that matter to URL parsing, glued at random, with and without the app prefix.
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2e',
    '%2f',
    '%5c',
    '%00',
    ':',
    '@',
    '?',
    '#',
    '&',
    '=',
    ' ',
    '\t',
    'cv3',
    'login',
    'register',
    'evil.com',
    'javascript:',
    'a',
    '公告',
  );
  const candidate = fc.tuple(fc.constantFrom('', '/', '/cv3/', '//', 'https://'), fc.array(piece, { maxLength: 12 })).map(([p, xs]) => p + xs.join(''));

  it('whatever it returns is a same-origin /cv3/ path that is itself accepted (idempotent)', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const out = safeReturnAddress(raw, ORIGIN);
        if (out === null) return true;
        const url = new URL(out, ORIGIN);
        return (
          url.origin === ORIGIN &&
          out.startsWith('/cv3/') &&
          !out.startsWith('//') &&
          !/^\/cv3\/login/i.test(decodeURIComponent(url.pathname)) &&
          safeReturnAddress(out, ORIGIN) === out
        );
      }),
      { numRuns: 1000 },
    );
  });
});
