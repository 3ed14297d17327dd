import { useCallback } from 'react';
import { SIGNING_ORIGINALS } from '@scf/api/contract';
import type { AnyEndpoint, CallArgs, CallOptions, EndpointInput, EndpointResult, SignaturePayload } from '@scf/api/contract';
import { requestFailed } from '../flows/failed-outcome';
import type { FailedOutcome } from '../flows/failed-outcome';
import { messageContext } from '../flows/role-key';
import type { BusinessType } from '../flows/sign-business';
import { SIGN_RESULT } from '../types';
import { attemptOf } from './flow-store';
import { startSignFlow } from './sign-flow';
import type { FlowOptions } from './sign-flow';
import { useSigningContext } from './signing-context';

export type SignedCallOutcome<T> = { code: typeof SIGN_RESULT.ok; value: T; payload: SignaturePayload } | FailedOutcome;

/** Sign a business and submit the signed payload to an endpoint, in one flow. */
export type SignedCall = <E extends AnyEndpoint>(
  businessType: BusinessType,
  ids: readonly string[],
  endpoint: E,
  input: (payload: SignaturePayload) => EndpointInput<E>,
  options?: FlowOptions,
) => Promise<SignedCallOutcome<EndpointResult<E>>>;

/**
 * Sign and submit in one flow: `await signedCall('REPAYMENT', [id], repaymentEndpoints.confirm, (body) => ({ params:
 * { id }, body }))`. A refusal by the platform stays in the dialog as 请求异常 with its message, and 重新签名 signs a
 * fresh original (the challenge is single use) before submitting again.
 */
export function useSignedCall(): SignedCall {
  const ctx = useSigningContext();
  return useCallback(
    <E extends AnyEndpoint>(
      businessType: BusinessType,
      ids: readonly string[],
      endpoint: E,
      input: (payload: SignaturePayload) => EndpointInput<E>,
      options: FlowOptions = {},
    ) => {
      const { config } = ctx;
      const key = `call:${businessType}:${ids.join(',')}:${endpoint.path}`;
      return startSignFlow(ctx, key, SIGNING_ORIGINALS[businessType].label, options, async (role, gate) => {
        const signed = await config.signBusiness({ businessType, ids, role, bankCode: options.bankCode, confirm: gate.confirmOriginal });
        if (signed.code !== SIGN_RESULT.ok) return attemptOf<SignedCallOutcome<EndpointResult<E>>>(signed);
        try {
          // CallArgs of a generic endpoint cannot be resolved here; `input` was typed against this endpoint.
          const args = [input(signed.payload)] as unknown as CallArgs<E, CallOptions>;
          const value = await config.transport.call(endpoint, ...args);
          return { outcome: { code: SIGN_RESULT.ok, value, payload: signed.payload } };
        } catch (error) {
          return attemptOf<SignedCallOutcome<EndpointResult<E>>>(requestFailed(error, messageContext(role, config.minDriverVersion)));
        }
      });
    },
    [ctx],
  );
}
