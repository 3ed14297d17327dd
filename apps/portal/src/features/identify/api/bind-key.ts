import type { ApiClient } from '@scf/api';
import type { UkeyBinding } from '@scf/api/contract';
import { DEFAULT_BANKS, DEFAULT_MIN_DRIVER_VERSION, clientTransport } from '@scf/finance-widgets';
import { registerAndSubmit } from '@scf/signing';
import type { RegistrationFailure, SigningDriver } from '@scf/signing';

export type BindOutcome = { ok: true; binding: UkeyBinding } | RegistrationFailure;

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

/**
 * Bind the one inserted key (spec §3 certificate registration info): read it, sign the registration original,
 * and send both with the certificate to the server, which verifies the signature before binding. Failures come
 * back with the registration code 1–12 / driver code of spec §8.
 */
export async function bindKey(options: BindKeyOptions): Promise<BindOutcome> {
  const { client, driver, userName, roleCode, bankCode = 'CCB' } = options;
  const minDriverVersion = options.minDriverVersion === null ? undefined : (options.minDriverVersion ?? DEFAULT_MIN_DRIVER_VERSION);
  const outcome = await registerAndSubmit({
    driver,
    transport: clientTransport(client),
    banks: DEFAULT_BANKS,
    bankCode,
    minDriverVersion,
    submit: (registration, certDerB64) => client.ukey.bind({ registration, certDerB64, userName, roleCode }),
  });
  return outcome.ok ? { ok: true, binding: outcome.value } : outcome;
}
