import type { ApiClient } from '@scf/api';
import type { UkeyBinding } from '@scf/api/contract';
import { DEFAULT_BANKS, DEFAULT_MIN_DRIVER_VERSION, clientTransport } from '@scf/finance-widgets';
import { registerAndSubmit } from '@scf/signing';
import type { CertInfo, SigningDriver, SubmitOutcome } from '@scf/signing';

export interface ChangeKeyOptions {
  client: ApiClient;
  /** The local Ukey agent, where the new key is inserted. */
  driver: SigningDriver;
  /** The binding being replaced: its bank's issuer is required of the new key (spec §5). */
  old: UkeyBinding;
  /** Show old vs new key before the new key signs; false cancels. */
  confirm: (cert: CertInfo) => Promise<boolean>;
}

/**
 * 更换Ukey: read the one inserted new key (spec §5: only one key, issuer of the bank), let the director confirm
 * it against the old one, sign the registration original with it and have the server replace the binding.
 */
export function changeKey({ client, driver, old, confirm }: ChangeKeyOptions): Promise<SubmitOutcome<UkeyBinding>> {
  return registerAndSubmit({
    driver,
    transport: clientTransport(client),
    banks: DEFAULT_BANKS,
    bankCode: old.ukeyBank,
    minDriverVersion: DEFAULT_MIN_DRIVER_VERSION,
    confirm,
    submit: (registration, certDerB64) => client.ukey.change({ oldUkeyNo: old.ukeyNo, registration, certDerB64 }),
  });
}
