import { useMemo } from 'react';
import { SIGNING_ORIGINALS } from '@scf/api/contract';
import type { SigningConfig } from '../config/create-signing-config';
import type { OriginalSource } from '../flows/original-text';
import type { RoleKey } from '../flows/role-key';
import type { BusinessType } from '../flows/sign-business';
import type { SignOutcome } from '../flows/sign-outcome';
import { attemptOf } from './flow-store';
import { startSignFlow } from './sign-flow';
import type { FlowOptions } from './sign-flow';
import { useSigningContext } from './signing-context';

export interface Signer {
  readonly config: SigningConfig;
  /** The session's current-role key the provider was given. */
  readonly role: RoleKey;
  /**
   * Sign a business with the current role's key (spec §4), through the one confirm gate. Resolves once per flow:
   * code 0 with the spec §3 payload, or -1 (cancelled, or a failure the user closed). A second call while it runs
   * joins it.
   */
  business(businessType: BusinessType, ids: readonly string[], options?: FlowOptions): Promise<SignOutcome>;
  /** Sign an original that is not a business (证书更新's renewal), `label` naming it in the dialog. */
  original(label: string, original: OriginalSource, options?: FlowOptions): Promise<SignOutcome>;
}

/** Signing for a screen: `const sign = useSigner(); const outcome = await sign.business('REPAYMENT', [id]);` */
export function useSigner(): Signer {
  const ctx = useSigningContext();
  return useMemo(() => {
    const { config } = ctx;
    return {
      config,
      role: ctx.role,
      business: (businessType, ids, options = {}) =>
        startSignFlow(ctx, `business:${businessType}:${ids.join(',')}`, SIGNING_ORIGINALS[businessType].label, options, async (role, gate) =>
          attemptOf(await config.signBusiness({ businessType, ids, role, bankCode: options.bankCode, confirm: gate.confirmOriginal })),
        ),
      original: (label, original, options = {}) =>
        startSignFlow(ctx, `original:${label}`, label, options, async (role, gate) =>
          attemptOf(await config.signOriginal({ role, original, bankCode: options.bankCode, confirm: gate.confirmOriginal })),
        ),
    };
  }, [ctx]);
}
