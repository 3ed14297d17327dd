import type { ApplicationRow, BizType, CreditHome, HomeTile, ProductType } from '@scf/api/contract';
import { fenToDecimal, formatFen, parseFen } from '@scf/api/money';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { grantedMenuPaths } from '../../platform/security/granted-menus';
import { productPath } from '@scf/api/contract';
import { applicationPage, applicationRowView, recentFlows, acting } from '../applications';
import { availableOf, creditPage, creditView, creditFlowView as flowView } from '../credits';
import { creditTotal, draftsAndReturned, isDraftOrReturned } from './homes.repo';
import type { Total } from './homes.repo';
import { refuse } from '../../platform/refusal';
import { issuerLimit } from '../limits';

type Side = 'core' | 'chain';
type HomeKind = 'operator' | 'director' | 'query';

const KIND_OF_ROLE: Record<string, HomeKind> = { ROLE_OPERATOR: 'operator', ROLE_DIRECTOR: 'director', ROLE_FINAL_REVIEW: 'director', ROLE_QUERY: 'query' };

interface Tiles {
  granted: readonly string[];
  product: ProductType;
}
const linkOf = (t: Tiles, path: string): string | null => {
  const p = productPath(t.product, path);
  return t.granted.includes(p) ? p : null;
};
const amountTile = (t: Tiles, key: string, title: string, total: Total, path: string): HomeTile => ({
  key,
  title,
  kind: 'amount',
  value: fenToDecimal(total.fen),
  note: `共 ${total.count} 笔`,
  link: linkOf(t, path),
});
const countTile = (t: Tiles, key: string, title: string, count: number, path: string, note: string | null = null): HomeTile => ({
  key,
  title,
  kind: 'count',
  value: String(count),
  note,
  link: linkOf(t, path),
});

/** A column's fen (int8 as the driver gives it) as the tile's note writes it: 1,000.00. */
const fen = (v: unknown): string => formatFen(BigInt(String(v)));

function period(businessDate: string) {
  const year = `${businessDate.slice(0, 4)}-01-01`;
  const month = `${businessDate.slice(0, 7)}-01`;
  const monthEnd = addDays(`${addDays(month, 32).slice(0, 7)}-01`, -1);
  return { year, month, monthEnd, in30: addDays(businessDate, 30) };
}

async function coreTiles(q: Queryable, actor: Actor, t: Tiles, businessDate: string): Promise<HomeTile[]> {
  const p = period(businessDate);
  const limit = await issuerLimit(q, actor.corpId, t.product);
  const figures = limit?.sub ?? limit?.line;
  const limitTile: HomeTile = {
    key: 'available',
    title: '可用额度',
    kind: 'amount',
    value: fenToDecimal(limit ? availableOf(limit) : 0n),
    note: figures
      ? `总额度 ${fen(limit?.sub ? limit.sub.allocated_fen : limit?.line.total_fen)}，已用 ${fen(figures.used_fen)}，冻结 ${fen(figures.frozen_fen)}`
      : '暂无有效额度',
    link: t.granted.includes('/my/limit/query') ? '/my/limit/query' : null,
  };
  return [
    limitTile,
    amountTile(t, 'issuedThisYear', '本年已开立', await creditTotal(q, 'issuedSince', actor.corpId, t.product, p.year), '/core/issue/issue'),
    amountTile(t, 'outstanding', '未到期余额', await creditTotal(q, 'outstanding', actor.corpId, t.product), '/core/cash/cash-calendar'),
    amountTile(
      t,
      'dueIn30Days',
      '30天内到期',
      await creditTotal(q, 'issuerDueBetween', actor.corpId, t.product, businessDate, p.in30),
      '/core/cash/cash-calendar',
    ),
    amountTile(t, 'awaitingReceiver', '待签收', await creditTotal(q, 'awaitingReceiver', actor.corpId, t.product), '/core/issue/issue-black'),
    countTile(t, 'draftsAndReturned', '草稿与退回', await draftsAndReturned(q, actor.corpId, actor.userId, t.product), '/core/issue/issue'),
  ];
}

async function chainTiles(q: Queryable, actor: Actor, t: Tiles, businessDate: string): Promise<HomeTile[]> {
  const p = period(businessDate);
  const toSign = await creditTotal(q, 'toSign', actor.corpId, t.product);
  return [
    amountTile(t, 'held', '持有金额', await creditTotal(q, 'heldNow', actor.corpId, t.product), '/chain/transfer/apply'),
    { ...amountTile(t, 'toSign', '待签收', toSign, '/todo'), note: `共 ${toSign.count} 笔` },
    amountTile(t, 'transferredThisYear', '本年转让', await creditTotal(q, 'transferredSince', actor.corpId, t.product, p.year), '/chain/transfer/apply'),
    amountTile(t, 'financed', '已融资', await creditTotal(q, 'financedOutstanding', actor.corpId, t.product), '/chain/finance/apply'),
    amountTile(t, 'dueThisMonth', '本月到期', await creditTotal(q, 'holderDueBetween', actor.corpId, t.product, p.month, p.monthEnd), '/chain/statistics'),
    amountTile(t, 'cashedThisYear', '本年已兑付', await creditTotal(q, 'cashedSince', actor.corpId, t.product, p.year), '/chain/statistics'),
  ];
}

/** Where each type of approval is done, per side (domain.md §12 director homes). */
const REVIEW_TILES: Record<Side, Array<[BizType, string, string]>> = {
  core: [
    ['ISSUE', '开立待复核', '/core/issue/issue-review'],
    ['WITHDRAW', '撤回待复核', '/core/issue/issue-black-review'],
    ['RECYCLE', '回收待审批', '/core/recycle/approve'],
    ['CASH', '兑付待审批', '/core/cash/director-approve'],
    ['CORE_FINANCE', '买方付息待审批', '/core/finance/approve'],
    ['LIMIT_DIST', '额度分配待审批', '/my/limit/approve'],
    ['RETURN', '退回待确认', '/chain/return/confirm-approve'],
  ],
  chain: [
    ['SIGN', '签收待复核', '/chain/index/director'],
    ['TRANSFER', '转让待审批', '/chain/transfer/split-approve'],
    ['FINANCE', '融资待审批', '/chain/finance/approve'],
    ['RETURN', '退回待审批', '/chain/return/approve'],
  ],
};

function directorTiles(t: Tiles, side: Side, queue: readonly ApplicationRow[]): HomeTile[] {
  const byType = REVIEW_TILES[side].map(([biz, title, path]) => countTile(t, `review.${biz}`, title, queue.filter((a) => a.bizType === biz).length, path));
  const total = queue.reduce((s, a) => s + parseFen(a.amount), 0n);
  return [
    countTile(t, 'review', '待复核', queue.length, '/todo'),
    ...byType,
    { key: 'awaitingSignature', title: '待签名金额', kind: 'amount', value: fenToDecimal(total), note: `共 ${queue.length} 笔`, link: linkOf(t, '/todo') },
  ];
}

/**
 * The role home of domain.md §12 for the caller's corporation, side and current role: tiles (amounts as decimal
 * strings, each with a link the role is granted), the work queue, the credits to sign, the ones due soonest and, for
 * query homes, the latest flow records. The role's home page must be granted, or it is 403.
 */
export async function creditHome(q: Queryable, actor: Actor, body: { productType: ProductType; side: Side }, businessDate: string): Promise<CreditHome> {
  const kind = KIND_OF_ROLE[actor.role];
  const granted = await grantedMenuPaths(q, actor.corpId, actor.role);
  const t: Tiles = { granted, product: body.productType };
  if (!kind || !granted.includes(productPath(body.productType, `/${body.side}/index/${kind}`))) throw refuse.forbidden();
  const who = { corpId: actor.corpId, userId: actor.userId, role: actor.role };
  const queueScope = kind === 'director' ? 'review' : 'mine';
  const queuePage =
    kind === 'query'
      ? { rows: [] }
      : await applicationPage(q, who, { filters: { scope: queueScope, productType: body.productType }, limit: kind === 'director' ? 100 : 10, offset: 0 });
  const queue = queuePage.rows
    .filter((a) => kind === 'director' || isDraftOrReturned({ bizType: a.biz_type, status: a.status }))
    .map((a) => applicationRowView(a, acting(actor)));
  const toSignScope = body.side === 'chain' ? 'toSign' : 'withdrawable';
  const toSign = await creditPage(q, actor.corpId, {
    filters: { scope: toSignScope, productType: body.productType },
    sort: { field: 'issueDate', order: 'desc' },
    limit: 10,
    offset: 0,
  });
  const dueSoon = await creditPage(q, actor.corpId, {
    filters: { scope: body.side === 'chain' ? 'held' : 'issued', productType: body.productType, dueFrom: businessDate },
    sort: { field: 'dueDate', order: 'asc' },
    limit: 5,
    offset: 0,
  });
  const tiles =
    kind === 'director'
      ? directorTiles(t, body.side, queue)
      : body.side === 'core'
        ? await coreTiles(q, actor, t, businessDate)
        : await chainTiles(q, actor, t, businessDate);
  return {
    tiles,
    queue: queue.slice(0, 10),
    toSign: toSign.rows.map(creditView),
    toSignTotal: toSign.total,
    dueSoon: dueSoon.rows.filter((c) => !['CASHED', 'REFUSED', 'WITHDRAWN', 'RECYCLED'].includes(c.status)).map(creditView),
    recent: kind === 'query' ? (await recentFlows(q, actor.corpId, 10)).map(flowView) : [],
  };
}
