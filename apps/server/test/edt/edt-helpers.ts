import { SIGNING_ORIGINALS, creditEndpoints, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtFinanceApplyInput } from '@scf/api/contract';
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

/** The ORDER_LOAN_APPLY_* original of an EFA as its signer fetches it, signed with the signer's demo key. */
export async function signFinance(
  c: TestClient,
  keyId: string,
  appNo: string,
  type: 'ORDER_LOAN_APPLY_ASSEMBLE_EXIST' | 'ORDER_LOAN_APPLY_ASSEMBLE_EDIT' | 'ORDER_LOAN_APPLY_FINAL_APPROVE',
) {
  const original = ok<string>(await c.callEndpoint(SIGNING_ORIGINALS[type].endpoint, { params: { id: appNo } }));
  const { creditList: _none, ...payload } = signedPayload(keyId, original, appNo);
  return { original, payload };
}

/**
 * A financing on a confirmed order through every step, approved as applied: s1_op applies, s1_dir signs, f1_cm passes,
 * f1_pm signs the final approval and funds. The application as funded.
 */
export async function fundOrder(
  users: { op: TestClient; dir: TestClient; cm: TestClient; pm: TestClient },
  body: EdtFinanceApplyInput,
): Promise<ApplicationDetail> {
  const { appNo } = ok<ApplicationDetail>(await users.op.callEndpoint(edtEndpoints.financeApply, { body }));
  ok(
    await users.dir.callEndpoint(creditEndpoints.approve, {
      params: { appNo },
      body: (await signFinance(users.dir, 's1_dir', appNo, 'ORDER_LOAN_APPLY_ASSEMBLE_EXIST')).payload,
    }),
  );
  ok(await users.cm.callEndpoint(edtEndpoints.financePass, { params: { appNo }, body: {} }));
  const final = await signFinance(users.pm, 'f1_pm', appNo, 'ORDER_LOAN_APPLY_FINAL_APPROVE');
  ok(await users.pm.callEndpoint(edtEndpoints.financeFinalApprove, { params: { appNo }, body: final.payload }));
  return ok<ApplicationDetail>(await users.pm.callEndpoint(edtEndpoints.financeFund, { params: { appNo } }));
}
