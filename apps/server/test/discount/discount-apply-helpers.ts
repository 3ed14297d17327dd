import { SIGNING_ORIGINALS, creditEndpoints, discountApplyEndpoints as ep } from '@scf/api/contract';
import type { ApplicationDetail, DiscountApplyInput, DiscountDetail, DiscountTrial, DiscountTrialInput } from '@scf/api/contract';
import type { Queryable } from '../../src/platform/db/db';
import type { TestClient, CallResult } from '../helpers/test-client';
import { ok, signedPayload } from '../credits/ledger-helpers';

/** 贴现's test helpers: the seeded packages, the calls of each party, balances. */
export const BAB1 = '810530300001720250606000000001';
export const BAB4 = '810530300001720250530000000004';
export const S1_ACCOUNT = 'A-S1-SETTLE';

export const trialBody = (o: Partial<DiscountTrialInput> = {}): DiscountTrialInput => ({
  fiCorpId: 'F1',
  payer: 'SELLER',
  lines: [{ packageNo: BAB1, amount: '300000.00' }],
  ...o,
});

export const trial = (c: TestClient, o: Partial<DiscountTrialInput> = {}): Promise<CallResult> => c.callEndpoint(ep.trial, { body: trialBody(o) });

/** 提交 with the trial's date and rate (as the form carries them). */
export async function applyAfterTrial(c: TestClient, o: Partial<DiscountTrialInput> = {}, extra: Partial<DiscountApplyInput> = {}): Promise<CallResult> {
  const t = ok<DiscountTrial>(await trial(c, o));
  return c.callEndpoint(ep.apply, { body: { ...trialBody(o), accountId: S1_ACCOUNT, trialDate: t.trialDate, annualRate: t.annualRate, ...extra } });
}

export const detail = async (c: TestClient, appNo: string): Promise<DiscountDetail> =>
  ok<DiscountDetail>(await c.callEndpoint(ep.detail, { params: { appNo } }));

type Signed =
  'DISCOUNT_BILL_SIGN' | 'DISCOUNT_BATCH_SIGN' | 'DISCOUNT_BILL_RECEIVE' | 'DISCOUNT_BATCH_RECEIVE' | 'DISCOUNT_BILL_REVOKE' | 'DISCOUNT_BATCH_REVOKE';
export const original = (c: TestClient, type: Signed, appNo: string): Promise<CallResult> =>
  c.callEndpoint(SIGNING_ORIGINALS[type].endpoint, { body: { ids: [appNo] } });

/** The seller director's 同意 through the generic approve, over the original the detail names. */
export async function sellerApproves(dir: TestClient, appNo: string): Promise<ApplicationDetail> {
  const d = await detail(dir, appNo);
  const type = d.application.approveOriginal as Signed;
  const text = ok<string>(await original(dir, type, appNo));
  return ok<ApplicationDetail>(await dir.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: signedPayload('s1_dir', text, appNo) }));
}

export async function bankReceives(pm: TestClient, appNo: string): Promise<CallResult> {
  const type = appNo.startsWith('DSB') ? 'DISCOUNT_BATCH_RECEIVE' : 'DISCOUNT_BILL_RECEIVE';
  const text = ok<string>(await original(pm, type, appNo));
  return pm.callEndpoint(ep.fiReceive, { params: { appNo }, body: signedPayload('f1_pm', text, appNo) });
}

export async function sellerRevokes(dir: TestClient, appNo: string): Promise<CallResult> {
  const type = appNo.startsWith('DSB') ? 'DISCOUNT_BATCH_REVOKE' : 'DISCOUNT_BILL_REVOKE';
  const text = await original(dir, type, appNo);
  if (text.body.code !== '0') return text;
  return dir.callEndpoint(ep.revoke, { params: { appNo }, body: signedPayload('s1_dir', ok<string>(text), appNo) });
}

export async function drawerSigns(dir: TestClient, appNo: string): Promise<CallResult> {
  const text = await dir.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id: appNo } });
  if (text.body.code !== '0') return text;
  return dir.callEndpoint(ep.payerSign, { params: { appNo }, body: signedPayload('c1_dir', ok<string>(text), appNo) });
}

export async function balance(q: Queryable, accountId: string): Promise<bigint> {
  const [r] = await q.query<{ balance_fen: unknown }>('SELECT balance_fen FROM bank_account WHERE account_id = $1', [accountId]);
  return BigInt(String(r?.balance_fen));
}

export async function settleAccountOf(q: Queryable, corpId: string): Promise<string> {
  const [r] = await q.query<{ account_id: string }>(
    "SELECT account_id FROM bank_account WHERE corp_id = $1 AND account_type = 'SETTLEMENT' AND status = 'ACTIVE' ORDER BY account_id LIMIT 1",
    [corpId],
  );
  return r?.account_id ?? '';
}

export async function liveRanges(q: Queryable, packageNo: string): Promise<string[][]> {
  const rows = await q.query<{ start_no: unknown; end_no: unknown; holder_corp_id: string; status: string; locked_by_app: string | null }>(
    'SELECT start_no, end_no, holder_corp_id, status, locked_by_app FROM bill_range WHERE package_no = $1 ORDER BY start_no, range_id',
    [packageNo],
  );
  return rows.map((r) => [String(r.start_no), String(r.end_no), r.holder_corp_id, r.status]);
}
