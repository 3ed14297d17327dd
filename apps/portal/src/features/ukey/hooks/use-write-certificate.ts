import { useCallback } from 'react';
import { useApiClient } from '@scf/api';
import { ukeyEndpoints } from '@scf/api/contract';
import type { UkeyRequest } from '@scf/api/contract';
import type { RegistrationFailure } from '@scf/signing';
import { useSigner } from '@scf/signing/react';
import { keyFailure } from '../api/key-failure';
import { tailOf } from '../api/ukey-format';

export type WriteResult = { ok: true; request: UkeyRequest } | RegistrationFailure;

/** The request whose issued certificate is written: the key with its printed number, of its bank. */
export type WriteTarget = Pick<UkeyRequest, 'requestId' | 'ukeyCode' | 'bank'>;

/**
 * 证书下载 into the key (证书更新, 证书下载): the signing config finds the key with the request's printed number (a
 * soft key in this browser or the one Ukey of the local agent, spec §4 checks) and writes the certificate; only
 * then is the request reported downloaded, which completes it.
 */
export function useWriteCertificate(): (target: WriteTarget, certDerB64: string) => Promise<WriteResult> {
  const client = useApiClient();
  const { config, role } = useSigner();
  return useCallback(
    async (target, certDerB64) => {
      const key = { uKeyCodeSuffix: tailOf(target.ukeyCode), roleName: role.roleName };
      const written = await config.writeCertificate({ role: { ...key, ukeyCode: target.ukeyCode }, certDerB64, bankCode: target.bank });
      if (written.code !== 0) return keyFailure(written.error, key);
      try {
        return { ok: true, request: await client.call(ukeyEndpoints.downloaded, { body: { requestId: target.requestId } }) };
      } catch (error) {
        return keyFailure(error);
      }
    },
    [client, config, role.roleName],
  );
}
