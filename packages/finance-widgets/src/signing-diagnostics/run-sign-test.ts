import type { SignaturePayload } from '@scf/api/contract';
import { createRulesLoader, createSigner, describeSigningError, isSigningError, ruleForSerial, SIGNING_PATHS } from '@scf/signing';
import type { RoleKey, SigningDriver } from '@scf/signing';
import { clientTransport } from '../signing-kit/client-transport';
import type { CallingClient } from '../signing-kit/client-transport';
import { DEFAULT_BANKS } from '../signing-kit/signing-defaults';
import type { SignTestResult } from './signing-diagnostics';

/** What 签名测试 needs of the API client: @scf/api's `call` and `ukey.signTestOriginal/signTestVerify`. */
export interface SignTestClient extends CallingClient {
  ukey: {
    /** A single-use SIGN_TEST challenge for no business (bound to the user and current role). */
    signTestOriginal(): Promise<string>;
    /** The server checks it like a business submission against the key bound to the current role. */
    signTestVerify(payload: SignaturePayload): Promise<boolean>;
  };
}

/**
 * 签名测试: the spec §4 key checks for the current role, then sign the server's SIGN_TEST challenge with the
 * algorithm the rules give for the serial, and let the server verify it. Never throws.
 */
export async function runSignTest(client: SignTestClient, driver: SigningDriver, role: RoleKey, minDriverVersion?: string): Promise<SignTestResult> {
  const bank = DEFAULT_BANKS[0]!;
  const transport = clientTransport(client);
  const signer = createSigner({ driver, transport, bank, minDriverVersion });
  try {
    const cert = await signer.readKey(role);
    const rule = ruleForSerial(cert.serialNumber, await createRulesLoader(() => transport.request('POST', SIGNING_PATHS.rules))());
    if (!rule || rule.certType !== cert.certType) return { ok: false, message: describeSigningError('ALGORITHM_FAILED').message };
    const original = await client.ukey.signTestOriginal();
    const signed = await driver.sign({ handle: cert.handle, original, alg: rule.alg });
    const verified = await client.ukey.signTestVerify({
      algorithmType: rule.alg,
      issuerDn: signed.issuerDN || cert.issuerDN,
      raType: bank.raType,
      signature: signed.signatureB64,
      certSerialNo: cert.serialNumber,
      original,
    });
    return verified ? { ok: true, message: `服务端验签通过（${rule.alg}，序列号 ${cert.serialNumber}）` } : { ok: false, message: '服务端验签未通过' };
  } catch (error) {
    if (isSigningError(error)) {
      const d = describeSigningError(error.code, { uKeyCodeSuffix: role.uKeyCodeSuffix, roleName: role.roleName, minVersion: minDriverVersion });
      return { ok: false, message: `${d.message}，${d.actionText}` };
    }
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
