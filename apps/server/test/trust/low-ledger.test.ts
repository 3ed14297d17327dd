/**
 * Issue 26, Low items of the business modules: a 兑付 plan is acted on only through its own routes (its approval
 * pays), a financing that ends without funding takes back the bank's read of the package's files, and two decisions
 * on one counterparty request cannot both be taken.
 */
import { describe, expect, it } from 'vitest';
import { creditEndpoints } from '@scf/api/contract';
import type { FinanceDetail } from '@scf/api/contract';
import { decideCounterparty } from '../../src/modules/counterparties/counterparties.service';
import { ApiError } from '../../src/platform/api-error';
import { actorOf } from '../cash/cash-helpers';
import { app, dummyPayload, ok, refused } from '../credits/ledger-helpers';
import { BUSINESS_DATE } from '../helpers/business-date';
import { barrier } from '../helpers/barrier';
import { follow } from '../files/upload-helpers';
import { financeSteps } from '../finance/finance-steps';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();
const { heldByS2, packageFor, applyBody, apply } = financeSteps(server);

describe('issue 26 Low: 兑付 plans are refused on the generic application routes', () => {
  it('refuses 同意, 退回, 拒绝 and 撤销 of CSH-0620 through /v1/applications/…, and the plan stays waiting for its director', async () => {
    const planNo = app('CSH-0620');
    const dir = await server.login('c1_dir');
    const op = await server.login('c1_op');
    const elsewhere = '该业务请在其办理页面处理';
    refused(await dir.callEndpoint(creditEndpoints.approve, { params: { appNo: planNo }, body: dummyPayload('x') }), elsewhere);
    refused(await dir.callEndpoint(creditEndpoints.return, { params: { appNo: planNo }, body: { comment: '退回' } }), elsewhere);
    refused(await dir.callEndpoint(creditEndpoints.reject, { params: { appNo: planNo }, body: { comment: '拒绝' } }), elsewhere);
    refused(await op.callEndpoint(creditEndpoints.cancel, { params: { appNo: planNo } }), elsewhere);
    const [plan] = await server.db.query<{ status: string }>('SELECT status FROM application WHERE app_no = $1', [planNo]);
    expect(plan?.status).toBe('PENDING_REVIEW');
  });
});

describe('issue 26 Low: the bank’s read of a financing’s package files ends with the financing', () => {
  it('lets F1 read the contract while the financing is open, and not after the director rejects it; S2 keeps its file', async () => {
    const creditNo = await heldByS2('100000.00');
    const s2 = await server.login('s2_op');
    const { packageNo } = await packageFor(s2, creditNo, ['100000.00']);
    const appNo = ok<FinanceDetail>(await apply(s2, applyBody(creditNo, '100000.00', packageNo))).application.appNo;
    const [file] = await server.db.query<{ file_id: string }>("SELECT file_id FROM file_link WHERE biz_type = 'FINANCE_APPLY' AND biz_no = $1", [appNo]);
    const url = `/v1/files/download/${file?.file_id ?? ''}`;
    const bank = await server.login('f1_cm');
    expect((await follow(server, bank, url)).statusCode).toBe(200);
    ok(await (await server.login('s2_dir')).callEndpoint(creditEndpoints.reject, { params: { appNo }, body: { comment: '资料不全' } }));
    expect((await follow(server, bank, url)).statusCode).toBe(404);
    expect((await follow(server, s2, url)).statusCode).toBe(200);
  });
});

describe('issue 26 Low: a counterparty request is decided once', () => {
  it('takes one of 确认 and 拒绝 sent at once on S5’s request (each read before either writes), refuses the other, and leaves no relation behind a rejection', async () => {
    const [req] = await server.db.query<{ request_id: string; requester_corp_id: string }>(
      "SELECT request_id, requester_corp_id FROM counterparty_request WHERE target_corp_id = 'C1' AND status = 'PENDING' ORDER BY request_id LIMIT 1",
    );
    const requestId = req?.request_id ?? '';
    const actor = await actorOf(server.db, 'c1_admin');
    // Each decision's read of the request waits until both have read it (what a lock outside a transaction allows).
    const atOnce = barrier(2, /FOR UPDATE/);
    const env = () => ({ db: atOnce(server.db), now: server.clock.now(), businessDate: BUSINESS_DATE, signingEnabled: false });
    const results = await Promise.allSettled((['CONFIRMED', 'REJECTED'] as const).map((d) => decideCounterparty(env(), actor, requestId, d)));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost?.reason).toBeInstanceOf(ApiError);
    expect((lost?.reason as ApiError).message).toBe('该申请已处理，请刷新后查看');
    const [decided] = await server.db.query<{ status: string }>('SELECT status FROM counterparty_request WHERE request_id = $1', [requestId]);
    const relations = await server.db.query("SELECT 1 FROM counterparty_rel WHERE corp_id = 'C1' AND counterparty_corp_id = $1", [req?.requester_corp_id]);
    expect(relations.length > 0).toBe(decided?.status === 'CONFIRMED');
  });
});
