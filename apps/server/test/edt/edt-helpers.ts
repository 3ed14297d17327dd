import { SIGNING_ORIGINALS, creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import type { CallResult, TestClient } from '../helpers/test-client';
import { ok, signedPayload } from '../credits/ledger-helpers';

/** The CONTRACT_SIGN original of an e订通 application (EAC, OCF) as its signer fetches it. */
export const contractOriginal = (c: TestClient, appNo: string): Promise<CallResult> =>
  c.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id: appNo } });

/** 同意 with the director's demo key over the CONTRACT_SIGN original, through the generic approve call. */
export async function signContract(c: TestClient, keyId: string, appNo: string): Promise<CallResult> {
  const original = ok<string>(await contractOriginal(c, appNo));
  const { creditList: _none, ...payload } = signedPayload(keyId, original, appNo);
  return c.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: payload });
}

export const signed = async (c: TestClient, keyId: string, appNo: string): Promise<ApplicationDetail> =>
  ok<ApplicationDetail>(await signContract(c, keyId, appNo));
