import type { ApiClient } from '@scf/api';
import type { UkeyBinding } from '@scf/api/contract';
import { DEFAULT_BANKS, DEFAULT_MIN_DRIVER_VERSION, clientTransport } from '@scf/finance-widgets';
import { DRIVER_CODES, REGISTRATION_CODES, describeSigningError, registerKey } from '@scf/signing';
import type { SignErrorCode, SigningDriver } from '@scf/signing';

export type BindOutcome =
  | { ok: true; binding: UkeyBinding }
  | { ok: false; code: SignErrorCode; codeLabel: string | undefined; message: string; actionText: string };

const numberIn = (table: Record<number, SignErrorCode>, code: SignErrorCode) => Object.entries(table).find(([, c]) => c === code)?.[0];

/** 注册错误码 1–12 or 驱动错误码 1–2 of spec §8 (the two tables share numbers, so the label says which). */
export function codeLabelOf(code: SignErrorCode): string | undefined {
  const registration = numberIn(REGISTRATION_CODES, code);
  if (registration) return `注册错误码 ${registration}`;
  const driver = numberIn(DRIVER_CODES, code);
  return driver ? `驱动错误码 ${driver}` : undefined;
}

export interface BindKeyOptions {
  client: ApiClient;
  driver: SigningDriver;
  /** Whose role the key is for (spec §6: directors bind keys in user role settings). */
  userName: string;
  roleCode: string;
  bankCode?: string;
  /** The soft driver is not Ukey middleware: no minimum version applies to it. */
  minDriverVersion?: string | null;
}

function failure(code: SignErrorCode, detail?: string): BindOutcome {
  const d = describeSigningError(code);
  return { ok: false, code, codeLabel: codeLabelOf(code), message: detail ? `${d.message}：${detail}` : d.message, actionText: d.actionText };
}

/**
 * Bind the one inserted key (spec §3 certificate registration info): read it, sign the registration original,
 * and send both with the certificate to the server, which verifies the signature before binding. Failures come
 * back with the registration code 1–12 / driver code of spec §8.
 */
export async function bindKey(options: BindKeyOptions): Promise<BindOutcome> {
  const { client, driver, userName, roleCode, bankCode = 'CCB' } = options;
  const minDriverVersion = options.minDriverVersion === null ? undefined : (options.minDriverVersion ?? DEFAULT_MIN_DRIVER_VERSION);
  const outcome = await registerKey({ driver, transport: clientTransport(client), banks: DEFAULT_BANKS, bankCode, minDriverVersion });
  if (outcome.code !== 0) {
    const { message, actionText } = describeSigningError(outcome.error.code, { minVersion: minDriverVersion });
    return { ok: false, code: outcome.error.code, codeLabel: codeLabelOf(outcome.error.code), message, actionText };
  }
  if (!outcome.cert.certDerB64) return failure('CERT_SELECT_FAILED', '无法读取证书内容');
  try {
    const binding = await client.ukey.bind({ registration: outcome.registration, certDerB64: outcome.cert.certDerB64, userName, roleCode });
    return { ok: true, binding };
  } catch (error) {
    // The server refused (not a director, key bound elsewhere, bad signature...): registration code 11 with its message.
    return failure('REQUEST_ERROR', error instanceof Error ? error.message : undefined);
  }
}
