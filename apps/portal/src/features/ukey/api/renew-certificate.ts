import type { ApiClient } from '@scf/api';
import type { UkeyBinding, UkeyRenewResponse } from '@scf/api/contract';
import { DEFAULT_MIN_DRIVER_VERSION, clientTransport } from '@scf/finance-widgets';
import { createSigner } from '@scf/signing';
import type { RegistrationFailure } from '@scf/signing';
import { bankOf } from './key-banks';
import type { KeyDriver } from './drivers';
import { keyFailure } from './key-failure';
import { tailOf } from './ukey-format';

export type RenewOutcome = { ok: true; renewal: UkeyRenewResponse } | RegistrationFailure;

export interface RenewOptions {
  client: ApiClient;
  key: KeyDriver;
  /** The binding of the current role whose certificate is renewed. */
  binding: UkeyBinding;
  roleName: string;
  /** WYSIWYS: the renewal original before the key signs it. */
  confirm: (original: string) => Promise<boolean>;
}

/**
 * 证书更新: the key bound to the current role signs the server's renewal original through the SDK orchestrator
 * (key checks, algorithm by serial, serial re-check) as proof of possession; the platform's CA then issues a
 * new certificate for the same public key.
 */
export async function renewCertificate({ client, key, binding, roleName, confirm }: RenewOptions): Promise<RenewOutcome> {
  const signer = createSigner({
    driver: key.driver,
    transport: clientTransport(client),
    bank: bankOf(binding.ukeyBank),
    minDriverVersion: key.soft ? undefined : DEFAULT_MIN_DRIVER_VERSION,
  });
  const role = { uKeyCodeSuffix: tailOf(binding.ukeyCode), roleName, boundSerial: binding.ukeyNo };
  const signed = await signer.signOriginal({ role, original: () => client.ukey.renewOriginal(), confirm: (original) => confirm(original) });
  if (signed.code !== 0) return keyFailure(signed.error, role);
  try {
    return { ok: true, renewal: await client.ukey.renew({ payload: signed.payload }) };
  } catch (error) {
    return keyFailure(error);
  }
}
