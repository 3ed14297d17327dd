import type { ApplicationListQuery } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { allPending } from './flow-registry';
import { APP_SELECT } from './application.repo';
import type { AppRow } from './application.repo';
import { Conditions, containing, pageRows, splitSelect } from '../../platform/db/list-query';

type Scope = NonNullable<NonNullable<ApplicationListQuery['filters']>['scope']>;

/** (biz type, status) pairs whose pending step belongs to this role on this side, from the installed flows' pending work. */
function pendingPairs(role: string, side: 'applicant' | 'counterparty'): [string[], string[]] {
  const biz: string[] = [];
  const status: string[] = [];
  for (const { biz: b, status: s, pending: p } of allPending()) {
    if (p.role === role && p.side === side) {
      biz.push(b);
      status.push(s);
    }
  }
  return [biz, status];
}

function scopeClause(c: Conditions, scope: Scope, corpId: string, userId: string, role: string): void {
  const corp = c.param(corpId);
  switch (scope) {
    case 'mine':
      c.raw(`a.applicant_corp_id = ${corp} AND a.creator_user_id = ${c.param(userId)}`);
      return;
    case 'review': {
      const [ab, as] = pendingPairs(role, 'applicant');
      const [cb, cs] = pendingPairs(role, 'counterparty');
      c.raw(
        `((a.applicant_corp_id = ${corp} AND (a.biz_type, a.status) IN (SELECT * FROM unnest(${c.param(ab)}::text[], ${c.param(as)}::text[])))
          OR (a.counterparty_corp_id = ${corp} AND (a.biz_type, a.status) IN (SELECT * FROM unnest(${c.param(cb)}::text[], ${c.param(cs)}::text[]))))`,
      );
      return;
    }
    case 'counterparty':
      c.raw(`a.counterparty_corp_id = ${corp}`);
      return;
    case 'all':
      c.raw(`(a.applicant_corp_id = ${corp} OR a.counterparty_corp_id = ${corp})`);
  }
}

const SORT: Record<string, string> = { createdAt: 'a.created_at', updatedAt: 'a.updated_at', amount: 'a.amount_fen' };

export interface AppPageQuery {
  filters: NonNullable<ApplicationListQuery['filters']>;
  sort?: { field: string; order: 'asc' | 'desc' } | undefined;
  limit: number;
  offset: number;
}

/** One page of the applications a corporation is party to, in a scope, filtered and sorted on the server. */
export async function applicationPage(
  q: Queryable,
  who: { corpId: string; userId: string; role: string },
  p: AppPageQuery,
): Promise<{ rows: AppRow[]; total: number }> {
  const f = p.filters;
  const c = new Conditions();
  scopeClause(c, f.scope ?? 'all', who.corpId, who.userId, who.role);
  c.add(f.bizType, (x) => `a.biz_type = ${x}`)
    .add(f.status, (x) => `a.status = ${x}`)
    .add(f.productType, (x) => `a.product_type = ${x}`)
    .add(containing(f.appNo), (x) => `a.app_no ILIKE ${x}`);
  const order = p.sort ? `${SORT[p.sort.field] ?? 'a.created_at'} ${p.sort.order === 'asc' ? 'ASC' : 'DESC'}, a.app_no` : 'a.created_at DESC, a.app_no';
  const [select, from] = splitSelect(APP_SELECT);
  return pageRows<AppRow & { total: unknown }>(q, select, from, c, order, p.limit, p.offset);
}
