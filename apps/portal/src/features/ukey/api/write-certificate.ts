import type { ApiClient } from '@scf/api';
import type { UkeyRequest } from '@scf/api/contract';
import { DEFAULT_MIN_DRIVER_VERSION, clientTransport } from '@scf/finance-widgets';
import { SigningError, createSigner } from '@scf/signing';
import type { RegistrationFailure } from '@scf/signing';
import { driverForKey } from './drivers';
import { bankOf } from './key-banks';
import { keyFailure } from './key-failure';
import { tailOf } from './ukey-format';

export type WriteOutcome = { ok: true; request: UkeyRequest } | RegistrationFailure;

export interface WriteCertificateOptions {
  client: ApiClient;
  /** The TO_DOWNLOAD request whose certificate is written. */
  request: Pick<UkeyRequest, 'requestId' | 'ukeyCode' | 'bank'>;
  certDerB64: string;
  roleName?: string;
}

/**
 * 证书下载 into the key: find the key with the request's printed number (the soft key in this browser or the
 * one Ukey in the local agent, spec §4 checks), write the certificate with the driver's `importCertificate`,
 * then tell the server it was downloaded, which completes the request.
 */
export async function writeCertificate({ client, request, certDerB64, roleName }: WriteCertificateOptions): Promise<WriteOutcome> {
  const role = { uKeyCodeSuffix: tailOf(request.ukeyCode), roleName };
  try {
    const key = await driverForKey(request.ukeyCode);
    const { importCertificate } = key.driver;
    if (!importCertificate) throw new SigningError('DRIVER_ERROR', 'the driver cannot write certificates');
    const signer = createSigner({ driver: key.driver, transport: clientTransport(client), bank: bankOf(request.bank), minDriverVersion: key.soft ? undefined : DEFAULT_MIN_DRIVER_VERSION });
    const cert = await signer.readKey(role);
    if (cert.keyCode !== request.ukeyCode) throw new SigningError('INSERT_KEY', cert.keyCode);
    await importCertificate.call(key.driver, cert.handle, certDerB64);
  } catch (error) {
    return keyFailure(error, role);
  }
  try {
    return { ok: true, request: await client.ukey.downloaded({ requestId: request.requestId }) };
  } catch (error) {
    return keyFailure(error);
  }
}
