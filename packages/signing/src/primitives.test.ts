import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNATURE_RULES } from '@scf/api/contract';
import { createRulesLoader, ruleForSerial } from './rules';
import { normalizeSerial, sameSerial } from './serial';
import { assertDriverVersion, compareVersions } from './version';

describe('serial numbers', () => {
  it('normalise CFCA, Node and peculiar spellings alike', () => {
    expect(normalizeSerial('00:1A:2B')).toBe('1a2b');
    expect(normalizeSerial('001A2B')).toBe('1a2b');
    expect(normalizeSerial('00')).toBe('0');
    expect(sameSerial('1A 2B', '01a2b')).toBe(true);
    fc.assert(fc.property(fc.stringMatching(/^[0-9a-f]{1,40}$/), (s) => normalizeSerial(normalizeSerial(s)) === normalizeSerial(s)));
  });
});

describe('driver versions', () => {
  it('compare numerically and antisymmetrically', () => {
    expect(compareVersions('1.10.0', '1.9.3')).toBe(1);
    expect(compareVersions('3.0', '3.0.0')).toBe(0);
    const v = fc.array(fc.nat(99), { minLength: 1, maxLength: 4 }).map((a) => a.join('.'));
    fc.assert(fc.property(v, v, (a, b) => compareVersions(a, b) === -compareVersions(b, a)));
  });
  it('raise driver code 1 for no version and 2 for an older one', () => {
    expect(() => assertDriverVersion(undefined, '3.0.0')).toThrow(expect.objectContaining({ code: 'NO_VERSION' }));
    expect(() => assertDriverVersion('', '3.0.0')).toThrow(expect.objectContaining({ code: 'NO_VERSION' }));
    expect(() => assertDriverVersion('2.9', '3.0.0')).toThrow(expect.objectContaining({ code: 'DRIVER_OUTDATED' }));
    expect(() => assertDriverVersion('3.0.1', '3.0.0')).not.toThrow();
  });
});

describe('signature rules', () => {
  it('pick SM2 vs RSA by serial with the default table', () => {
    expect(ruleForSerial('2F01', DEFAULT_SIGNATURE_RULES)?.certType).toBe('SM2');
    expect(ruleForSerial('1F01', DEFAULT_SIGNATURE_RULES)?.alg).toBe('SHA1withRSA');
  });
  it('are fetched once, and a failure is cached as the default table', async () => {
    let calls = 0;
    const load = createRulesLoader(async () => {
      calls++;
      throw new Error('down');
    });
    expect(await load()).toBe(DEFAULT_SIGNATURE_RULES);
    expect(await load()).toBe(DEFAULT_SIGNATURE_RULES);
    expect(calls).toBe(1);
  });
});
