import { pageWindow } from '@scf/api/contract';
import type { Credit, CreditListQuery, CreditSlip, CreditTreeNode, FlowRecord, FlowRecordQuery, Page } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { creditPage, lineCreditPage } from './credit-list.repo';
import { memberPart, visibleLine } from '../limits';
import { creditsActedOnBy, creditsByNos, treeOf, visibleCredit } from './credit.repo';
import type { CreditRow } from './credit.repo';
import { creditView, creditFlowView as flowView } from './credit.view';
import { scopeTree } from './credit-tree-scope';
import { flowPageOfCredits } from './credit-flow.repo';
import { refuse } from '../../platform/refusal';
import { firstTransferableDue } from './holder-flow.rules';
import { accountById, accountOf, corpById } from '../applications';

/** The caller corporation's credits in a scope, one page, filtered and sorted on the server. */
export async function listCredits(q: Queryable, actor: Actor, query: CreditListQuery, businessDate: string): Promise<Page<Credit>> {
  const { limit, offset } = pageWindow(query);
  const filters = { ...query.filters };
  // A transfer needs a working day left (domain.md §4.2): the transferable list starts the day after today.
  if (filters.scope === 'transferable') filters.dueFrom = [filters.dueFrom ?? '', firstTransferableDue(businessDate)].sort().at(-1);
  const page = await creditPage(q, actor.corpId, { filters, sort: query.sort, limit, offset });
  return { rows: page.rows.map(creditView), total: page.total };
}

async function visible(q: Queryable, actor: Actor, creditNo: string): Promise<CreditRow> {
  const c = await visibleCredit(q, actor.corpId, creditNo);
  if (!c) throw refuse.creditNotFound();
  return c;
}

export const creditDetail = async (q: Queryable, actor: Actor, creditNo: string): Promise<Credit> => creditView(await visible(q, actor, creditNo));

/** The part of the credit's family the caller reads (issue 26 item 5): the issuer all of it, others their path and subtree. */
async function scopedTreeOf(q: Queryable, actor: Actor, credit: CreditRow) {
  const rows = await treeOf(q, credit.root_no);
  const involved = await creditsActedOnBy(
    q,
    actor.corpId,
    rows.map((r) => r.credit_no),
  );
  return scopeTree(rows, credit.root_no, actor.corpId, new Set(involved));
}

/** `/transfer-record`: the credit and the tree of its root as the caller may read it. */
export async function creditFlow(q: Queryable, actor: Actor, creditNo: string): Promise<{ credit: Credit; tree: CreditTreeNode }> {
  const credit = await visible(q, actor, creditNo);
  return { credit: creditView(credit), tree: (await scopedTreeOf(q, actor, credit)).tree };
}

/** `/transfer-record`'s 流转明细: one page of the steps on the credits of the tree the caller reads, oldest first unless asked otherwise. */
export async function creditFlowRecords(q: Queryable, actor: Actor, creditNo: string, query: FlowRecordQuery): Promise<Page<FlowRecord>> {
  const credit = await visible(q, actor, creditNo);
  const scope = await scopedTreeOf(q, actor, credit);
  const { limit, offset } = pageWindow(query);
  const page = await flowPageOfCredits(q, scope, { order: query.sort?.order ?? 'asc', limit, offset });
  return { rows: page.rows.map(flowView), total: page.total };
}

/** 使用约定 of the slip (domain.md §5.3, S5). */
export const SLIP_TERMS = [
  '一、本凭证基于真实、合法的贸易背景开立，开立方及各持有方保证贸易背景真实有效。',
  '二、开立方承诺于承诺付款日无条件向凭证持有方支付凭证所载金额。',
  '三、凭证转让后，转让方对应金额的债权随之消灭，由接收方享有。',
  '四、到期款项清分至最终持有方绑定的金融机构账户。',
];

async function party(q: Queryable, corpId: string, accountId: string | null, types: readonly string[]) {
  const corp = await corpById(q, corpId);
  const account = (await accountById(q, accountId)) ?? (await accountOf(q, corpId, types));
  return { corpName: corp?.corp_name ?? '', accountNo: account?.account_no ?? '', bankName: account?.bank_name ?? '', taxNo: corp?.uscc ?? '' };
}

/** The slip of `/credit/sign-html` (流转单): an issue slip for a root, a transfer slip for a credit split from its parent. */
export async function creditSlip(q: Queryable, actor: Actor, creditNo: string): Promise<CreditSlip> {
  const c = await visible(q, actor, creditNo);
  // The parent is shown only by its number and its holder at the split (the transferor), never in full.
  const parent = c.parent_no ? (await creditsByNos(q, [c.parent_no], false))[0] : undefined;
  const payer = await party(q, c.issuer_corp_id, c.issuer_account_id, ['SPECIAL', 'SETTLEMENT']);
  return {
    kind: parent ? 'TRANSFER' : 'ISSUE',
    fromNo: parent ? parent.credit_no : c.credit_no,
    creditNo: c.credit_no,
    rootNo: c.root_no,
    from: parent ? await party(q, parent.holder_corp_id, parent.holder_account_id, ['ELECTRONIC', 'SETTLEMENT']) : payer,
    to: await party(q, c.holder_corp_id, c.holder_account_id, ['ELECTRONIC', 'SETTLEMENT']),
    payer,
    productType: c.product_type,
    dueDate: c.due_date,
    amount: creditView(c).amount,
    date: parent ? c.acquired_date : c.issue_date,
    remark: c.remark,
    terms: SLIP_TERMS,
    status: c.status,
  };
}
/** 额度详情's credits: the outstanding leaves drawing on a line the caller may read. */
export async function lineCredits(
  q: Queryable,
  actor: Actor,
  lineId: string,
  query: { page: number; size: number; sort?: { field: string; order: 'asc' | 'desc' } | undefined },
): Promise<Page<Credit>> {
  const member = memberPart(actor, await visibleLine(q, actor, lineId));
  const { limit, offset } = pageWindow(query);
  const page = await lineCreditPage(q, lineId, member, query.sort, limit, offset);
  return { rows: page.rows.map(creditView), total: page.total };
}
