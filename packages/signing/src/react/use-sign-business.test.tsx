import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignOutcome, Signer } from '../signer';
import { useSignBusiness } from './use-sign-business';
import { useSigningDriverName } from './use-signing-driver-name';
import { createMockDriver } from '../drivers/mock-driver';

describe('useSignBusiness', () => {
  it('runs one flow at a time and exposes its outcome', async () => {
    let calls = 0;
    let release: (o: SignOutcome) => void = () => {};
    const signer: Signer = {
      readKey: async () => {
        throw new Error('unused');
      },
      signOriginal: async () => {
        throw new Error('unused');
      },
      signBusiness: () => {
        calls++;
        return new Promise((resolve) => (release = resolve));
      },
    };
    const { result } = renderHook(() => useSignBusiness(signer));
    const request = { businessType: 'CREDIT_ASSEMBLE' as const, ids: ['c1'], role: { uKeyCodeSuffix: '1' } };
    let a!: Promise<SignOutcome>;
    let b!: Promise<SignOutcome>;
    act(() => {
      a = result.current.sign(request);
      b = result.current.sign(request);
    });
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(result.current.status).toBe('signing');
    const failed = { code: -1 } as SignOutcome;
    await act(async () => {
      release(failed);
      await a;
    });
    expect(result.current.status).toBe('failed');
    expect(result.current.outcome).toBe(failed);
  });

  it('names the driver', () => {
    const { result } = renderHook(() => useSigningDriverName(createMockDriver()));
    expect(result.current).toBe('mock');
  });
});
