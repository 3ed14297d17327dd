import { formatDate } from '../date-time-text/format-date-time';
import { driverLabel } from '../signing-kit/signing-defaults';
import { compareVersions, describeSigningError, issuerMatches, sameSerial } from '@scf/signing';
import type { CertInfo, RoleKey, SigningConfig } from '@scf/signing';

export type CheckStatus = 'ok' | 'warn' | 'fail' | 'skip';
export type CheckId = 'driver' | 'version' | 'key' | 'certificate' | 'binding';

export interface DiagnosticCheck {
  id: CheckId;
  label: string;
  status: CheckStatus;
  detail: string;
}

export interface DiagnosticsInput {
  /** The host's signing config: its driver choice, minimum driver version and banks. */
  config: SigningConfig;
  /** The current role's key (spec §3 uKeyCodeSuffix), role name, and printed number when known. */
  role: RoleKey;
  /** Serials the server has bound to the user's current role, when known. */
  boundSerials?: readonly string[];
  now?: Date;
}

export interface DiagnosticsReport {
  at: string;
  driverId: string;
  checks: DiagnosticCheck[];
  /** The one inserted key, when there is exactly one. */
  cert: CertInfo | undefined;
}

const LABEL: Record<CheckId, string> = {
  driver: 'Ukey驱动',
  version: '驱动版本',
  key: 'Ukey插入',
  certificate: '证书有效期',
  binding: '绑定证书',
};
/** A certificate this close to its end is flagged, so the user renews before signing stops. */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

const check = (id: CheckId, status: CheckStatus, detail: string): DiagnosticCheck => ({ id, label: LABEL[id], status, detail });
const skipped = (ids: CheckId[]) => ids.map((id) => check(id, 'skip', '未检测'));

function versionCheck(version: string | undefined, minVersion: string | undefined): DiagnosticCheck {
  if (!version || !/\d/.test(version)) return check('version', 'fail', `${describeSigningError('NO_VERSION').message}（错误码 1）`);
  if (!minVersion) return check('version', 'ok', version);
  if (compareVersions(version, minVersion) < 0) return check('version', 'fail', `${version}，低于最低要求 ${minVersion}（错误码 2），请升级Ukey驱动`);
  return check('version', 'ok', `${version}（最低要求 ${minVersion}）`);
}

function expiryCheck(cert: CertInfo, now: Date): DiagnosticCheck {
  const end = cert.notAfter ? new Date(cert.notAfter) : undefined;
  if (!end || Number.isNaN(end.getTime())) return check('certificate', 'warn', '无法读取证书有效期');
  const days = Math.floor((end.getTime() - now.getTime()) / DAY_MS);
  const date = formatDate(end);
  if (days < 0) return check('certificate', 'fail', `证书已于 ${date} 过期，请更新证书`);
  if (days <= EXPIRY_WARNING_DAYS) return check('certificate', 'warn', `有效期至 ${date}，${days} 天后到期，请及时更新证书`);
  return check('certificate', 'ok', `有效期至 ${date}，剩余 ${days} 天`);
}

function bindingCheck(cert: CertInfo, input: DiagnosticsInput): DiagnosticCheck {
  const { uKeyCodeSuffix, roleName } = input.role;
  if (!uKeyCodeSuffix) return check('binding', 'fail', describeSigningError('NOT_BOUND', { roleName }).message);
  if (cert.keyCode !== undefined && !cert.keyCode.endsWith(uKeyCodeSuffix)) {
    return check('binding', 'fail', `插入的Ukey印刷号为 ${cert.keyCode}，不是当前角色绑定的Ukey（尾号${uKeyCodeSuffix}），请更换后重试`);
  }
  if (input.boundSerials && !input.boundSerials.some((s) => sameSerial(s, cert.serialNumber))) {
    return check('binding', 'fail', `${describeSigningError('CERT_MISMATCH').message}，请联系主管重新绑定`);
  }
  return check('binding', 'ok', `与当前角色绑定的尾号 ${uKeyCodeSuffix} 一致`);
}

/**
 * The signing diagnostics a user can copy for support: driver present, version against the minimum, exactly
 * one key inserted (of a known bank), certificate validity and days to expiry, and the bound-serial match.
 * Read-only: nothing is signed here.
 */
export async function runDiagnostics(input: DiagnosticsInput): Promise<DiagnosticsReport> {
  const { config } = input;
  const now = input.now ?? new Date();
  // The same driver a signature of this role would use: the soft key carrying its number, else the middleware.
  const driver = await config.driverFor(input.role).catch(() => undefined);
  const base = { at: now.toISOString(), driverId: driver?.id ?? '' };
  const available = driver ? await driver.isAvailable().catch(() => false) : false;
  if (!driver || !available) {
    const d = describeSigningError('DRIVER_UNAVAILABLE');
    return {
      ...base,
      cert: undefined,
      checks: [check('driver', 'fail', `${d.message}：${d.actionText}`), ...skipped(['version', 'key', 'certificate', 'binding'])],
    };
  }
  const checks = [check('driver', 'ok', `已检测到（${driverLabel(driver.id)}）`)];
  checks.push(versionCheck(await driver.getVersion().catch(() => undefined), config.minVersionFor(driver)));
  let certs: CertInfo[];
  try {
    certs = await driver.listCertificates({ keyCodeSuffixHint: input.role.uKeyCodeSuffix });
  } catch (error) {
    checks.push(check('key', 'fail', `读取Ukey失败：${error instanceof Error ? error.message : String(error)}`), ...skipped(['certificate', 'binding']));
    return { ...base, cert: undefined, checks };
  }
  if (certs.length !== 1) {
    const detail =
      certs.length === 0
        ? describeSigningError('INSERT_KEY', input.role).message
        : `检测到 ${certs.length} 个Ukey，${describeSigningError('ONLY_ONE_KEY').message}`;
    checks.push(check('key', 'fail', detail), ...skipped(['certificate', 'binding']));
    return { ...base, cert: undefined, checks };
  }
  const cert = certs[0]!;
  const known = config.banks.some((b) => issuerMatches(cert.issuerDN, b));
  const who = `${cert.subjectCN ?? cert.subjectDN}，印刷号 ${cert.keyCode ?? '未知'}，${cert.certType}，序列号 ${cert.serialNumber}`;
  checks.push(
    known ? check('key', 'ok', `已插入：${who}`) : check('key', 'fail', `${describeSigningError('ISSUER_UNKNOWN').message}（错误码 1）：${cert.issuerDN}`),
  );
  checks.push(expiryCheck(cert, now), bindingCheck(cert, input));
  return { ...base, cert, checks };
}
