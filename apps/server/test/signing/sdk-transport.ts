import { createSigningConfig } from '@scf/signing';
import type { BankProfile, DriverEntry, SigningConfig } from '@scf/signing';
import type { AnyEndpoint, EndpointCaller } from '@scf/api/contract';
import type { EndpointCallInput, TestClient } from '../helpers/test-client';

/** The demo bank of the seed and the local agent. */
export const DEMO_BANK: BankProfile = { code: 'CCB', name: '建设银行', raType: 'CCB', issuerPatterns: ['China Construction Bank'] };

/** The signing SDK's transport over the signed test client: the envelope's data through the endpoint's schema, or a rejection on a non-'0' code. */
export function callerOf(c: TestClient): EndpointCaller {
  return {
    async call(endpoint: AnyEndpoint, input?: EndpointCallInput) {
      const res = await c.callEndpoint(endpoint, input);
      if (res.body.code !== '0') throw new Error(`${res.status} ${res.body.code} ${res.body.message}`);
      return endpoint.response.parse(res.body.data);
    },
  } as EndpointCaller;
}

/** Signing wired as a host wires it, over this caller and these drivers. */
export function signingFor(c: TestClient, drivers: readonly DriverEntry[], options: { minDriverVersion?: string } = {}): SigningConfig {
  return createSigningConfig({ transport: callerOf(c), drivers, banks: [DEMO_BANK], ...options });
}
