import type { CreditListQuery } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { CREDIT_SELECT, VISIBLE_TO } from './credit.repo';
import type { CreditRow } from './credit.repo';
import { Conditions, containing, pageRows, splitSelect } from '../../platform/db/list-query';

/** Statuses in which the holder still holds the credit (domain.md §7.1: not waiting to be signed, not ended). */
export const HELD_STATUSES = ['HELD', 'TRANSFERRING', 'FINANCING', 'RETURNING', 'RECYCLING', 'POOLED', 'CASHING', 'OVERDUE', 'FINANCED'];

const SCOPE: Record<NonNullable<NonNullable<CreditListQuery['filters']>['scope']>, string> = {
  held: `c.holder_corp_id = $1 AND c.status = ANY('{${HELD_STATUSES.join(',')}}'::text[])`,
  issued: 'c.issuer_corp_id = $1 AND c.parent_no IS NULL',
  toSign: "c.holder_corp_id = $1 AND c.status = 'PENDING_SIGN'",
  withdrawable: "c.issuer_corp_id = $1 AND c.status = 'PENDING_SIGN' AND c.locked_by_app IS NULL",
  recyclable: "c.issuer_corp_id = $1 AND c.holder_corp_id = $1 AND c.status = 'HELD' AND c.locked_by_app IS NULL",
  // Transfer (§7.5) also needs a due date ahead of the business date: the service adds it as `dueFrom`.
  transferable: "c.holder_corp_id = $1 AND c.issuer_corp_id <> $1 AND c.status = 'HELD' AND c.locked_by_app IS NULL",
  // Return (§7.9): the issuer holding its own credit recycles it instead.
  returnable: "c.holder_corp_id = $1 AND c.issuer_corp_id <> $1 AND c.status = 'HELD' AND c.locked_by_app IS NULL",
  all: VISIBLE_TO,
};

const SORT: Record<string, string> = { dueDate: 'c.due_date', amount: 'c.amount_fen', issueDate: 'c.issue_date', creditNo: 'c.credit_no' };

export interface CreditPageQuery {
  filters: NonNullable<CreditListQuery['filters']>;
  sort?: { field: string; order: 'asc' | 'desc' } | undefined;
  limit: number;
  offset: number;
}

/** One page of the corporation's credits in a scope, filtered and sorted on the server (its indexes: holder, issuer, due date). */
export async function creditPage(q: Queryable, corpId: string, p: CreditPageQuery): Promise<{ rows: CreditRow[]; total: number }> {
  const f = p.filters;
  const c = new Conditions([corpId]).raw(SCOPE[f.scope ?? 'all']);
  c.add(f.productType, (x) => `c.product_type = ${x}`)
    .add(f.status, (x) => `c.status = ${x}`)
    .add(containing(f.creditNo), (x) => `c.credit_no ILIKE ${x}`)
    .add(containing(f.counterparty), (x) => `(i.corp_name ILIKE ${x} OR h.corp_name ILIKE ${x})`)
    .add(f.dueFrom, (x) => `c.due_date >= ${x}`)
    .add(f.dueTo, (x) => `c.due_date <= ${x}`);
  const order = p.sort ? `${SORT[p.sort.field] ?? 'c.due_date'} ${p.sort.order === 'desc' ? 'DESC' : 'ASC'}, c.credit_no` : 'c.due_date ASC, c.credit_no';
  const [select, from] = splitSelect(CREDIT_SELECT);
  return pageRows<CreditRow & { total: unknown }>(q, select, from, c, order, p.limit, p.offset);
}

/**
 * Outstanding credits drawing on a line (额度详情): the leaves not cancelled, not yet paid back to a revolving line;
 * with `memberCorpId`, only those drawing on that member's sub-limit.
 */
export async function lineCreditPage(
  q: Queryable,
  lineId: string,
  memberCorpId: string | null,
  sort: CreditPageQuery['sort'],
  limit: number,
  offset: number,
): Promise<{ rows: CreditRow[]; total: number }> {
  const c = new Conditions([lineId]).raw(
    `c.line_id = $1 AND c.status NOT IN ('SPLIT', 'REFUSED', 'WITHDRAWN', 'RECYCLED') AND NOT (c.status = 'CASHED' AND (SELECT revolving FROM credit_line l
       WHERE l.line_id = c.line_id))`,
  );
  c.add(memberCorpId ?? undefined, (m) => `c.sub_limit_id IN (SELECT s.sub_limit_id FROM sub_limit s WHERE s.line_id = c.line_id AND s.corp_id = ${m})`);
  const order = sort ? `${SORT[sort.field] ?? 'c.due_date'} ${sort.order === 'desc' ? 'DESC' : 'ASC'}, c.credit_no` : 'c.due_date ASC, c.credit_no';
  const [select, from] = splitSelect(CREDIT_SELECT);
  return pageRows<CreditRow & { total: unknown }>(q, select, from, c, order, limit, offset);
}
