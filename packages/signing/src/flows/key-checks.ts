import type { SignatureRule } from '@scf/api/contract';
import { issuerMatches } from '../bank';
import type { BankProfile } from '../bank';
import { SigningError, guard } from '../errors';
import { ruleForSerial } from '../rules';
import { sameSerial } from '../serial';
import type { CertInfo, SigningDriver } from '../types';
import { assertDriverVersion } from '../version';
import type { FlowContext } from './flow-context';
import type { RoleKey } from './role-key';

/** The one key a flow found, and the driver that holds it. */
export interface KeyReading {
  cert: CertInfo;
  driver: SigningDriver;
}

/** Step 1 (spec §4): the driver is there and its version is at least the minimum (driver codes 1 and 2). */
export async function checkDriver(driver: SigningDriver, minVersion: string | undefined): Promise<void> {
  if (!(await guard('DRIVER_UNAVAILABLE', () => driver.isAvailable()))) throw new SigningError('DRIVER_UNAVAILABLE');
  if (minVersion) assertDriverVersion(await driver.getVersion().catch(() => undefined), minVersion);
}

/**
 * Steps 1–4 of spec §4 / security.md §2.2: driver and version, exactly one key, the chosen bank's issuer, bound to
 * the current role (tail number, and the bound serial when the host knows it).
 */
export async function readKey(ctx: FlowContext, role: RoleKey, bank: BankProfile): Promise<KeyReading> {
  const driver = await ctx.driverFor(role);
  await checkDriver(driver, ctx.minVersionFor(driver));
  const certs = await guard('CERT_SELECT_FAILED', () => driver.listCertificates({ keyCodeSuffixHint: role.uKeyCodeSuffix }));
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
  return { cert, driver };
}

/**
 * The algorithm the rules give the serial ("SM2 vs RSA chosen by serial number", spec §4), failing closed
 * (registration code 6) when the rule and the certificate's real key type disagree.
 */
export async function algorithmFor(ctx: FlowContext, cert: CertInfo): Promise<SignatureRule> {
  const rule = ruleForSerial(cert.serialNumber, await ctx.rules());
  if (!rule || rule.certType !== cert.certType) throw new SigningError('ALGORITHM_FAILED', `${rule?.certType} rule, ${cert.certType} key`);
  return rule;
}
