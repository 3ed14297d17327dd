import { describe, expect, it } from 'vitest';
import { creditEndpoints, messageEndpoints } from '@scf/api/contract';
import type { Credit, Page, Todo } from '@scf/api/contract';
import { expireUnsignedCredits, writeLedgerPlan } from '../../src/modules/credits';
import { useTestServer } from '../helpers/test-server';
import { app, approveWithKey, credit, expectInvariants, figures, ledgerSnapshot, ok, refused } from './ledger-helpers';
import type { ApplicationDetail } from './ledger-helpers';

const server = useTestServer();
const signFor = async (user: string, creditNo: string, decision: 'ACCEPT' | 'REFUSE', comment = '') =>
  (await server.login(user)).callEndpoint(creditEndpoints.signFor, { params: { creditNo }, body: { decision, comment } });

describe('sign-for (domain.md §7.3)', () => {
  it('拒签: s1_op refuses CR2, s1_dir returns it, s1_op refuses again, s1_dir approves with the key: REFUSED, C2 released, C2 told', async () => {
    const cr2 = credit('CR2');
    const start = await figures(server.db);
    const first = ok<ApplicationDetail>(await signFor('s1_op', cr2, 'REFUSE', '金额与合同不符'));
    expect(first).toMatchObject({
      status: 'PENDING_CP_APPROVAL',
      counterparty: { corpId: 'C2' },
      credits: [expect.objectContaining({ credit: expect.objectContaining({ creditNo: cr2, lockedBy: { appNo: first.appNo, bizType: 'SIGN' } }) })],
    });
    // Locked by the sign-for: the issuer cannot withdraw it now.
    refused(
      await (await server.login('c2_op')).callEndpoint(creditEndpoints.withdrawApply, { body: { creditNos: [cr2], reason: '撤回' } }),
      /已被其他申请占用/,
    );
    const s1dir = await server.login('s1_dir');
    expect(
      ok<ApplicationDetail>(await s1dir.callEndpoint(creditEndpoints.return, { params: { appNo: first.appNo }, body: { comment: '请核实' } })).status,
    ).toBe('PENDING_CP_SIGN');
    const todos = ok<Page<Todo>>(await (await server.login('s1_op')).callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 20 } }));
    expect(todos.rows.map((t) => t.title)).toContain('签收申请已退回');
    const again = ok<ApplicationDetail>(await signFor('s1_op', cr2, 'REFUSE', '确认拒签'));
    expect(again).toMatchObject({ appNo: first.appNo, status: 'PENDING_CP_APPROVAL' });
    // The deciding operator's own approval would break maker–checker; s1_dir signs.
    const done = ok<ApplicationDetail>(await approveWithKey(s1dir, 's1_dir', first.appNo));
    expect(done.status).toBe('CP_REFUSED');
    expect(ok<Credit>(await s1dir.callEndpoint(creditEndpoints.credit, { params: { creditNo: cr2 } }))).toMatchObject({ status: 'REFUSED', lockedBy: null });
    const after = await figures(server.db);
    expect(start.c2.used - after.c2.used).toBe(50_000_000n);
    const c2msgs = ok<{ list: Array<{ title: string }> }>(
      await (await server.login('c2_op')).callEndpoint(messageEndpoints.query, { body: { messageState: 'SENT', messageType: 'ALL' } }),
    );
    expect(c2msgs.list.map((m) => m.title)).toContain('凭证已拒签');
    await expectInvariants(server.db);
  });

  it('refuses a sign-for by anyone but the receiver, or of a credit not waiting, and changes nothing', async () => {
    const before = await ledgerSnapshot(server.db);
    expect((await signFor('s2_op', credit('CR2'), 'ACCEPT')).status).toBe(404);
    refused(await signFor('s1_op', credit('CR4'), 'ACCEPT'), /当前状态为「持有中」/, 'STATE_CONFLICT');
    expect((await signFor('s1_dir', credit('CR4'), 'ACCEPT')).status).toBe(403);
    expect(await ledgerSnapshot(server.db)).toBe(before);
  });
});

describe('withdraw (domain.md §7.4)', () => {
  it('c1_dir approves the seeded WDR with the key: CR6 WITHDRAWN, its 50,000.00 released', async () => {
    const start = await figures(server.db);
    const done = ok<ApplicationDetail>(await approveWithKey(await server.login('c1_dir'), 'c1_dir', app('WDR')));
    expect(done.status).toBe('COMPLETED');
    expect(done.credits[0]?.credit).toMatchObject({ creditNo: credit('CR6'), status: 'WITHDRAWN', lockedBy: null });
    expect(start.line.used - (await figures(server.db)).line.used).toBe(5_000_000n);
    await expectInvariants(server.db);
  });

  it('withdraws only PENDING_SIGN credits of the own corporation; a return puts the credit back to 待签收', async () => {
    const c1 = await server.login('c1_op');
    const before = await ledgerSnapshot(server.db);
    refused(await c1.callEndpoint(creditEndpoints.withdrawApply, { body: { creditNos: [credit('CR4')], reason: '撤回' } }), /当前状态为「持有中」/);
    refused(await c1.callEndpoint(creditEndpoints.withdrawApply, { body: { creditNos: [credit('CR7')], reason: '撤回' } }), /当前状态为「已拒签」/);
    expect(
      (await (await server.login('c2_op')).callEndpoint(creditEndpoints.withdrawApply, { body: { creditNos: [credit('CR4')], reason: '撤回' } })).status,
    ).toBe(404);
    expect(await ledgerSnapshot(server.db)).toBe(before);

    const iss = ok<ApplicationDetail>(
      await c1.callEndpoint(creditEndpoints.issueApply, {
        body: {
          issuerCorpId: 'C1',
          lines: [{ receiverCorpId: 'S3', amount: '2000.00', dueDate: '2025-08-15', contractId: 'CT-HT-2025-003', remark: '' }],
          submit: true,
        },
      }),
    );
    const dir = await server.login('c1_dir');
    const issued = ok<ApplicationDetail>(await approveWithKey(dir, 'c1_dir', iss.appNo));
    const no = issued.lines[0]?.creditNo ?? '';
    const wdr = ok<ApplicationDetail>(await c1.callEndpoint(creditEndpoints.withdrawApply, { body: { creditNos: [no], reason: '合同取消' } }));
    expect(wdr).toMatchObject({ bizType: 'WITHDRAW', status: 'PENDING_REVIEW', reason: '合同取消' });
    refused(await signFor('s3_op', no, 'ACCEPT'), /当前状态为「撤回中」/);
    ok(await dir.callEndpoint(creditEndpoints.return, { params: { appNo: wdr.appNo }, body: { comment: '暂不撤回' } }));
    expect(ok<Credit>(await c1.callEndpoint(creditEndpoints.credit, { params: { creditNo: no } }))).toMatchObject({ status: 'PENDING_SIGN', lockedBy: null });
    const todos = ok<Page<Todo>>(await (await server.login('s3_op')).callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 20 } }));
    expect(todos.rows.filter((t) => t.creditNo === no)).toHaveLength(1);
    expect(ok<ApplicationDetail>(await c1.callEndpoint(creditEndpoints.cancel, { params: { appNo: wdr.appNo } })).status).toBe('CANCELLED');
    ok(await signFor('s3_op', no, 'ACCEPT'));
    await expectInvariants(server.db);
  });
});

describe('recycle (domain.md §7.10)', () => {
  it('recycles a credit the issuer holds itself (after a return), with the key: RECYCLED, released; refuses one it does not hold', async () => {
    // A credit returned to its issuer (the return flow is issue 11's): written as the ledger would have left it.
    await writeLedgerPlan(
      server.db,
      {
        product: 'CREDIT',
        lines: [],
        subLimits: [],
        contracts: [],
        apps: [],
        credits: [
          {
            key: 'R',
            issuerCorpId: 'C1',
            holderCorpId: 'S1',
            amountFen: 3_000_000n,
            issueDate: '2025-05-06',
            dueDate: '2025-09-30',
            status: 'SPLIT',
            lineId: 'L1',
          },
          {
            key: 'R-A',
            parentKey: 'R',
            issuerCorpId: 'C1',
            holderCorpId: 'C1',
            amountFen: 3_000_000n,
            issueDate: '2025-05-06',
            dueDate: '2025-09-30',
            acquiredDate: '2025-06-10',
            status: 'HELD',
            lineId: 'L1',
          },
        ],
        offset: { credits: 9000, apps: 9000 },
      },
      Date.now(),
    );
    await expectInvariants(server.db);
    const op = await server.login('c1_op');
    const recyclable = ok<Page<Credit>>(await op.callEndpoint(creditEndpoints.credits, { body: { page: 1, size: 10, filters: { scope: 'recyclable' } } }));
    expect(recyclable.rows).toHaveLength(1);
    const no = recyclable.rows[0]?.creditNo ?? '';
    refused(
      await op.callEndpoint(creditEndpoints.recycleApply, { body: { creditNos: [credit('CR4')], reason: '回收' } }),
      '只能回收本企业开立且由本企业持有的凭证',
    );
    const start = await figures(server.db);
    const rcy = ok<ApplicationDetail>(await op.callEndpoint(creditEndpoints.recycleApply, { body: { creditNos: [no], reason: '退回后注销' } }));
    expect(rcy.credits[0]?.credit.status).toBe('RECYCLING');
    const done = ok<ApplicationDetail>(await approveWithKey(await server.login('c1_dir'), 'c1_dir', rcy.appNo));
    expect(done.credits[0]?.credit.status).toBe('RECYCLED');
    expect(start.line.used - (await figures(server.db)).line.used).toBe(3_000_000n);
    await expectInvariants(server.db);
  });
});

describe('the sign deadline (超期未签收, domain.md §7.3)', () => {
  it('refuses credits still waiting 30 days after issue, by the business date, ending an open sign-for', async () => {
    const op = await server.login('c1_op');
    const iss = ok<ApplicationDetail>(
      await op.callEndpoint(creditEndpoints.issueApply, {
        body: {
          issuerCorpId: 'C1',
          lines: [{ receiverCorpId: 'S1', amount: '4321.00', dueDate: '2025-10-10', contractId: 'CT-HT-2025-001', remark: '' }],
          submit: true,
        },
      }),
    );
    const no = ok<ApplicationDetail>(await approveWithKey(await server.login('c1_dir'), 'c1_dir', iss.appNo)).lines[0]?.creditNo ?? '';
    const sgn = ok<ApplicationDetail>(await signFor('s1_op', no, 'ACCEPT'));
    expect(await expireUnsignedCredits(server.db, Date.now(), '2025-07-16')).toEqual([]);
    const start = await figures(server.db);
    // Every credit of 2025-06-16 still waiting goes, this one with its open sign-for.
    const expired = await expireUnsignedCredits(server.db, Date.now(), '2025-07-17');
    expect(expired).toContain(no);
    const [sum] = await server.db.query<{ s: unknown }>('SELECT sum(amount_fen)::int8 AS s FROM credit WHERE credit_no = ANY($1::text[])', [expired]);
    const c = ok<Credit>(await op.callEndpoint(creditEndpoints.credit, { params: { creditNo: no } }));
    expect(c).toMatchObject({ status: 'REFUSED', lockedBy: null });
    expect(ok<ApplicationDetail>(await op.callEndpoint(creditEndpoints.application, { params: { appNo: sgn.appNo } })).status).toBe('CANCELLED');
    expect(start.line.used - (await figures(server.db)).line.used).toBe(BigInt(String(sum?.s)));
    const flow = ok<{ rows: Array<{ actionLabel: string; user: { personName: string } }> }>(
      await op.callEndpoint(creditEndpoints.flowRecords, { params: { creditNo: no }, body: { page: 1, size: 1, sort: { field: 'at', order: 'desc' } } }),
    );
    expect(flow.rows[0]).toMatchObject({ actionLabel: '超期未签收', user: { personName: '系统' } });
    await expectInvariants(server.db);
  });
});
