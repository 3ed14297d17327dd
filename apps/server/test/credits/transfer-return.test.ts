import { describe, expect, it } from 'vitest';
import { creditEndpoints } from '@scf/api/contract';
import type { Credit, CreditTreeNode, FlowRecord, Page, Todo } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { approveWithKey, credit, expectInvariants, figures, issue, ledgerSnapshot, ok, refused } from './ledger-helpers';
import type { ApplicationDetail } from './ledger-helpers';

const server = useTestServer();

/** A new credit C1 → S1, issued, approved and signed for with the demo keys: HELD by S1. */
async function heldByS1(amount: string): Promise<string> {
  const issued = ok<ApplicationDetail>(await issue(await server.login('c1_op'), { amount }));
  const approved = ok<ApplicationDetail>(await approveWithKey(await server.login('c1_dir'), 'c1_dir', issued.appNo));
  const creditNo = approved.lines[0]?.creditNo ?? '';
  const sign = ok<ApplicationDetail>(
    await (await server.login('s1_op')).callEndpoint(creditEndpoints.signFor, { params: { creditNo }, body: { decision: 'ACCEPT', comment: '' } }),
  );
  ok(await approveWithKey(await server.login('s1_dir'), 's1_dir', sign.appNo));
  return creditNo;
}

const read = async (c: TestClient, creditNo: string) => ok<Credit>(await c.callEndpoint(creditEndpoints.credit, { params: { creditNo } }));
const childrenOf = async (c: TestClient, creditNo: string) => {
  const flow = ok<{ tree: CreditTreeNode }>(await c.callEndpoint(creditEndpoints.flow, { params: { creditNo } }));
  const records = ok<{ rows: FlowRecord[] }>(await c.callEndpoint(creditEndpoints.flowRecords, { params: { creditNo }, body: { page: 1, size: 100 } })).rows;
  const find = (n: CreditTreeNode): CreditTreeNode | undefined => (n.creditNo === creditNo ? n : n.children.map(find).find(Boolean));
  return { children: find(flow.tree)?.children ?? [], records };
};

/** The counterparty's two steps: its operator decides, its director approves with its key. */
async function counterpartyDecides(appNo: string, op: string, dir: string, decision: 'ACCEPT' | 'REFUSE'): Promise<ApplicationDetail> {
  const decided = ok<ApplicationDetail>(
    await (
      await server.login(op)
    ).callEndpoint(creditEndpoints.decide, { params: { appNo }, body: { decision, comment: decision === 'REFUSE' ? '合同金额不符' : '' } }),
  );
  expect(decided).toMatchObject({ status: 'PENDING_CP_APPROVAL', decision });
  return ok<ApplicationDetail>(await approveWithKey(await server.login(dir), dir, appNo));
}

describe('transfer with split (domain.md §7.5) over HTTP with real signatures', () => {
  it('S1 → S2 part of one credit and all of another, then S2 → S3 part of what it received: children, holders and the flow agree', async () => {
    const cr4 = credit('CR4');
    const second = await heldByS1('5000.00');
    const usedBefore = (await figures(server.db)).line.used;
    const s1 = await server.login('s1_op');
    const applied = ok<ApplicationDetail>(
      await s1.callEndpoint(creditEndpoints.transferApply, {
        body: {
          receiverCorpId: 'S2',
          contractId: 'CT-HT-2025-201',
          remark: '支付货款',
          lines: [
            { creditNo: cr4, amount: '1234.56' },
            { creditNo: second, amount: '5000.00' },
          ],
        },
      }),
    );
    expect(applied).toMatchObject({
      bizType: 'TRANSFER',
      status: 'PENDING_REVIEW',
      amount: '6234.56',
      counterparty: { corpId: 'S2' },
      contract: { contractNo: 'HT-2025-201' },
    });
    expect((await read(s1, cr4)).status).toBe('TRANSFERRING');

    const s1dir = await server.login('s1_dir');
    const queue = ok<Page<{ appNo: string; actions: string[] }>>(
      await s1dir.callEndpoint(creditEndpoints.applications, { body: { page: 1, size: 50, filters: { scope: 'review', bizType: 'TRANSFER' } } }),
    );
    expect(queue.rows.find((r) => r.appNo === applied.appNo)?.actions).toEqual(expect.arrayContaining(['APPROVE', 'RETURN', 'REJECT']));
    expect(ok<ApplicationDetail>(await approveWithKey(s1dir, 's1_dir', applied.appNo)).status).toBe('PENDING_CP_SIGN');

    const s2 = await server.login('s2_op');
    const todos = ok<Page<Todo>>(await s2.callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 50 } }));
    expect(todos.rows).toContainEqual(expect.objectContaining({ title: '转让待签收', appNo: applied.appNo, path: '/credit/todo' }));
    expect((await counterpartyDecides(applied.appNo, 's2_op', 's2_dir', 'ACCEPT')).status).toBe('COMPLETED');

    expect((await read(s1, cr4)).status).toBe('SPLIT');
    const { children, records } = await childrenOf(s1, cr4);
    expect(children.map((c) => [c.amount, c.holder.corpId, c.status])).toEqual(
      expect.arrayContaining([
        ['1234.56', 'S2', 'HELD'],
        ['198765.44', 'S1', 'HELD'],
      ]),
    );
    expect(children).toHaveLength(2);
    expect(records.map((r) => r.actionLabel)).toEqual(expect.arrayContaining(['转让申请', '转让', '转让取得', '拆分留存']));
    const full = await childrenOf(s1, second);
    expect(full.children.map((c) => [c.amount, c.holder.corpId])).toEqual([['5000.00', 'S2']]);
    // A transfer moves no limit: the issuer's used stays.
    expect((await figures(server.db)).line.used).toBe(usedBefore);
    await expectInvariants(server.db);

    // S2 passes 234.56 of what it received on to S3.
    const received = children.find((c) => c.holder.corpId === 'S2')?.creditNo ?? '';
    const kept = children.find((c) => c.holder.corpId === 'S1')?.creditNo ?? '';
    expect(await read(s2, received)).toMatchObject({ rootNo: cr4, parentNo: cr4, holder: { corpId: 'S2' }, issuer: { corpId: 'C1' } });
    const onward = ok<ApplicationDetail>(
      await s2.callEndpoint(creditEndpoints.transferApply, {
        body: { receiverCorpId: 'S3', contractId: 'CT-HT-2025-301', lines: [{ creditNo: received, amount: '234.56' }] },
      }),
    );
    ok(await approveWithKey(await server.login('s2_dir'), 's2_dir', onward.appNo));
    expect((await counterpartyDecides(onward.appNo, 's3_op', 's3_dir', 'ACCEPT')).status).toBe('COMPLETED');
    const hop2 = await childrenOf(s2, received);
    expect(hop2.children.map((c) => [c.amount, c.holder.corpId]).sort()).toEqual([
      ['1000.00', 'S2'],
      ['234.56', 'S3'],
    ]);
    const s3credit = hop2.children.find((c) => c.holder.corpId === 'S3')?.creditNo ?? '';
    const s3flow = await childrenOf(await server.login('s3_op'), s3credit);
    // Both hops are on the flow record S3 reads: S1 → S2 and S2 → S3.
    expect(s3flow.records.filter((r) => r.action === 'TRANSFER_IN').map((r) => [r.amount, r.corp.corpId])).toEqual(
      expect.arrayContaining([
        ['1234.56', 'S2'],
        ['234.56', 'S3'],
      ]),
    );
    // The return of S3's credit goes to its immediate transferor S2; S1's remainder goes back to the issuer.
    expect(
      ok<{ corpId: string }>(await (await server.login('s3_op')).callEndpoint(creditEndpoints.returnTarget, { params: { creditNo: s3credit } })).corpId,
    ).toBe('S2');
    expect(ok<{ corpId: string }>(await s1.callEndpoint(creditEndpoints.returnTarget, { params: { creditNo: kept } })).corpId).toBe('C1');
    await expectInvariants(server.db);
  });

  it('a refused transfer gives the credit back to its holder unchanged (CP_REFUSED, HELD, unlocked)', async () => {
    const no = await heldByS1('800.00');
    const s1 = await server.login('s1_op');
    const applied = ok<ApplicationDetail>(
      await s1.callEndpoint(creditEndpoints.transferApply, {
        body: { receiverCorpId: 'S2', contractId: 'CT-HT-2025-201', lines: [{ creditNo: no, amount: '300.00' }] },
      }),
    );
    ok(await approveWithKey(await server.login('s1_dir'), 's1_dir', applied.appNo));
    expect((await counterpartyDecides(applied.appNo, 's2_op', 's2_dir', 'REFUSE')).status).toBe('CP_REFUSED');
    expect(await read(s1, no)).toMatchObject({ status: 'HELD', amount: '800.00', holder: { corpId: 'S1' }, lockedBy: null });
    expect((await childrenOf(s1, no)).children).toEqual([]);
    await expectInvariants(server.db);
  });

  it('refuses what §7.5 forbids with the form’s messages, and changes nothing', async () => {
    const no = await heldByS1('100.00');
    const s1 = await server.login('s1_op');
    const before = await ledgerSnapshot(server.db);
    const apply = (o: { receiver?: string; contract?: string; amount?: string; creditNo?: string }) =>
      s1.callEndpoint(creditEndpoints.transferApply, {
        body: {
          receiverCorpId: o.receiver ?? 'S2',
          contractId: o.contract ?? 'CT-HT-2025-201',
          lines: [{ creditNo: o.creditNo ?? no, amount: o.amount ?? '50.00' }],
        },
      });
    refused(await apply({ amount: '100.01' }), '转让金额不能超过凭证可用金额');
    refused(await apply({ receiver: 'C1', contract: 'CT-HT-2025-001' }), '接收方不能是凭证的开立方，请通过退回办理');
    refused(await apply({ receiver: 'S1' }), '接收方不能是本企业');
    refused(await apply({ receiver: 'S3' }), '接收方须为交易对手');
    refused(await apply({ contract: 'CT-HT-2025-001' }), '请选择与接收方签订的贸易合同');
    refused(await apply({ creditNo: credit('CR8') }), /已被其他申请占用/);
    refused(await apply({ creditNo: credit('CR9') }), /不是本企业持有的凭证|凭证不存在/);
    expect(await ledgerSnapshot(server.db)).toBe(before);
  });

  it('自动分配 covers a target with the earliest due credits first, the last one split', async () => {
    const s1 = await server.login('s1_op');
    const pool = ok<Page<Credit>>(
      await s1.callEndpoint(creditEndpoints.credits, {
        body: { page: 1, size: 100, filters: { scope: 'transferable', productType: 'CREDIT' }, sort: { field: 'dueDate', order: 'asc' } },
      }),
    );
    expect(pool.rows.length).toBeGreaterThan(1);
    // By hand: the order of §7.5 (earliest due, then lowest amount); the target takes all of the first and 1.00 of the next.
    const ordered = [...pool.rows].sort((a, b) => (a.dueDate !== b.dueDate ? (a.dueDate < b.dueDate ? -1 : 1) : Number(a.amount) - Number(b.amount)));
    const [first, second] = ordered;
    const target = (Number(first!.amount) + 1).toFixed(2);
    const picks = ok<Array<{ credit: Credit; amount: string }>>(await s1.callEndpoint(creditEndpoints.transferAllocate, { body: { target } }));
    expect(picks.map((p) => [p.credit.creditNo, p.amount])).toEqual([
      [first!.creditNo, first!.amount],
      [second!.creditNo, '1.00'],
    ]);
    refused(await s1.callEndpoint(creditEndpoints.transferAllocate, { body: { target: '99999999999.00' } }), '可转让凭证金额不足，无法自动分配');
  });
});

describe('return and confirm (domain.md §7.9, §7.10)', () => {
  it('S1 returns part of a first-hop credit to the issuer; C1 confirms; C1 recycles it and the limit comes back', async () => {
    const no = await heldByS1('900.00');
    const s1 = await server.login('s1_op');
    expect(ok<{ corpId: string; corpName: string }>(await s1.callEndpoint(creditEndpoints.returnTarget, { params: { creditNo: no } })).corpId).toBe('C1');
    refused(
      await s1.callEndpoint(creditEndpoints.returnApply, { body: { lines: [{ creditNo: no, amount: '900.01' }], reason: '货物退回' } }),
      '退回金额不能超过凭证金额',
    );
    const applied = ok<ApplicationDetail>(
      await s1.callEndpoint(creditEndpoints.returnApply, { body: { lines: [{ creditNo: no, amount: '400.00' }], reason: '部分货物退回' } }),
    );
    expect(applied).toMatchObject({ bizType: 'RETURN', status: 'PENDING_REVIEW', counterparty: { corpId: 'C1' }, reason: '部分货物退回' });
    ok(await approveWithKey(await server.login('s1_dir'), 's1_dir', applied.appNo));

    const c1op = await server.login('c1_op');
    const confirmQueue = ok<Page<{ appNo: string; actions: string[] }>>(
      await c1op.callEndpoint(creditEndpoints.applications, { body: { page: 1, size: 50, filters: { scope: 'review', bizType: 'RETURN' } } }),
    );
    expect(confirmQueue.rows.find((r) => r.appNo === applied.appNo)?.actions).toEqual(['ACCEPT', 'REFUSE']);
    expect((await counterpartyDecides(applied.appNo, 'c1_op', 'c1_dir', 'ACCEPT')).status).toBe('COMPLETED');
    const { children } = await childrenOf(s1, no);
    expect(children.map((c) => [c.amount, c.holder.corpId, c.status]).sort()).toEqual([
      ['400.00', 'C1', 'HELD'],
      ['500.00', 'S1', 'HELD'],
    ]);
    await expectInvariants(server.db);

    const back = children.find((c) => c.holder.corpId === 'C1')?.creditNo ?? '';
    const recyclable = ok<Page<Credit>>(await c1op.callEndpoint(creditEndpoints.credits, { body: { page: 1, size: 50, filters: { scope: 'recyclable' } } }));
    expect(recyclable.rows.map((c) => c.creditNo)).toContain(back);
    const used = (await figures(server.db)).line.used;
    const recycle = ok<ApplicationDetail>(await c1op.callEndpoint(creditEndpoints.recycleApply, { body: { creditNos: [back], reason: '退回后注销' } }));
    expect(ok<ApplicationDetail>(await approveWithKey(await server.login('c1_dir'), 'c1_dir', recycle.appNo)).status).toBe('COMPLETED');
    expect((await read(c1op, back)).status).toBe('RECYCLED');
    expect(used - (await figures(server.db)).line.used).toBe(40_000n);
    await expectInvariants(server.db);
  });

  it('the seeded return of CR8 waits for C1’s operator, and a refusal gives it back to S1', async () => {
    const rtn =
      ok<Credit>(await (await server.login('s1_op')).callEndpoint(creditEndpoints.credit, { params: { creditNo: credit('CR8') } })).lockedBy?.appNo ?? '';
    expect(rtn).toMatch(/^RTN/);
    expect((await counterpartyDecides(rtn, 'c1_op', 'c1_dir', 'REFUSE')).status).toBe('CP_REFUSED');
    expect(await read(await server.login('s1_op'), credit('CR8'))).toMatchObject({ status: 'HELD', lockedBy: null, holder: { corpId: 'S1' } });
    await expectInvariants(server.db);
  });

  it('only the addressed corporation’s operator decides, and only on a transfer or a return', async () => {
    const trf =
      ok<Credit>(await (await server.login('s2_op')).callEndpoint(creditEndpoints.credit, { params: { creditNo: credit('CR1-A') } })).lockedBy?.appNo ?? '';
    const s1 = await server.login('s1_op');
    const notMine = await s1.callEndpoint(creditEndpoints.decide, { params: { appNo: trf }, body: { decision: 'ACCEPT', comment: '' } });
    expect(notMine.status).toBe(404);
    const applicant = await (
      await server.login('s2_op')
    ).callEndpoint(creditEndpoints.decide, { params: { appNo: trf }, body: { decision: 'ACCEPT', comment: '' } });
    // The applicant's side cannot take the counterparty's step: a state refusal, not a missing permission.
    refused(applicant, '申请当前状态为「待对方签收」，不能签收/拒签', 'STATE_CONFLICT');
    // S3 signs the seeded transfer of CR1-A: 100,000 to S3, 200,000 kept by S2 (domain.md §13.4).
    expect((await counterpartyDecides(trf, 's3_op', 's3_dir', 'ACCEPT')).status).toBe('COMPLETED');
    const { children } = await childrenOf(await server.login('s2_op'), credit('CR1-A'));
    expect(children.map((c) => [c.amount, c.holder.corpId]).sort()).toEqual([
      ['100000.00', 'S3'],
      ['200000.00', 'S2'],
    ]);
    await expectInvariants(server.db);
  });
});
