import { beforeAll, describe, expect, it } from 'vitest';
import { discountHomeEndpoints, findRoute, grantedPaths } from '@scf/api/contract';
import type { AppStatus, BizType, DiscountHome, DiscountHomeSide, GrantedMenuTree, HomeTile } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { ROLE_CM, ROLE_DIR, flow, insertApp, installFlows, pending, pendingOf, servedFlow } from '../../src/modules/applications';
import type { NewApp } from '../../src/modules/applications';
import { rangeFen } from '../../src/modules/discount/bills.repo';
import type { RangeRow } from '../../src/modules/discount/bills.repo';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * 票据贴现's homes (domain-lines.md §20.2) on the seed of §13.12 (business date 2025-06-16): LB1 of C1 at F1
 * (20 000 000.00, used 1 400 000.00), BAB-1 (1 200 000.00, S1, due 2025-10-04), BAB-2 (500 000.00, 待签收 by S2, due
 * 2025-12-12), BAB-4 (300 000.00, S1, due 2025-08-29), C1's margin account frozen 600 000.00. Figures that other parts'
 * seeds move (LB1's frozen by BAB…03, BAB-4 贴现中 under DSB…01) are read from the rows.
 */
const BAB1 = '810530300001720250606000000001';
const BAB2 = '810530300001720250612000000002';
const BAB4 = '810530300001720250530000000004';

const clients = new Map<string, TestClient>();
async function as(user: string): Promise<TestClient> {
  const known = clients.get(user);
  if (known) return known;
  const c = await server.login(user);
  clients.set(user, c);
  return c;
}
const home = async (user: string, side: DiscountHomeSide): Promise<DiscountHome> =>
  ok<DiscountHome>(await (await as(user)).callEndpoint(discountHomeEndpoints.home, { body: { side } }));
const tile = (h: DiscountHome, key: string): HomeTile => {
  const t = h.tiles.find((x) => x.key === key);
  if (!t) throw new Error(`no tile ${key}`);
  return t;
};
const figures = (h: DiscountHome) => Object.fromEntries(h.tiles.map((t) => [t.key, [t.value, t.note]]));

async function rangeOfPackage(packageNo: string): Promise<RangeRow & { amount_fen: string }> {
  const [r] = await server.db.query<RangeRow & { amount_fen: string }>(
    `SELECT r.*, p.amount_fen FROM bill_range r JOIN bill_package p USING (package_no)
      WHERE r.package_no = $1 AND r.status NOT IN ('SPLIT', 'CANCELLED') ORDER BY r.start_no LIMIT 1`,
    [packageNo],
  );
  if (!r) throw new Error(`no range of ${packageNo}`);
  return r;
}

describe('how a user reaches the discount home', () => {
  it.each([
    ['c1_op', '/discount/core/index/operator'],
    ['c1_dir', '/discount/core/index/director'],
    ['c1_query', '/discount/core/index/query'],
    ['s1_op', '/discount/chain/index/operator'],
    ['s1_dir', '/discount/chain/index/director'],
    ['s1_query', '/discount/chain/index/query'],
    ['s2_op', '/discount/chain/index/operator'],
    ['f1_cm', '/discount/fi/index'],
    ['f1_pm', '/discount/fi/index'],
  ])('%s: the first page of the area in the granted menu (where 票据贴现 opens) is %s', async (user, path) => {
    const tree = await (await as(user)).call('POST', '/uaa/v1/security/granted-menu-tree');
    const paths = grantedPaths((tree.body.data as GrantedMenuTree).menus).filter((p) => findRoute(p)?.area === 'discount' && !findRoute(p)?.fromScreen);
    expect(paths[0]).toBe(path);
  });
});

describe('the core’s home', () => {
  type Line = { total_fen: string; used_fen: string; frozen_fen: string };
  let line: Line = { total_fen: '0', used_fen: '0', frozen_fen: '0' };
  beforeAll(async () => {
    const [row] = await server.db.query<Line>("SELECT total_fen, used_fen, frozen_fen FROM bab_line WHERE line_id = 'LB1'");
    if (row) line = row;
  });

  it('shows LB1, the bills drawn, those to deliver and the margin frozen (c1_op)', async () => {
    const h = await home('c1_op', 'core');
    const frozen = BigInt(String(line.frozen_fen));
    expect(h.side).toBe('core');
    expect(figures(h)).toEqual({
      lineTotal: ['20000000.00', '共 1 笔额度'],
      lineUsed: ['1400000.00', null],
      lineFrozen: [fenToDecimal(frozen), null],
      lineAvailable: [fenToDecimal(2_000_000_000n - 140_000_000n - frozen), null],
      issued: ['2000000.00', '共 3 张'],
      toDeliver: ['0.00', '共 0 张'],
      marginFrozen: ['600000.00', '保证金账户冻结'],
    });
    expect(tile(h, 'lineAvailable').link).toBe('/discount/core/bab/apply');
    expect(tile(h, 'toDeliver').link).toBe('/discount/core/bab/submit');
    expect(tile(h, 'issued').link).toBe('/discount/core/bab/query');
  });

  it('lists the next maturities of C1’s bills, soonest first, with the days left', async () => {
    const h = await home('c1_op', 'core');
    expect(h.maturities.map((m) => [m.packageNo, m.amount, m.dueDate, m.daysLeft, m.status, m.payee.corpId])).toEqual([
      [BAB4, '300000.00', '2025-08-29', 74, 'ISSUED', 'S1'],
      [BAB1, '1200000.00', '2025-10-04', 110, 'ISSUED', 'S1'],
      [BAB2, '500000.00', '2025-12-12', 179, 'PENDING_RECEIVE', 'S2'],
    ]);
  });

  it('gives the query role the same figures without links to pages it is not granted', async () => {
    const h = await home('c1_query', 'core');
    expect(tile(h, 'lineTotal').value).toBe('20000000.00');
    expect(tile(h, 'lineAvailable').link).toBeNull();
    expect(tile(h, 'toDeliver').link).toBeNull();
    expect(tile(h, 'issued').link).toBe('/discount/core/bab/query');
    expect([h.todos, h.drafts, h.todoTotal]).toEqual([[], [], 0]);
  });

  it('lists an operator’s own returned 银承出票 under 草稿与退回, for no one else', async () => {
    const [op] = await server.db.query<{ user_id: string }>("SELECT user_id FROM app_user WHERE user_name = 'c1_op'");
    const appNo = 'BAB2025061699000001';
    await insertApp(
      server.db,
      {
        appNo,
        bizType: 'BAB_ISSUE',
        productType: 'DISCOUNT',
        applicantCorpId: 'C1',
        counterpartyCorpId: 'F1',
        issuerCorpId: 'C1',
        lineId: null,
        subLimitId: null,
        amountFen: 20_000_000n,
        decision: null,
        reason: '',
        comment: '',
        creatorUserId: op!.user_id,
        deciderUserId: null,
        businessDate: '2025-06-16',
        at: Date.parse('2025-06-16T09:00:00+08:00'),
      },
      'RETURNED',
    );
    const mine = await home('c1_op', 'core');
    expect(mine.drafts.map((a) => [a.appNo, a.bizType, a.status, a.amount])).toEqual([[appNo, 'BAB_ISSUE', 'RETURNED', '200000.00']]);
    expect(mine.todos.map((a) => a.appNo)).not.toContain(appNo);
    for (const [user, side] of [
      ['c1_dir', 'core'],
      ['s1_op', 'chain'],
      ['f1_cm', 'fi'],
    ] as const) {
      const other = await home(user, side);
      expect([...other.drafts, ...other.todos].map((a) => a.appNo)).not.toContain(appNo);
    }
    await server.db.query('DELETE FROM application WHERE app_no = $1', [appNo]);
  });
});

describe('the supplier’s home', () => {
  it('shows what S1 holds, may discount, is discounting and has discounted (s1_op)', async () => {
    const bab4 = await rangeOfPackage(BAB4);
    const bab1 = await rangeOfPackage(BAB1);
    expect([bab1.status, rangeFen(bab1, BigInt(bab1.amount_fen))]).toEqual(['HELD', 120_000_000n]);
    // BAB-4 is 贴现中 once DSB…01 is seeded (§13.12), else still 持有中.
    const bab4Fen = rangeFen(bab4, BigInt(bab4.amount_fen));
    expect(bab4Fen).toBe(30_000_000n);
    const discounting = bab4.status === 'DISCOUNTING';
    const h = await home('s1_op', 'chain');
    expect(figures(h)).toEqual({
      held: ['1500000.00', '共 2 张'],
      discountable: [discounting ? '1200000.00' : '1500000.00', discounting ? '共 1 张' : '共 2 张'],
      discounting: [discounting ? '300000.00' : '0.00', discounting ? '共 1 张' : '共 0 张'],
      discounted: ['0.00', '共 0 张'],
      toReceive: ['0.00', '共 0 张'],
    });
    expect(tile(h, 'discountable').link).toBe('/discount/chain/apply');
    expect(tile(h, 'held').link).toBe('/discount/chain/bill/query');
    expect(h.maturities.map((m) => [m.packageNo, m.amount, m.daysLeft, m.drawer.corpId])).toEqual([
      [BAB4, '300000.00', 74, 'C1'],
      [BAB1, '1200000.00', 110, 'C1'],
    ]);
  });

  it('counts only what can still be discounted: a bill due today is not', async () => {
    await server.db.query("UPDATE bill_package SET due_date = '2025-06-16' WHERE package_no = $1", [BAB1]);
    try {
      const h = await home('s1_dir', 'chain');
      expect(tile(h, 'held').value).toBe('1500000.00');
      expect(tile(h, 'discountable').value).not.toContain('1200000');
      expect(tile(h, 'discountable').link).toBeNull();
    } finally {
      await server.db.query("UPDATE bill_package SET due_date = '2025-10-04' WHERE package_no = $1", [BAB1]);
    }
  });

  it('shows S2 only BAB-2 waiting for its 签收, and nothing of S1’s', async () => {
    const h = await home('s2_op', 'chain');
    expect(figures(h)).toEqual({
      held: ['0.00', '共 0 张'],
      discountable: ['0.00', '共 0 张'],
      discounting: ['0.00', '共 0 张'],
      discounted: ['0.00', '共 0 张'],
      toReceive: ['500000.00', '共 1 张'],
    });
    expect(tile(h, 'toReceive').link).toBe('/discount/chain/bill/receive');
    expect(h.maturities).toEqual([]);
  });

  it('counts a completed discount of the holder as 已贴现, and the bank then holds it', async () => {
    const appNo = 'DSL2025061699000001';
    const [op] = await server.db.query<{ user_id: string }>("SELECT user_id FROM app_user WHERE user_name = 's1_op'");
    const bab1 = await rangeOfPackage(BAB1);
    const [account] = await server.db.query<{ account_id: string }>("SELECT account_id FROM bank_account WHERE corp_id = 'S1' ORDER BY account_id LIMIT 1");
    await insertApp(
      server.db,
      {
        appNo,
        bizType: 'DISCOUNT_BILL',
        productType: 'DISCOUNT',
        applicantCorpId: 'S1',
        counterpartyCorpId: 'F1',
        issuerCorpId: null,
        lineId: null,
        subLimitId: null,
        amountFen: 30_000_000n,
        decision: null,
        reason: '',
        comment: '',
        creatorUserId: op!.user_id,
        deciderUserId: null,
        businessDate: '2025-06-16',
        at: Date.parse('2025-06-16T09:00:00+08:00'),
      },
      'COMPLETED',
    );
    // §20.5 example B (卖方付息): 300 000.00 of BAB-1, 115 days, interest 1 437.50, proceeds 298 562.50; the range held by F1.
    await server.db.query(
      `INSERT INTO bill_range (range_id, package_no, start_no, end_no, holder_corp_id, status, parent_range_id, created_on)
       VALUES ('BRHOME000001', $1, 1, 30000000, 'F1', 'DISCOUNTED', $2, '2025-06-16')`,
      [BAB1, bab1.range_id],
    );
    await server.db.query(
      `INSERT INTO discount_line (app_no, seq, package_no, range_id, amount_fen, fi_corp_id, annual_rate, deferral_rule, payer, buyer_pct, account_id,
         trial_date, gale_date, days, interest_fen, buyer_fen, seller_fen, proceeds_fen)
       VALUES ($1, 1, $2, 'BRHOME000001', 30000000, 'F1', '1.50%', 1, 'SELLER', 0, $3, '2025-06-16', '2025-10-09', 115, 143750, 0, 143750, 29856250)`,
      [appNo, BAB1, account!.account_id],
    );
    try {
      const s1 = await home('s1_query', 'chain');
      expect(figures(s1)['discounted']).toEqual(['300000.00', '共 1 张']);
      const f1 = await home('f1_pm', 'fi');
      expect(figures(f1)['discountHeld']).toEqual(['300000.00', '共 1 张']);
      expect(figures(await home('s2_op', 'chain'))['discounted']).toEqual(['0.00', '共 0 张']);
    } finally {
      await server.db.query('DELETE FROM discount_line WHERE app_no = $1', [appNo]);
      await server.db.query("DELETE FROM bill_range WHERE range_id = 'BRHOME000001'");
      await server.db.query('DELETE FROM application WHERE app_no = $1', [appNo]);
    }
  });
});

describe('the bank’s home', () => {
  it('shows F1’s acceptances unpaid, what waits for its approval and what it holds discounted (f1_cm)', async () => {
    const [pending] = await server.db.query<{ bab: string; dsc: string; dsc_fen: string }>(
      `SELECT count(*) FILTER (WHERE biz_type = 'BAB_ISSUE') AS bab,
              count(*) FILTER (WHERE biz_type IN ('DISCOUNT_BILL', 'DISCOUNT_BATCH')) AS dsc,
              COALESCE(sum(amount_fen) FILTER (WHERE biz_type IN ('DISCOUNT_BILL', 'DISCOUNT_BATCH')), 0) AS dsc_fen
         FROM application WHERE status IN ('PENDING_FI', 'PENDING_FUNDING')`,
    );
    const h = await home('f1_cm', 'fi');
    expect(h.side).toBe('fi');
    expect(figures(h)).toEqual({
      babPending: [String(pending!.bab), expect.stringMatching(/ 元$/)],
      discountPending: [String(pending!.dsc), `${fenToDecimal(BigInt(pending!.dsc_fen))} 元`],
      accepted: ['2000000.00', '共 3 张'],
      discountHeld: ['0.00', '共 0 张'],
    });
    expect(tile(h, 'babPending').link).toBe('/discount/fi/bab-approve');
    expect(tile(h, 'discountPending').link).toBe('/discount/fi/discount-approve');
    expect(h.maturities.map((m) => m.packageNo)).toEqual([BAB4, BAB1, BAB2]);
  });
});

describe('who may ask for which home', () => {
  it('refuses a home of another side, and the area to a corporation that has not opened it', async () => {
    refused(await (await as('c1_op')).callEndpoint(discountHomeEndpoints.home, { body: { side: 'chain' } }), '您没有办理该业务的权限', 'FORBIDDEN');
    refused(await (await as('s1_op')).callEndpoint(discountHomeEndpoints.home, { body: { side: 'fi' } }), '您没有办理该业务的权限', 'FORBIDDEN');
    refused(await (await as('f1_cm')).callEndpoint(discountHomeEndpoints.home, { body: { side: 'core' } }), '您没有办理该业务的权限', 'FORBIDDEN');
    refused(
      await (await as('c2_op')).callEndpoint(discountHomeEndpoints.home, { body: { side: 'core' } }),
      '贵企业尚未开通该产品，请联系客户经理开通',
      'PRODUCT_NOT_OPEN',
    );
    // A role without a home in the area (C1's administrator).
    refused(await (await as('c1_admin')).callEndpoint(discountHomeEndpoints.home, { body: { side: 'core' } }), '您没有访问该功能的权限', 'FORBIDDEN');
  });

  it('shows S3, which opened the area and holds nothing, only zeros', async () => {
    const h = await home('s3_op', 'chain');
    expect(h.tiles.every((t) => t.value === '0.00')).toBe(true);
    expect(h.maturities).toEqual([]);
  });
});

describe('待办: the area’s applications whose next step is the caller’s role', () => {
  // The flows are the other parts’ (§20.3): where one is not installed yet, a stand-in names the same pending step.
  const standIn = (bizType: BizType, status: AppStatus, p: ReturnType<typeof pending>) => {
    if (!servedFlow(bizType)) {
      installFlows([
        flow({ bizType, products: ['DISCOUNT'], transitions: [], pending: { [status]: p }, originalLines: () => Promise.resolve([]), effects: {} }),
      ]);
    }
  };
  standIn('BAB_DELIVER', 'PENDING_REVIEW', pending('applicant', ROLE_DIR, '提示收票待复核', '/core/bab/submit'));
  standIn('BAB_ISSUE', 'PENDING_FI', pending('counterparty', ROLE_CM, '银承出票待承兑', '/fi/bab-approve'));

  const app = async (appNo: string, bizType: BizType, applicant: string, counterparty: string, creator: string, status: AppStatus, fen: bigint) => {
    const [u] = await server.db.query<{ user_id: string }>('SELECT user_id FROM app_user WHERE user_name = $1', [creator]);
    const row: NewApp = {
      appNo,
      bizType,
      productType: 'DISCOUNT',
      applicantCorpId: applicant,
      counterpartyCorpId: counterparty,
      issuerCorpId: null,
      lineId: null,
      subLimitId: null,
      amountFen: fen,
      decision: null,
      reason: '',
      comment: '',
      creatorUserId: u!.user_id,
      deciderUserId: null,
      businessDate: '2025-06-16',
      at: Date.parse('2025-06-16T10:00:00+08:00'),
    };
    await insertApp(server.db, row, status);
  };
  const link = (bizType: BizType, status: AppStatus, appNo: string) => `/discount${pendingOf(bizType, status)!.path}?appNo=${appNo}`;

  it('gives c1_dir the 提示收票 to sign and f1_cm the 银承 to accept, each with its page, and no one else', async () => {
    const bps = 'BPS2025061699000001';
    const bab = 'BAB2025061699000002';
    await app(bps, 'BAB_DELIVER', 'C1', 'S2', 'c1_op', 'PENDING_REVIEW', 50_000_000n);
    await app(bab, 'BAB_ISSUE', 'C1', 'F1', 'c1_op', 'PENDING_FI', 20_000_000n);
    try {
      const dir = await home('c1_dir', 'core');
      expect(dir.todos.filter((a) => a.appNo === bps).map((a) => [a.bizType, a.status, a.amount, a.link])).toEqual([
        ['BAB_DELIVER', 'PENDING_REVIEW', '500000.00', link('BAB_DELIVER', 'PENDING_REVIEW', bps)],
      ]);
      expect(dir.todoTotal).toBeGreaterThanOrEqual(1);
      const fi = await home('f1_cm', 'fi');
      expect(fi.todos.filter((a) => a.appNo === bab).map((a) => [a.bizType, a.link])).toEqual([['BAB_ISSUE', link('BAB_ISSUE', 'PENDING_FI', bab)]]);
      expect(figures(fi)['babPending']?.[0]).not.toBe('0');
      for (const [user, side] of [
        ['c1_op', 'core'],
        ['c1_query', 'core'],
        ['s2_op', 'chain'],
        ['s2_dir', 'chain'],
        ['s1_dir', 'chain'],
      ] as const) {
        const other = await home(user, side);
        expect(
          [...other.todos, ...other.drafts].map((a) => a.appNo),
          user,
        ).not.toEqual(expect.arrayContaining([bps]));
        expect(
          [...other.todos, ...other.drafts].map((a) => a.appNo),
          user,
        ).not.toEqual(expect.arrayContaining([bab]));
      }
    } finally {
      await server.db.query('DELETE FROM application WHERE app_no = ANY($1::text[])', [[bps, bab]]);
    }
  });
});
