import { describe, expect, it } from 'vitest';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationRow, Credit, CreditHome, CreditSlip, CreditTreeNode, FlowRecord, Page, Todo } from '@scf/api/contract';
import { grantedMenuPaths } from '../../src/platform/security/granted-menus';
import { useTestServer } from '../helpers/test-server';
import { app, credit, ok } from './ledger-helpers';

const server = useTestServer();
/** The credit product's list (the credit area's pages name it); without a product (流转记录) every product's. */
const list = async (user: string, { filters, ...body }: Record<string, unknown>, productType: 'CREDIT' | null = 'CREDIT') =>
  ok<Page<Credit>>(
    await (
      await server.login(user)
    ).callEndpoint(creditEndpoints.credits, {
      body: { page: 1, size: 50, ...body, filters: { ...(productType ? { productType } : {}), ...(filters as object | undefined) } },
    }),
  );
const apps = async (user: string, filters: Record<string, unknown>) =>
  ok<Page<ApplicationRow>>(await (await server.login(user)).callEndpoint(creditEndpoints.applications, { body: { page: 1, size: 50, filters } }));
const home = async (user: string, side: 'core' | 'chain') => (await server.login(user)).callEndpoint(creditEndpoints.home, { body: { side } });

describe('credit lists (scopes, filters, sort, paging on the server)', () => {
  it('gives each corporation its own scopes', async () => {
    const held = await list('s1_op', { filters: { scope: 'held' } });
    expect(held.rows.map((c) => c.creditNo).sort()).toEqual([credit('CR1-B2'), credit('CR4'), credit('CR8')].sort());
    expect((await list('s1_op', { filters: { scope: 'toSign' } })).rows.map((c) => c.creditNo)).toEqual([credit('CR2')]);
    // 流转记录 names no product: S1's 支付通 voucher VC3 (domain-lines.md §13.8) is there too, and only there.
    const everyProduct = await list('s1_op', { filters: { scope: 'held' } }, null);
    expect(everyProduct.rows.filter((c) => c.productType === 'VOUCHER').map((c) => c.amount)).toEqual(['120000.00']);
    expect(everyProduct.total).toBe(held.total + 1);
    // C1's own: CR0 (under L0, domain-lines.md §13.7), CR1, CR4–CR9.
    const issued = await list('c1_query', { filters: { scope: 'issued' } });
    expect(issued.total).toBe(8);
    expect((await list('c1_op', { filters: { scope: 'withdrawable' } })).total).toBe(0);
    expect((await list('c2_op', { filters: { scope: 'withdrawable' } })).rows.map((c) => c.creditNo)).toEqual([credit('CR2')]);
    // The group sees its member's credits; the member does not see the group's.
    expect((await list('c1_query', { filters: { scope: 'all' } })).rows.map((c) => c.creditNo)).toContain(credit('CR2'));
    expect((await list('c2_op', { filters: { scope: 'all' } })).total).toBe(1);
    expect((await list('s3_op', { filters: { scope: 'all' } })).rows.map((c) => c.creditNo).sort()).toEqual([credit('CR1-A'), credit('CR6')].sort());
  });

  it('filters by status, number, counterparty and due dates, sorts and pages', async () => {
    expect((await list('c1_query', { filters: { scope: 'all', status: 'FINANCING' } })).rows.map((c) => c.creditNo)).toEqual([credit('CR9')]);
    expect((await list('c1_query', { filters: { scope: 'all', creditNo: credit('CR7').slice(-6) } })).rows.map((c) => c.creditNo)).toEqual([credit('CR7')]);
    expect((await list('c1_query', { filters: { scope: 'issued', counterparty: '宿迁' } })).rows.map((c) => c.creditNo)).toEqual([credit('CR6')]);
    expect((await list('c1_query', { filters: { scope: 'issued', dueFrom: '2025-08-01', dueTo: '2025-09-30' } })).rows.map((c) => c.creditNo).sort()).toEqual(
      [credit('CR1'), credit('CR8')].sort(),
    );
    const byAmount = await list('c1_query', { filters: { scope: 'issued' }, sort: { field: 'amount', order: 'desc' }, size: 3, page: 2 });
    expect(byAmount.total).toBe(8);
    expect(byAmount.rows.map((c) => c.amount)).toEqual(['200000.00', '150000.00', '120000.00']);
    expect((await list('c1_query', { filters: { scope: 'issued' }, page: 9, size: 3 })).rows).toEqual([]);
    expect((await list('c1_query', { filters: { scope: 'issued' }, page: 9, size: 3 })).total).toBe(8);
    expect((await list('c1_query', { filters: { scope: 'all', creditNo: '%_' } })).total).toBe(0);
  });

  it('treats another corporation’s credit as absent, and refuses roles without credit pages', async () => {
    const s3 = await server.login('s3_op');
    expect((await s3.callEndpoint(creditEndpoints.credit, { params: { creditNo: credit('CR4') } })).status).toBe(404);
    expect((await s3.callEndpoint(creditEndpoints.slip, { params: { creditNo: credit('CR4') } })).status).toBe(404);
    expect((await (await server.login('c1_admin')).callEndpoint(creditEndpoints.credits, { body: { page: 1, size: 10 } })).status).toBe(403);
  });
});

describe('a credit’s flow, tree and slip', () => {
  it('shows the CR1 tree (300,000 + 400,000 + 300,000 = 1,000,000) and its records', async () => {
    const s1 = await server.login('s1_op');
    const flow = ok<{ credit: Credit; tree: CreditTreeNode }>(await s1.callEndpoint(creditEndpoints.flow, { params: { creditNo: credit('CR1-B2') } }));
    expect(flow.credit).toMatchObject({ status: 'POOLED', rootNo: credit('CR1'), parentNo: credit('CR1-B'), originalHolder: { corpId: 'S1' } });
    const shape = (n: CreditTreeNode): unknown => [n.amount, n.status, n.children.map(shape)];
    expect(shape(flow.tree)).toEqual([
      '1000000.00',
      'SPLIT',
      [
        ['300000.00', 'TRANSFERRING', []],
        [
          '700000.00',
          'SPLIT',
          [
            ['400000.00', 'FINANCED', []],
            ['300000.00', 'POOLED', []],
          ],
        ],
      ],
    ]);
    // The records come a page at a time: two pages of 3 are the first 6 in order, the reverse order starts at the end.
    const records = async (body: object) =>
      ok<Page<FlowRecord>>(await s1.callEndpoint(creditEndpoints.flowRecords, { params: { creditNo: credit('CR1-B2') }, body }));
    const all = await records({ page: 1, size: 100 });
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.rows).toHaveLength(all.total);
    expect(all.rows.map((r) => r.at)).toEqual([...all.rows.map((r) => r.at)].sort());
    // Each seeded step is signed by the signer of the corporation that took it (the issuer's director opened CR1), with
    // no comment; the bank's steps of S1's financing are its 客户经理's and 产品经理's, and the split follows the funding.
    const who = (r: FlowRecord) => [r.actionLabel, r.corp.corpId, r.user.userName, r.comment];
    expect(all.rows.slice(0, 1).map(who)).toEqual([['开立', 'C1', 'c1_dir', '']]);
    expect(all.rows.filter((r) => r.corp.corpId === 'F1').map(who)).toEqual([
      ['审核通过', 'F1', 'f1_cm', ''],
      ['同意', 'F1', 'f1_pm', ''],
      ['放款', 'F1', 'f1_pm', ''],
      ['拆分取得', 'F1', 'f1_pm', ''],
    ]);
    const [first, second] = [await records({ page: 1, size: 3 }), await records({ page: 2, size: 3 })];
    expect([...first.rows, ...second.rows]).toEqual(all.rows.slice(0, 6));
    expect(first.total).toBe(all.total);
    expect((await records({ page: 1, size: 2, sort: { field: 'at', order: 'desc' } })).rows).toEqual(all.rows.slice(-2).reverse());
    // Another corporation's credit is not found, and a size over the limit is refused at the boundary.
    expect(
      (await (await server.login('s3_op')).callEndpoint(creditEndpoints.flowRecords, { params: { creditNo: credit('CR4') }, body: { page: 1, size: 10 } }))
        .status,
    ).toBe(404);
    expect((await s1.callEndpoint(creditEndpoints.flowRecords, { params: { creditNo: credit('CR1-B2') }, body: { page: 1, size: 101 } })).status).toBe(400);
  });

  it('gives the slip of §5.3 with the parties’ accounts and tax numbers and the 使用约定', async () => {
    const issueSlip = ok<CreditSlip>(await (await server.login('s1_op')).callEndpoint(creditEndpoints.slip, { params: { creditNo: credit('CR4') } }));
    expect(issueSlip).toMatchObject({
      kind: 'ISSUE',
      fromNo: credit('CR4'),
      rootNo: credit('CR4'),
      amount: '200000.00',
      payer: { corpName: '徐州示例重工集团有限公司', accountNo: '32050161360000000001', taxNo: '91320300MA1XG0000F' },
      to: { accountNo: '6217001360000011001' },
    });
    expect(issueSlip.terms).toHaveLength(4);
    const transfer = ok<CreditSlip>(await (await server.login('s2_op')).callEndpoint(creditEndpoints.slip, { params: { creditNo: credit('CR1-A') } }));
    expect(transfer).toMatchObject({
      kind: 'TRANSFER',
      fromNo: credit('CR1'),
      rootNo: credit('CR1'),
      from: { corpName: '江苏示例精密锻造有限公司' },
      to: { corpName: '苏州示例钢材贸易有限公司' },
      date: '2025-04-10',
    });
  });
});

describe('application lists and details', () => {
  it('puts each pending step in the queue of the role that acts, with that role’s actions', async () => {
    const review = await apps('c1_dir', { scope: 'review' });
    // With the seeded 银承出票 BAB…03 of domain-lines.md §13.12, waiting for the same director.
    const bab = review.rows.find((a) => a.bizType === 'BAB_ISSUE')?.appNo ?? '';
    expect(bab).toMatch(/^BAB\d{14}$/);
    expect(review.rows.map((a) => a.appNo).sort()).toEqual([app('ISS-3'), app('LD2'), app('WDR'), app('CSH-0620'), bab].sort());
    // A cash plan is approved or returned to the operator, never rejected (domain.md §7.8).
    for (const a of review.rows)
      expect(a.actions).toEqual(a.bizType === 'CASH' ? ['APPROVE', 'RETURN'] : expect.arrayContaining(['APPROVE', 'RETURN', 'REJECT']));
    const mine = await apps('c1_op', { scope: 'mine' });
    expect(mine.rows.find((a) => a.appNo === app('ISS-3'))?.actions).toEqual(['CANCEL']);
    const s3 = await apps('s3_op', { scope: 'counterparty' });
    expect(s3.rows.map((a) => a.appNo).sort()).toEqual([app('TRF'), app('WDR')].sort());
    // S3's operator signs for the transfer addressed to it; the withdraw is C1's to decide.
    expect(s3.rows.find((a) => a.appNo === app('TRF'))?.actions).toEqual(['ACCEPT', 'REFUSE']);
    expect(s3.rows.find((a) => a.appNo === app('WDR'))?.actions).toEqual([]);
    // The financing (issue 14) stays read-only.
    expect((await apps('s2_op', { scope: 'mine', bizType: 'FINANCE' })).rows.every((a) => a.actions.length === 0)).toBe(true);
    expect((await apps('c1_dir', { scope: 'all', bizType: 'LIMIT_DIST' })).total).toBe(2);
  });

  it('details an application with its lines, accounts and timeline', async () => {
    const d = ok<{ lines: Array<{ receiver: { corpId: string }; contract: { contractNo: string } }>; issuerAccount: { accountNo: string } }>(
      await (await server.login('c1_dir')).callEndpoint(creditEndpoints.application, { params: { appNo: app('ISS-3') } }),
    );
    expect(d.lines).toEqual([
      expect.objectContaining({ receiver: expect.objectContaining({ corpId: 'S2' }), contract: expect.objectContaining({ contractNo: 'HT-2025-002' }) }),
    ]);
    expect(d.issuerAccount.accountNo).toBe('32050161360000000001');
  });

  it('gives a seeded application the steps that brought it to its status, on its business date', async () => {
    const steps = (detail: { flow: FlowRecord[] }) => detail.flow.map((f) => [f.businessDate, f.actionLabel, f.user.userName, f.fromStatus, f.toStatus]);
    const rtn = ok<{ flow: FlowRecord[] }>(await (await server.login('s1_op')).callEndpoint(creditEndpoints.application, { params: { appNo: app('RTN') } }));
    expect(steps(rtn)).toEqual([
      ['2025-06-12', '提交', 's1_op', null, 'PENDING_REVIEW'],
      ['2025-06-12', '同意', 's1_dir', 'PENDING_REVIEW', 'PENDING_CP_SIGN'],
    ]);
    // A sign-for the receiver refused: its operator decided, its director signed the refusal.
    const sgn = ok<{ flow: FlowRecord[] }>(await (await server.login('s1_op')).callEndpoint(creditEndpoints.application, { params: { appNo: app('SGN-7') } }));
    expect(steps(sgn)).toEqual([
      ['2025-06-05', '签收/拒签', 's1_op', null, 'PENDING_CP_APPROVAL'],
      ['2025-06-05', '同意', 's1_dir', 'PENDING_CP_APPROVAL', 'CP_REFUSED'],
    ]);
  });
});

describe('role homes (domain.md §12) and todos', () => {
  const cases: Array<[string, 'core' | 'chain', string[]]> = [
    ['c1_op', 'core', ['可用额度', '本年已开立', '未到期余额', '30天内到期', '待签收', '草稿与退回']],
    ['c1_dir', 'core', ['待复核', '开立待复核', '撤回待复核', '回收待审批', '兑付待审批', '买方付息待审批', '额度分配待审批', '退回待确认', '待签名金额']],
    ['c1_query', 'core', ['可用额度', '本年已开立', '未到期余额', '30天内到期', '待签收', '草稿与退回']],
    ['s1_op', 'chain', ['持有金额', '待签收', '本年转让', '已融资', '本月到期', '本年已兑付']],
    ['s1_dir', 'chain', ['待复核', '签收待复核', '转让待审批', '融资待审批', '退回待审批', '待签名金额']],
    ['s1_query', 'chain', ['持有金额', '待签收', '本年转让', '已融资', '本月到期', '本年已兑付']],
  ];
  for (const [user, side, titles] of cases) {
    it(`${user}: the ${side} tiles in Chinese, amounts as decimal strings, links only to granted pages`, async () => {
      const h = ok<CreditHome>(await home(user, side));
      expect(h.tiles.map((t) => t.title)).toEqual(titles);
      const [row] = await server.db.query<{ corp_id: string; default_role: string }>('SELECT corp_id, default_role FROM app_user WHERE user_id = $1', [user]);
      const granted = await grantedMenuPaths(server.db, row?.corp_id ?? '', row?.default_role ?? '');
      for (const t of h.tiles) {
        expect(t.value).toMatch(t.kind === 'amount' ? /^\d+\.\d{2}$/ : /^\d+$/);
        if (t.link) expect(granted).toContain(t.link);
      }
    });
  }

  it('shows the seeded figures: C1 available 22,640,000.00 and 4 in review; S1 holds 200,000.00 and has CR2 to sign', async () => {
    const core = ok<CreditHome>(await home('c1_op', 'core'));
    expect(core.tiles.find((t) => t.key === 'available')?.value).toBe('22640000.00');
    const dir = ok<CreditHome>(await home('c1_dir', 'core'));
    // ISS-3, WDR, LD2 and the cash plan CSH-0620 of CR4 (domain.md §13.4).
    expect(dir.tiles.find((t) => t.key === 'review')?.value).toBe('4');
    expect(dir.tiles.find((t) => t.key === 'awaitingSignature')?.value).toBe('6050000.00');
    const chain = ok<CreditHome>(await home('s1_op', 'chain'));
    expect(chain.tiles.find((t) => t.key === 'held')?.value).toBe('200000.00');
    expect(chain.tiles.find((t) => t.key === 'transferredThisYear')?.value).toBe('300000.00');
    expect(chain.tiles.find((t) => t.key === 'financed')?.value).toBe('400000.00');
    expect(chain.toSign.map((c) => c.creditNo)).toEqual([credit('CR2')]);
    expect(ok<CreditHome>(await home('s1_query', 'chain')).recent.length).toBeGreaterThan(0);
  });

  it('lists an operator’s drafts and returned applications only: a transfer or return waiting for the other party’s 签收 is neither (issue 28 item 7)', async () => {
    const s2 = ok<CreditHome>(await home('s2_op', 'chain'));
    expect(s2.queue.map((a) => a.appNo)).not.toContain(app('TRF'));
    const s1 = ok<CreditHome>(await home('s1_op', 'chain'));
    expect(s1.queue.map((a) => a.appNo)).not.toContain(app('RTN'));
    expect(s1.queue.every((a) => ['DRAFT', 'RETURNED'].includes(a.status) || (a.bizType === 'SIGN' && a.status === 'PENDING_CP_SIGN'))).toBe(true);
  });

  it('grants the bank’s client and product managers 待办事项, where their financings wait (issue 28 item 8)', async () => {
    for (const role of ['ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER']) expect(await grantedMenuPaths(server.db, 'F1', role)).toContain('/credit/todo');
    const todos = ok<Page<Todo>>(await (await server.login('f1_cm')).callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 10 } }));
    // Their financings wait on credit pages; the seeded ABS转让 AP5 (domain-lines.md §13.9) on ABS转让审批, the seeded
    // 贴现 DSB…01 (§13.12) on 贴现审批.
    const pages = ['/credit/', '/abs/transfer/approve', '/discount/fi/discount-approve'];
    expect(todos.rows.every((t) => pages.some((p) => t.path.startsWith(p)))).toBe(true);
  });

  it('refuses a home of the other side or a role without one', async () => {
    expect((await home('s1_op', 'core')).status).toBe(403);
    expect((await home('c1_purchase', 'core')).status).toBe(403);
  });

  it('lists the todos of the caller’s corporation and role', async () => {
    const dir = ok<Page<Todo>>(await (await server.login('c1_dir')).callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 10 } }));
    expect(dir.rows.map((t) => t.title).sort()).toEqual(['开立撤回待复核', '开立待复核', '额度分配待审批', '兑付待审批', '银承出票待复核'].sort());
    expect(dir.rows.find((t) => t.appNo === app('CSH-0620'))?.path).toBe('/credit/core/cash/director-approve');
    expect(dir.rows.find((t) => t.appNo === app('LD2'))?.path).toBe('/my/limit/approve');
    const s1 = ok<Page<Todo>>(
      await (await server.login('s1_op')).callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 10, filters: { bizType: 'SIGN' } } }),
    );
    expect(s1.rows).toEqual([expect.objectContaining({ title: '待签收', creditNo: credit('CR2'), amount: '500000.00', path: '/credit/todo' })]);
    // The seeded return of CR8 waits for C1's operator to confirm it.
    const c1op = ok<Page<Todo>>(await (await server.login('c1_op')).callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 10 } }));
    expect(c1op.rows).toEqual([expect.objectContaining({ title: '退回待确认', appNo: app('RTN'), path: '/credit/chain/return/confirm-apply' })]);
  });
});
