import { describe, expect, it } from 'vitest';
import { SIGN_RESULT } from './types';

describe('signing result codes', () => {
  it('are the spec §4 codes', () => {
    expect(SIGN_RESULT).toEqual({ ok: 0, fail: -1 });
  });
});
