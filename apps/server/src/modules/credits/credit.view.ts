import type { BizType, Credit, CreditTreeNode, FlowRecord } from '@scf/api/contract';
import { flowActionLabel, flowView } from '../applications';
import type { FlowRow } from '../applications';
import { CREDIT_TRANSITIONS } from './credit.state';
import type { CreditRow } from './credit.repo';
import { fenOf, yuanOf as decimal } from '../../platform/db/fen-column';

export { fenOf, decimal };

export const creditView = (r: CreditRow): Credit => ({
  creditNo: r.credit_no,
  productType: r.product_type,
  rootNo: r.root_no,
  parentNo: r.parent_no,
  issuer: { corpId: r.issuer_corp_id, corpName: r.issuer_name },
  originalHolder: { corpId: r.original_holder_corp_id, corpName: r.original_holder_name },
  holder: { corpId: r.holder_corp_id, corpName: r.holder_name },
  amount: decimal(r.amount_fen),
  issueDate: r.issue_date,
  dueDate: r.due_date,
  status: r.status,
  lockedBy: r.locked_by_app && r.lock_biz_type ? { appNo: r.locked_by_app, bizType: r.lock_biz_type as BizType } : null,
  remark: r.remark,
});

/** The root and every split below it, from the rows of one tree. */
export function treeView(rows: readonly CreditRow[], rootNo: string): CreditTreeNode {
  const children = new Map<string, CreditRow[]>();
  for (const r of rows) if (r.parent_no) children.set(r.parent_no, [...(children.get(r.parent_no) ?? []), r]);
  const node = (r: CreditRow): CreditTreeNode => ({
    creditNo: r.credit_no,
    amount: decimal(r.amount_fen),
    holder: { corpId: r.holder_corp_id, corpName: r.holder_name },
    status: r.status,
    children: (children.get(r.credit_no) ?? []).map(node),
  });
  const root = rows.find((r) => r.credit_no === rootNo);
  if (!root) throw new Error(`tree of ${rootNo} has no root`);
  return node(root);
}

/** The credit ledger's own steps (credit moves, seeded acquisitions) as the timeline names them. */
const CREDIT_ACTION_LABEL: Record<string, string> = {
  ISSUE: '开立',
  TRANSFER_IN: '转让取得',
  FINANCE_IN: '融资取得',
  RETURN_IN: '退回取得',
  SPLIT_KEEP: '拆分留存',
  // A part of a split credit as the demo ledger writes it (seed: how it was acquired is not recorded).
  SPLIT: '拆分取得',
  RETURN_RECYCLED: '退回并回收',
};

/** The label of a credit-ledger step, or undefined for an engine step (the engine names those). */
export const creditActionLabel = (action: string): string | undefined =>
  action in CREDIT_TRANSITIONS ? CREDIT_TRANSITIONS[action as keyof typeof CREDIT_TRANSITIONS].label : CREDIT_ACTION_LABEL[action];

/** A record of a credit's timeline: credit steps by the ledger's words, application steps by their flow's. */
export const creditFlowView = (r: FlowRow): FlowRecord => flowView(r, (x) => creditActionLabel(x.action) ?? flowActionLabel(x));
