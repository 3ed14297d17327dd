import { productPath } from '@scf/api/contract';
import type { BizType, DiscountHome, DiscountHomeSide, DiscountMaturity, DiscountTodo, HomeTile } from '@scf/api/contract';
import { calendarDaysBetween, fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import { grantedMenuPaths } from '../../platform/security/granted-menus';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, applicationPage, applicationRowView, pendingOf } from '../applications';
import type { AppRow } from '../applications';
import * as repo from './discount-home.repo';
import type { Total } from './discount-home.repo';

/** The area's business types (domain-lines.md §14A.4): only these show on its homes. */
export const DISCOUNT_BIZ_TYPES: readonly BizType[] = ['BAB_ISSUE', 'BAB_DELIVER', 'BAB_RECEIVE', 'BAB_REVOKE', 'DISCOUNT_BILL', 'DISCOUNT_BATCH'];

type Kind = 'operator' | 'director' | 'query' | 'fi';
const KIND_OF_ROLE: Readonly<Record<string, Kind>> = {
  ROLE_OPERATOR: 'operator',
  ROLE_DIRECTOR: 'director',
  ROLE_QUERY: 'query',
  ROLE_CLIENT_MANAGER: 'fi',
  ROLE_PRODUCT_MANAGER: 'fi',
};

/** The home page of a side for a role (domain-lines.md §20.2); the bank has one home for both its roles. */
export const homePathOf = (side: DiscountHomeSide, kind: Kind): string | null => {
  if (side === 'fi') return kind === 'fi' ? '/discount/fi/index' : null;
  return kind === 'fi' ? null : `/discount/${side}/index/${kind}`;
};

const discount = (path: string): string => productPath('DISCOUNT', path);

interface Ctx {
  granted: readonly string[];
}
/** A tile's link, only to a page the role is granted (the area's pages are product-relative: `/core/bab/apply`). */
const linkOf = (c: Ctx, path: string): string | null => {
  const p = discount(path);
  return c.granted.includes(p) ? p : null;
};
const amountTile = (c: Ctx, key: string, title: string, fen: bigint, note: string | null, path: string | null): HomeTile => ({
  key,
  title,
  kind: 'amount',
  value: fenToDecimal(fen),
  note,
  link: path ? linkOf(c, path) : null,
});
const totalTile = (c: Ctx, key: string, title: string, t: Total, path: string | null): HomeTile => amountTile(c, key, title, t.fen, `共 ${t.count} 张`, path);
const countTile = (c: Ctx, key: string, title: string, t: Total, path: string | null): HomeTile => ({
  key,
  title,
  kind: 'count',
  value: String(t.count),
  note: `${fenToDecimal(t.fen)} 元`,
  link: path ? linkOf(c, path) : null,
});

/**
 * The core's figures (§20.3): its 承兑额度 (total, used, frozen, available over its acceptance lines), the bills it drew
 * that reached their payee (已出票), the accepted ones still to deliver (待提示收票) and the margin frozen for them.
 */
async function coreTiles(q: Queryable, corpId: string, c: Ctx): Promise<HomeTile[]> {
  const line = await repo.coreLine(q, corpId);
  const available = line.total - line.used - line.frozen;
  const lineNote = line.count === 0 ? '暂无承兑额度' : `共 ${line.count} 笔额度`;
  return [
    amountTile(c, 'lineTotal', '承兑额度', line.total, lineNote, null),
    amountTile(c, 'lineUsed', '已用额度', line.used, null, '/core/bab/query'),
    amountTile(c, 'lineFrozen', '冻结额度', line.frozen, null, '/core/bab/query'),
    amountTile(c, 'lineAvailable', '可用额度', available, null, '/core/bab/apply'),
    totalTile(c, 'issued', '已出票', await repo.drawnPackages(q, corpId, ['PENDING_RECEIVE', 'ISSUED']), '/core/bab/query'),
    totalTile(c, 'toDeliver', '待提示收票', await repo.drawnPackages(q, corpId, ['ACCEPTED']), '/core/bab/submit'),
    amountTile(c, 'marginFrozen', '保证金', await repo.marginFrozen(q, corpId), '保证金账户冻结', null),
  ];
}

/**
 * The holder's figures (§20.1, §20.4): what it holds (持有中 and 贴现中), what it may still discount (持有中, not due),
 * what is being discounted, what it has discounted, and what waits for its 签收.
 */
async function chainTiles(q: Queryable, corpId: string, businessDate: string, c: Ctx): Promise<HomeTile[]> {
  return [
    totalTile(c, 'held', '持有票据', await repo.heldRanges(q, corpId, ['HELD', 'DISCOUNTING']), '/chain/bill/query'),
    totalTile(c, 'discountable', '可贴现金额', await repo.heldRanges(q, corpId, ['HELD'], businessDate), '/chain/apply'),
    totalTile(c, 'discounting', '贴现中', await repo.heldRanges(q, corpId, ['DISCOUNTING']), '/chain/query'),
    totalTile(c, 'discounted', '已贴现', await repo.discountedBy(q, corpId), '/chain/query'),
    totalTile(c, 'toReceive', '待签收', await repo.heldRanges(q, corpId, ['PENDING_RECEIVE']), '/chain/bill/receive'),
  ];
}

/** The bank's figures (§20.3, §20.4): acceptances and discounts waiting for its approval, its acceptances not yet paid, the discounted bills it holds. */
async function fiTiles(q: Queryable, corpId: string, c: Ctx): Promise<HomeTile[]> {
  return [
    countTile(c, 'babPending', '待承兑审批', await repo.fiPending(q, corpId, ['BAB_ISSUE']), '/fi/bab-approve'),
    countTile(c, 'discountPending', '待贴现审批', await repo.fiPending(q, corpId, ['DISCOUNT_BILL', 'DISCOUNT_BATCH']), '/fi/discount-approve'),
    totalTile(c, 'accepted', '承兑余额', await repo.acceptedPackages(q, corpId), '/fi/query'),
    totalTile(c, 'discountHeld', '贴现持有余额', await repo.heldRanges(q, corpId, ['DISCOUNTED']), '/fi/query'),
  ];
}

/** Where the caller acts on an application: the page its flow names for its status (with `?appNo=`), when the role is granted it. */
function todoOf(a: AppRow, actor: Actor, c: Ctx): DiscountTodo {
  // A draft is edited where a returned application is (the flows name no pending step for a draft).
  const pending = pendingOf(a.biz_type, a.status) ?? pendingOf(a.biz_type, 'RETURNED');
  const page = pending ? productPath(a.product_type, pending.path) : null;
  return { ...applicationRowView(a, acting(actor)), link: page && c.granted.includes(page) ? `${page}?appNo=${encodeURIComponent(a.app_no)}` : null };
}

const isDraftOrReturned = (a: AppRow): boolean => a.status === 'DRAFT' || a.status === 'RETURNED';

/**
 * The discount home of the caller's corporation for a side (domain-lines.md §20.2): its role's home page of that side
 * must be granted (else 403), the figures are its corporation's only, the 待办 are the area's applications whose next step
 * is the caller's role (the flows' pending work), an operator's 草稿与退回 are its own.
 */
export async function discountHome(env: ServiceEnv, actor: Actor, side: DiscountHomeSide): Promise<DiscountHome> {
  const q = env.db;
  const kind = KIND_OF_ROLE[actor.role];
  const granted = await grantedMenuPaths(q, actor.corpId, actor.role);
  const home = kind ? homePathOf(side, kind) : null;
  if (!kind || !home || !granted.includes(home)) throw refuse.forbidden();
  const c: Ctx = { granted };
  const who = { corpId: actor.corpId, userId: actor.userId, role: actor.role };
  // Per type of the area, so the count is exact and no other product's work crowds it out (newest first, as the lists).
  const inArea = async (scope: 'review' | 'mine', keep: (a: AppRow) => boolean): Promise<{ rows: AppRow[]; total: number }> => {
    let total = 0;
    const rows: AppRow[] = [];
    for (const bizType of DISCOUNT_BIZ_TYPES) {
      const page = await applicationPage(q, who, { filters: { scope, bizType }, limit: 200, offset: 0 });
      const kept = page.rows.filter(keep);
      total += page.total - (page.rows.length - kept.length);
      rows.push(...kept);
    }
    rows.sort((x, y) => Number(y.created_at) - Number(x.created_at) || (x.app_no < y.app_no ? -1 : 1));
    return { rows, total };
  };
  const none = { rows: [], total: 0 };
  const waiting = kind === 'query' ? none : await inArea('review', (a) => kind !== 'operator' || !isDraftOrReturned(a));
  const drafts = kind === 'operator' ? await inArea('mine', isDraftOrReturned) : none;

  const tiles =
    side === 'core'
      ? await coreTiles(q, actor.corpId, c)
      : side === 'chain'
        ? await chainTiles(q, actor.corpId, env.businessDate, c)
        : await fiTiles(q, actor.corpId, c);
  const maturities: DiscountMaturity[] = (await repo.nextMaturities(q, actor.corpId, side, env.businessDate, 5)).map((m) => ({
    packageNo: m.package_no,
    drawer: { corpId: m.drawer_corp_id, corpName: m.drawer_name },
    payee: { corpId: m.payee_corp_id, corpName: m.payee_name },
    amount: fenToDecimal(m.fen),
    dueDate: m.due_date,
    daysLeft: calendarDaysBetween(env.businessDate, m.due_date),
    status: m.status,
  }));
  return {
    side,
    tiles,
    todos: waiting.rows.slice(0, 10).map((a) => todoOf(a, actor, c)),
    todoTotal: waiting.total,
    drafts: drafts.rows.slice(0, 10).map((a) => todoOf(a, actor, c)),
    maturities,
  };
}
