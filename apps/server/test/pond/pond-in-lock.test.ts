import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, creditEndpoints, financeEndpoints, pondEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, Pond, PondCandidate } from '@scf/api/contract';
import type { CallResult, TestClient } from '../helpers/test-client';
import { sql as migration76 } from '../../src/platform/db/migrations/0076-pond-in-lock';
import { useTestServer } from '../helpers/test-server';
import { credit, expectInvariants, ledgerSnapshot, ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * 入池中 holds the credit (domain-lines.md §18.7, §18.8): while S1's pool-in of CR2 waits for its director or for F1,
 * CR2 stays 持有 but is locked by the POND_IN application, so a 转让, 融资 or 退回 of it is refused with the engine's
 * 凭证…已被其他申请占用 and nothing changes; the director's 拒绝, the operator's 撤销 and the bank's 拒绝 free it (入池被拒);
 * the bank's 同意 makes it 已入池 and frees the lock. The ledger invariants (no lock without an open application acting
 * on the credit, every open application locking its credits) hold after every step.
 */
let s1op: TestClient;
let s1dir: TestClient;
let f1pm: TestClient;
let pondNo = '';
const CR2 = credit('CR2');

beforeAll(async () => {
  s1op = await server.login('s1_op');
  s1dir = await server.login('s1_dir');
  f1pm = await server.login('f1_pm');
  pondNo = ok<Pond[]>(await s1op.callEndpoint(pondEndpoints.list, {}))[0]?.pondNo ?? '';
  // S1 signed for CR2 (its sign-for flow is the credit module's): HELD, as pond.test.ts has it.
  await server.db.query("UPDATE credit SET status = 'HELD' WHERE credit_no = $1", [CR2]);
});

const poolIn = async (): Promise<string> =>
  ok<ApplicationDetail>(await s1op.callEndpoint(pondEndpoints.poolIn, { params: { pondNo }, body: { creditNos: [CR2] } })).appNo;
const original = (c: TestClient, appNo: string): Promise<CallResult> => c.callEndpoint(SIGNING_ORIGINALS.POND_IN.endpoint, { body: { ids: [appNo] } });

async function directorSigns(appNo: string): Promise<ApplicationDetail> {
  const text = ok<string>(await original(s1dir, appNo));
  return ok<ApplicationDetail>(await s1dir.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: signedPayload('s1_dir', text, appNo) }));
}

async function bankConfirms(appNo: string): Promise<ApplicationDetail> {
  const text = ok<string>(await original(f1pm, appNo));
  return ok<ApplicationDetail>(await f1pm.callEndpoint(pondEndpoints.fiApprove, { params: { appNo }, body: signedPayload('f1_pm', text, appNo) }));
}

const creditRow = async () =>
  (await server.db.query<{ status: string; locked_by_app: string | null }>('SELECT status, locked_by_app FROM credit WHERE credit_no = $1', [CR2]))[0];
const assetStatus = async (appNo: string) =>
  (await server.db.query<{ status: string }>('SELECT status FROM pond_receivable WHERE in_app_no = $1', [appNo])).map((r) => r.status);
const candidates = async () => ok<PondCandidate[]>(await s1op.callEndpoint(pondEndpoints.candidates, { params: { pondNo } })).map((c) => c.creditNo);

/** 转让, 融资 and 退回 of CR2 (part of it) are each refused as a locked credit, and change nothing. */
async function othersRefused(): Promise<void> {
  const locked = new RegExp(`^凭证${CR2}已被其他申请占用`);
  const tries: Array<() => Promise<CallResult>> = [
    () =>
      s1op.callEndpoint(creditEndpoints.transferApply, {
        body: { receiverCorpId: 'S2', contractId: 'CT-HT-2025-201', lines: [{ creditNo: CR2, amount: '1000.00' }] },
      }),
    () =>
      s1op.callEndpoint(financeEndpoints.apply, {
        body: { fiCorpId: 'F1', line: { creditNo: CR2, amount: '1000.00' }, receiveAccountId: 'A-S1-SETTLE', packageNo: 'PKG-NONE', remark: '' },
      }),
    () => s1op.callEndpoint(creditEndpoints.returnApply, { body: { lines: [{ creditNo: CR2, amount: '1000.00' }], reason: '货物退回' } }),
  ];
  for (const attempt of tries) {
    const before = await ledgerSnapshot(server.db);
    const res = await attempt();
    expect(res.status).toBe(200);
    refused(res, locked);
    expect(await ledgerSnapshot(server.db)).toBe(before);
  }
}

/** CR2 is 持有, locked by `appNo` (with its app_credit row), and offered to no other 入池. */
async function heldBy(appNo: string): Promise<void> {
  expect(await creditRow()).toEqual({ status: 'HELD', locked_by_app: appNo });
  const link = await server.db.query('SELECT 1 FROM app_credit WHERE app_no = $1 AND credit_no = $2', [appNo, CR2]);
  expect(link).toHaveLength(1);
  expect(await candidates()).not.toContain(CR2);
  await expectInvariants(server.db);
}

/** CR2 is 持有 and free again, offered to 入池, its pool-in row 入池被拒. */
async function freed(appNo: string): Promise<void> {
  expect(await creditRow()).toEqual({ status: 'HELD', locked_by_app: null });
  expect(await assetStatus(appNo)).toEqual(['REJECTED']);
  expect(await candidates()).toContain(CR2);
  await expectInvariants(server.db);
}

describe('入池中 locks the credit', () => {
  it('while the director has not signed: 转让, 融资 and 退回 are refused; the director’s 拒绝 frees it', async () => {
    const appNo = await poolIn();
    expect(await assetStatus(appNo)).toEqual(['PENDING_IN']);
    await heldBy(appNo);
    await othersRefused();
    // A second 入池 of the same credit is refused as before.
    refused(await s1op.callEndpoint(pondEndpoints.poolIn, { params: { pondNo }, body: { creditNos: [CR2] } }), '资产已被其他申请占用');
    ok(await s1dir.callEndpoint(creditEndpoints.reject, { params: { appNo }, body: { comment: '资料不全' } }));
    await freed(appNo);
  });

  it('the operator’s 撤销 frees it', async () => {
    const appNo = await poolIn();
    await heldBy(appNo);
    expect(ok<ApplicationDetail>(await s1op.callEndpoint(creditEndpoints.cancel, { params: { appNo } })).status).toBe('CANCELLED');
    await freed(appNo);
  });

  it('while it waits for the bank (待金融机构审批): still locked; the bank’s 拒绝 frees it', async () => {
    const appNo = await poolIn();
    expect(await directorSigns(appNo)).toMatchObject({ status: 'PENDING_FI' });
    await heldBy(appNo);
    await othersRefused();
    const rejected = ok<ApplicationDetail>(await f1pm.callEndpoint(pondEndpoints.fiReject, { params: { appNo }, body: { comment: '资产不符合入池条件' } }));
    expect(rejected.status).toBe('FI_REJECTED');
    await freed(appNo);
  });

  it('migration 76 gives a pool-in that was already waiting (no lock, as before it) its lock, and the bank’s 拒绝 then frees it', async () => {
    const appNo = await poolIn();
    await server.db.query('UPDATE credit SET locked_by_app = NULL WHERE credit_no = $1', [CR2]);
    await server.db.query('DELETE FROM app_credit WHERE app_no = $1', [appNo]);
    expect(await creditRow()).toEqual({ status: 'HELD', locked_by_app: null });
    await server.db.exec(migration76);
    await heldBy(appNo);
    expect(await directorSigns(appNo)).toMatchObject({ status: 'PENDING_FI' });
    ok(await f1pm.callEndpoint(pondEndpoints.fiReject, { params: { appNo }, body: { comment: '资产不符合入池条件' } }));
    await freed(appNo);
  });

  it('the bank’s 同意 makes it 已入池, with no lock left', async () => {
    const appNo = await poolIn();
    expect(await directorSigns(appNo)).toMatchObject({ status: 'PENDING_FI' });
    await heldBy(appNo);
    expect(await bankConfirms(appNo)).toMatchObject({ status: 'COMPLETED' });
    expect(await creditRow()).toEqual({ status: 'POOLED', locked_by_app: null });
    expect(await assetStatus(appNo)).toEqual(['IN_POOL']);
    await expectInvariants(server.db);
  });
});
