import { signingSwitchSchema } from '@scf/api/contract';
import type { SignaturePayload } from '@scf/api/contract';
import { issuerMatches } from './bank';
import type { BankProfile } from './bank';
import { BUSINESS_SIGNING } from './business-types';
import type { BusinessType } from './business-types';
import { createDummyDriver, DUMMY_SIGNATURE } from './drivers/dummy-driver';
import { describeSigningError } from './error-catalogue';
import type { SigningErrorDescription } from './error-catalogue';
import { SigningError, asSigningError } from './errors';
import { createRulesLoader, ruleForSerial } from './rules';
import { sameSerial } from './serial';
import { SIGNING_PATHS } from './transport';
import type { SigningTransport } from './transport';
import { SIGN_RESULT } from './types';
import type { CertInfo, SigningDriver } from './types';
import { assertDriverVersion } from './version';

export interface SignerOptions {
  driver: SigningDriver;
  transport: SigningTransport;
  bank: BankProfile;
  /** Minimum driver version {ip} (spec §4); no check when absent. */
  minDriverVersion?: string;
}

/** The current role's key binding as the session knows it (spec §3 uKeyCodeSuffix). */
export interface RoleKey {
  /** Tail number of the key bound to the current role; empty = not bound. */
  uKeyCodeSuffix: string;
  roleName?: string;
  /** Full serial of the bound certificate when the host knows it; compared exactly. */
  boundSerial?: string;
}

export interface SignBusinessRequest {
  businessType: BusinessType;
  ids: readonly string[];
  role: RoleKey;
  /** Show the original to the user before signing (WYSIWYS); resolve false to cancel. */
  confirm?: (original: string, cert: CertInfo | undefined) => Promise<boolean>;
}

export interface SignOriginalRequest {
  role: RoleKey;
  /** Fetches the server's single-use original (after the key checks passed). */
  original: () => Promise<string>;
  confirm?: SignBusinessRequest['confirm'];
}

export type SignOutcome =
  | { code: typeof SIGN_RESULT.ok; payload: SignaturePayload; cert: CertInfo | undefined; dummy: boolean }
  | { code: typeof SIGN_RESULT.fail; error: SigningError; description: SigningErrorDescription };

export interface Signer {
  /** The spec §4 flow; never throws: failures come back as code -1 with a typed error and Chinese message. */
  signBusiness(request: SignBusinessRequest): Promise<SignOutcome>;
  /**
   * The key part of the flow for an original that is not a business of `BUSINESS_SIGNING` (证书更新's renewal
   * original, a proof of possession): steps 1–4, algorithm, `original()`, confirm, sign, serial re-check. Always
   * signs with the key: the signing switch does not apply, since only the key can prove it holds the key.
   */
  signOriginal(request: SignOriginalRequest): Promise<SignOutcome>;
  /** Steps 1–4 only (driver, version, one key, issuer, binding): for diagnostics and the Ukey tip. */
  readKey(role: RoleKey): Promise<CertInfo>;
}

async function step<T>(code: SigningError['code'], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asSigningError(error, code);
  }
}

/**
 * The signing orchestrator of spec §4 / security.md §2.2: driver and version check, exactly one key of the
 * chosen bank bound to the current role, original text fetched per business type and shown, algorithm by
 * serial cross-checked with the real key type, sign, serial re-checked, payload of spec §3 built.
 */
export function createSigner(options: SignerOptions): Signer {
  const { driver, transport, bank, minDriverVersion } = options;
  const loadRules = createRulesLoader(() => transport.request('POST', SIGNING_PATHS.rules));
  const dummy = createDummyDriver();

  async function readKey(role: RoleKey): Promise<CertInfo> {
    if (!(await step('DRIVER_UNAVAILABLE', () => driver.isAvailable()))) throw new SigningError('DRIVER_UNAVAILABLE');
    if (minDriverVersion) {
      const version = await driver.getVersion().catch(() => undefined);
      assertDriverVersion(version, minDriverVersion);
    }
    const certs = await step('CERT_SELECT_FAILED', () => driver.listCertificates({ keyCodeSuffixHint: role.uKeyCodeSuffix }));
    if (certs.length === 0) throw new SigningError('INSERT_KEY');
    if (certs.length > 1) throw new SigningError('ONLY_ONE_KEY', `${certs.length} keys`);
    const cert = certs[0]!;
    if (!cert.serialNumber) throw new SigningError('SERIAL_FAILED');
    if (!cert.issuerDN) throw new SigningError('ISSUER_DN_FAILED');
    if (!issuerMatches(cert.issuerDN, bank)) throw new SigningError('ISSUER_MISMATCH', cert.issuerDN);
    if (!role.uKeyCodeSuffix) throw new SigningError('NOT_BOUND');
    if (cert.keyCode !== undefined && !cert.keyCode.endsWith(role.uKeyCodeSuffix)) throw new SigningError('INSERT_KEY', cert.keyCode);
    if (cert.keyCode === undefined && !role.boundSerial) throw new SigningError('PRINT_NUMBER_FAILED');
    if (role.boundSerial && !sameSerial(role.boundSerial, cert.serialNumber)) throw new SigningError('CERT_MISMATCH');
    return cert;
  }

  async function fetchOriginal(businessType: BusinessType, ids: readonly string[]): Promise<string> {
    const spec = BUSINESS_SIGNING[businessType];
    const body = spec.body?.(ids);
    const data = await step('ORIGINAL_FAILED', () => transport.request(spec.method, spec.path(ids, bank.raType), body));
    if (typeof data !== 'string' || data.length === 0) throw new SigningError('ORIGINAL_FAILED', 'empty original');
    return data;
  }

  async function run(request: SignBusinessRequest): Promise<Extract<SignOutcome, { code: 0 }>> {
    const spec = BUSINESS_SIGNING[request.businessType];
    const attach = spec.attach?.(request.ids) ?? {};
    const enabled = await step('REQUEST_ERROR', async () => signingSwitchSchema.parse(await transport.request('POST', SIGNING_PATHS.switch)));

    if (!enabled) {
      const original = await fetchOriginal(request.businessType, request.ids);
      if (request.confirm && !(await request.confirm(original, undefined))) throw new SigningError('USER_CANCELLED');
      await dummy.sign({ handle: 'dummy', original, alg: 'SHA1withRSA' });
      const noKey = spec.noKeyBusinessType ? { businessType: spec.noKeyBusinessType } : {};
      return { code: 0, dummy: true, cert: undefined, payload: { ...DUMMY_SIGNATURE, raType: bank.raType, original, ...attach, ...noKey } };
    }

    const signed = await signWithKey(request.role, () => fetchOriginal(request.businessType, request.ids), request.confirm);
    return { code: 0, dummy: false, cert: signed.cert, payload: { ...signed.payload, ...attach } };
  }

  /** Steps 1–7 with the real key: checks, algorithm by serial, original, confirm, sign, serial re-check. */
  async function signWithKey(role: RoleKey, original: () => Promise<string>, confirm: SignBusinessRequest['confirm']) {
    const cert = await readKey(role);
    const rule = ruleForSerial(cert.serialNumber, await loadRules());
    // Fail closed when the serial-number rule and the certificate's real key type disagree.
    if (!rule || rule.certType !== cert.certType) throw new SigningError('ALGORITHM_FAILED', `${rule?.certType} rule, ${cert.certType} key`);
    const text = await original();
    if (typeof text !== 'string' || !text) throw new SigningError('ORIGINAL_FAILED', 'empty original');
    if (confirm && !(await confirm(text, cert))) throw new SigningError('USER_CANCELLED');
    const result = await step('SIGN_FAILED', () => driver.sign({ handle: cert.handle, original: text, alg: rule.alg }));
    if (!result.signatureB64) throw new SigningError('SIGN_FAILED', 'empty signature');
    if (!result.serialNumber) throw new SigningError('SERIAL_FAILED');
    // The key that signed must be the key that was checked (a swap between steps is a mismatch).
    if (!sameSerial(result.serialNumber, cert.serialNumber)) throw new SigningError('CERT_MISMATCH', 'signed with another key');
    const issuerDn = result.issuerDN || cert.issuerDN;
    if (!issuerDn) throw new SigningError('ISSUER_DN_FAILED');
    const payload: SignaturePayload = {
      algorithmType: rule.alg,
      issuerDn,
      raType: bank.raType,
      signature: result.signatureB64,
      certSerialNo: cert.serialNumber,
      original: text,
    };
    return { cert, payload };
  }

  function failed(error: unknown, role: RoleKey): Extract<SignOutcome, { code: -1 }> {
    const signingError = asSigningError(error, 'SIGN_FAILED');
    const description = describeSigningError(signingError.code, { uKeyCodeSuffix: role.uKeyCodeSuffix, roleName: role.roleName, minVersion: minDriverVersion });
    return { code: SIGN_RESULT.fail, error: signingError, description };
  }

  return {
    readKey,
    async signBusiness(request) {
      try {
        return await run(request);
      } catch (error) {
        return failed(error, request.role);
      }
    },
    async signOriginal(request) {
      try {
        const signed = await signWithKey(request.role, () => step('ORIGINAL_FAILED', request.original), request.confirm);
        return { code: SIGN_RESULT.ok, dummy: false, ...signed };
      } catch (error) {
        return failed(error, request.role);
      }
    },
  };
}
