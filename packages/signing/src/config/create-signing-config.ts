import { signingEndpoints } from '@scf/api/contract';
import type { EndpointCaller, SignatureRule } from '@scf/api/contract';
import type { BankProfile } from '../bank';
import { SigningConfigError, SigningError } from '../errors';
import type { FlowContext } from '../flows/flow-context';
import { readKey } from '../flows/key-checks';
import type { KeyReading } from '../flows/key-checks';
import { registerAndSubmit } from '../flows/register-and-submit';
import type { RegisterAndSubmitRequest, SubmitOutcome } from '../flows/register-and-submit';
import { registerKey } from '../flows/register-key';
import type { RegisterKeyRequest, RegisterOutcome } from '../flows/register-key';
import type { RoleKey } from '../flows/role-key';
import { signBusiness } from '../flows/sign-business';
import type { SignBusinessRequest } from '../flows/sign-business';
import { signOriginal } from '../flows/sign-original';
import type { SignOriginalRequest } from '../flows/sign-original';
import type { SignOutcome } from '../flows/sign-outcome';
import { writeCertificate } from '../flows/write-certificate';
import type { WriteCertificateRequest, WriteOutcome } from '../flows/write-certificate';
import { createRulesLoader } from '../rules';
import type { SigningDriver } from '../types';
import { chooseDriver } from './driver-source';
import type { DriverEntry, KeyHint } from './driver-source';

export interface SigningConfigOptions {
  /** The host's API client as it is (`@scf/api`'s `ApiClient`, or anything with `call(endpoint, input)`). */
  transport: EndpointCaller;
  /**
   * Where keys are, in order: the first entry that holds the key signs. A driver holds whatever key is inserted
   * (the local agent, the mock); a source only some (`softKeySource`: the soft key carrying the printed number).
   */
  drivers: readonly DriverEntry[];
  /** Every bank whose keys the platform accepts (issuer patterns are configuration); the first is the default. */
  banks: readonly BankProfile[];
  /** Minimum Ukey middleware version {ip} (spec §4, §9); software keys are exempt. No check when absent. */
  minDriverVersion?: string;
}

/** Signing wired once for a host: every flow a screen needs, over one transport, one driver choice, one rule table. */
export interface SigningConfig extends FlowContext {
  /** The spec §4 flow for a business type with the role's key (dummy values when the signing switch is off). */
  signBusiness(request: SignBusinessRequest): Promise<SignOutcome>;
  /** The key part of the flow for an original that is not a business (证书更新, 签名测试). */
  signOriginal(request: SignOriginalRequest): Promise<SignOutcome>;
  /** Read the one inserted key and sign the registration original (spec §3 certificate registration info). */
  registerKey(request?: RegisterKeyRequest): Promise<RegisterOutcome>;
  /** `registerKey`, then hand the registration to the platform (bind, change). */
  registerAndSubmit<T>(request: RegisterAndSubmitRequest<T>): Promise<SubmitOutcome<T>>;
  /** 证书下载: write an issued certificate into the key with that printed number. */
  writeCertificate(request: WriteCertificateRequest): Promise<WriteOutcome>;
  /** Steps 1–4 only (driver, version, one key, issuer, binding), for diagnostics; throws SigningError. */
  readKey(role: RoleKey, options?: { bankCode?: string }): Promise<KeyReading>;
}

/**
 * Signing wired once (design.md §4, in the wagmi manner): a framework-free configuration that owns the rules
 * loader and the driver choice, and runs every signing flow with the spec §4 checks and §8 codes. The React layer
 * (`@scf/signing/react`) takes it through `SigningProvider`.
 */
export function createSigningConfig(options: SigningConfigOptions): SigningConfig {
  const { transport, drivers, banks, minDriverVersion } = options;
  if (banks.length === 0) throw new SigningConfigError('createSigningConfig: at least one bank is required');
  if (drivers.length === 0) throw new SigningConfigError('createSigningConfig: at least one driver is required');
  const rules: () => Promise<readonly SignatureRule[]> = createRulesLoader(() => transport.call(signingEndpoints.rules));

  const ctx: FlowContext = {
    transport,
    banks,
    minDriverVersion,
    rules,
    bank(code) {
      const bank = code === undefined ? banks[0] : banks.find((b) => b.code === code);
      if (!bank) throw new SigningError('REQUEST_ERROR', `unknown bank ${code}`);
      return bank;
    },
    async driverFor(key: KeyHint) {
      const driver = await chooseDriver(drivers, key);
      if (!driver) throw new SigningError('DRIVER_UNAVAILABLE', 'no driver holds the key');
      return driver;
    },
    minVersionFor: (driver: SigningDriver) => (driver.software ? undefined : minDriverVersion),
  };

  return {
    ...ctx,
    signBusiness: (request) => signBusiness(ctx, request),
    signOriginal: (request) => signOriginal(ctx, request),
    registerKey: (request) => registerKey(ctx, request),
    registerAndSubmit: (request) => registerAndSubmit(ctx, request),
    writeCertificate: (request) => writeCertificate(ctx, request),
    readKey: (role, opts = {}) => readKey(ctx, role, ctx.bank(opts.bankCode)),
  };
}
