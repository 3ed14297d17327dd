import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRequest, queryPairs, requestSign, sortedQuery } from './sign';

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

describe('request signature (design.md §3)', () => {
  // Golden vectors: the canonical string is written out by hand; the hash is node:crypto's md5 of it.
  const vectors: Array<{ name: string; path: string; search: string; body: string; canonical: string }> = [
    { name: 'GET without query', path: '/v1/credits/issue/issuers', search: '', body: '', canonical: '/v1/credits/issue/issuers' },
    { name: 'sorted query', path: '/v1/files', search: '?fileName=a.pdf&b=2&a=1', body: '', canonical: '/v1/filesa=1&b=2&fileName=a.pdf' },
    { name: 'repeated keys keep their order', path: '/x', search: '?k=2&a=0&k=1', body: '', canonical: '/xa=0&k=2&k=1' },
    { name: 'UTF-16 order puts upper case first', path: '/x', search: '?b=1&B=2&_=3', body: '', canonical: '/xB=2&_=3&b=1' },
    { name: '+ in a query means space and is re-encoded as %20', path: '/x', search: '?q=a+b&r=a%2Bb', body: '', canonical: '/xq=a%20b&r=a%2Bb' },
    {
      name: 'unicode body is hashed as UTF-8',
      path: '/user/v1/opinion/feedback',
      search: '',
      body: '{"opinionContent":"意见反馈"}',
      canonical: '/user/v1/opinion/feedback{"opinionContent":"意见反馈"}',
    },
    {
      name: 'query and body together',
      path: '/v1/xugong/credit/datum/sync/verdict',
      search: '?fkCredit=CR1',
      body: '{}',
      canonical: '/v1/xugong/credit/datum/sync/verdictfkCredit=CR1{}',
    },
  ];

  for (const v of vectors) {
    it(v.name, () => {
      const pairs = queryPairs(v.search);
      expect(canonicalRequest(v.path, pairs, v.body)).toBe(v.canonical);
      expect(requestSign(v.path, pairs, v.body)).toBe(md5(v.canonical));
    });
  }

  it('pins one value literally so a change of hash function cannot go unnoticed', () => {
    expect(requestSign('/uaa/v1/userInfo', [], '{}')).toBe('6e69881995746268eb927a1cf355a907');
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(requestSign('', [], '')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('flipping one body character changes the sign', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), fc.nat(), (body, i) => {
        const at = i % body.length;
        const flipped = body.slice(0, at) + String.fromCharCode(body.charCodeAt(at) ^ 1) + body.slice(at + 1);
        return requestSign('/p', [], body) !== requestSign('/p', [], flipped);
      }),
    );
  });

  it('matches an independent md5 of the canonical form for random requests', () => {
    fc.assert(
      fc.property(
        fc.webPath(),
        fc.array(fc.tuple(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' })), { maxLength: 6 }),
        fc.string({ unit: 'grapheme' }),
        (path, pairs, body) => {
          const expected = md5(path + sortedQuery(pairs) + body);
          return requestSign(path, pairs, body) === expected;
        },
      ),
      { numRuns: 300 },
    );
  });
});
