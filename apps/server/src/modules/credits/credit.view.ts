import { ROLE_LABEL } from '@scf/api/contract';
import type { BizType, Credit, CreditTreeNode, FlowRecord, RoleCode } from '@scf/api/contract';
import { CREDIT_TRANSITIONS } from './credit.state';
import type { CreditRow } from './credit.repo';
import type { FlowRow } from './flow.repo';
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

const APP_ACTION_LABEL: Record<string, string> = {
  SAVE: '保存',
  SUBMIT: '提交',
  APPROVE: '同意',
  RETURN: '退回',
  REJECT: '拒绝',
  CANCEL: '撤销申请',
  DECIDE: '签收/拒签',
  EXPIRE: '超期未签收',
  FUND: '放款',
  ISSUE: '开立',
  TRANSFER_IN: '转让取得',
  FINANCE_IN: '融资取得',
  RETURN_IN: '退回取得',
  SPLIT_KEEP: '拆分留存',
  // A part of a split credit as the demo ledger writes it (seed: how it was acquired is not recorded).
  SPLIT: '拆分取得',
  RETURN_RECYCLED: '退回并回收',
};

function actionLabel(r: FlowRow): string {
  if (r.action in CREDIT_TRANSITIONS) return CREDIT_TRANSITIONS[r.action as keyof typeof CREDIT_TRANSITIONS].label;
  // A financing's DECIDE is the bank's client manager passing it on (§7.7 step 3), not a sign-for.
  if (r.action === 'DECIDE' && r.biz_type === 'FINANCE') return '审核通过';
  return APP_ACTION_LABEL[r.action] ?? r.action;
}

export const flowView = (r: FlowRow): FlowRecord => ({
  at: new Date(Number(fenOf(r.at))).toISOString(),
  businessDate: r.business_date,
  bizType: (r.biz_type as BizType | null) ?? null,
  appNo: r.app_no,
  creditNo: r.credit_no,
  action: r.action,
  actionLabel: actionLabel(r),
  fromStatus: r.from_status,
  toStatus: r.to_status,
  corp: { corpId: r.corp_id, corpName: r.corp_name },
  user: r.user_name ? { userName: r.user_name, personName: r.person_name ?? '' } : { userName: 'system', personName: '系统' },
  roleLabel: ROLE_LABEL[r.role_code as RoleCode] ?? '系统',
  comment: r.comment,
  amount: r.amount_fen === null ? null : decimal(r.amount_fen),
  signedBy: r.signed_by,
});
