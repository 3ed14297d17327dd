import { describe, expect, it } from 'vitest';
import { htmlCsp } from './security-headers';

describe('htmlCsp', () => {
  it('lets the page reach only its own origin, plus the local Ukey agent when one is configured', () => {
    expect(htmlCsp('n1')).toContain("connect-src 'self';");
    const csp = htmlCsp('n1', ['http://127.0.0.1:18080']);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:18080;");
    expect(csp).toContain("script-src 'nonce-n1' 'strict-dynamic'");
  });
});
