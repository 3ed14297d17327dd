import { SIGN_RESULT } from '../types';
import { failedOutcome } from './failed-outcome';
import type { FlowContext } from './flow-context';
import { fetchOriginal } from './original-text';
import type { OriginalSource } from './original-text';
import { messageContext } from './role-key';
import type { RoleKey } from './role-key';
import type { SignOutcome } from './sign-outcome';
import { signWithKey } from './sign-with-key';
import type { ConfirmOriginal } from './sign-with-key';

export interface SignOriginalRequest {
  role: RoleKey;
  /** The server's single-use original, fetched after the key checks passed (e.g. `ukeyEndpoints.renewOriginal`). */
  original: OriginalSource;
  bankCode?: string;
  confirm?: ConfirmOriginal;
}

/**
 * Sign an original that is not a business (证书更新's renewal original, 签名测试, a proof of possession): the key
 * part of the flow only. The signing switch does not apply: only the key can prove it holds the key.
 */
export async function signOriginal(ctx: FlowContext, request: SignOriginalRequest): Promise<SignOutcome> {
  try {
    const bank = ctx.bank(request.bankCode);
    const signed = await signWithKey(ctx, {
      role: request.role,
      bank,
      original: () => fetchOriginal(ctx.transport, request.original),
      confirm: request.confirm,
    });
    return { code: SIGN_RESULT.ok, dummy: false, ...signed };
  } catch (error) {
    return failedOutcome(error, 'SIGN_FAILED', messageContext(request.role, ctx.minDriverVersion));
  }
}
