import { ukeyEndpoints } from '@scf/api/contract';
import type { RoleKey, SigningConfig } from '@scf/signing';
import type { SignTestResult } from './signing-diagnostics';

/**
 * 签名测试: the spec §4 key checks for the role, then sign the server's SIGN_TEST challenge (no business) with the
 * algorithm the rules give the serial, and let the server verify it with the key bound to the role. Never throws.
 */
export async function runSignTest(config: SigningConfig, role: RoleKey): Promise<SignTestResult> {
  const signed = await config.signOriginal({ role, original: ukeyEndpoints.signTestOriginal });
  if (signed.code !== 0) return { ok: false, message: `${signed.description.message}，${signed.description.actionText}` };
  try {
    const verified = await config.transport.call(ukeyEndpoints.signTestVerify, { body: signed.payload });
    return verified
      ? { ok: true, message: `服务端验签通过（${signed.payload.algorithmType}，序列号 ${signed.payload.certSerialNo}）` }
      : { ok: false, message: '服务端验签未通过' };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
