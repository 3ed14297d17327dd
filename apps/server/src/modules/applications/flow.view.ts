import { ROLE_LABEL } from '@scf/api/contract';
import type { BizType, FlowRecord, RoleCode } from '@scf/api/contract';
import { fenOf, yuanOf } from '../../platform/db/fen-column';
import { servedFlow } from './flow-registry';
import type { FlowRow } from './flow.repo';

/** The engine's own steps (application actions) as the timeline names them. */
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
};

/** A step's label: its flow's own word for it (a credit move, a bank's 审核通过), else the engine's. */
export const flowActionLabel = (r: Pick<FlowRow, 'biz_type' | 'action'>): string =>
  (r.biz_type ? servedFlow(r.biz_type as BizType)?.actionLabel?.(r.action) : undefined) ?? APP_ACTION_LABEL[r.action] ?? r.action;

/** A flow record as the timeline shows it; `label` names the steps (default: by the record's flow). */
export const flowView = (r: FlowRow, label: (r: FlowRow) => string = flowActionLabel): FlowRecord => ({
  at: new Date(Number(fenOf(r.at))).toISOString(),
  businessDate: r.business_date,
  bizType: (r.biz_type as BizType | null) ?? null,
  appNo: r.app_no,
  creditNo: r.credit_no,
  action: r.action,
  actionLabel: label(r),
  fromStatus: r.from_status,
  toStatus: r.to_status,
  corp: { corpId: r.corp_id, corpName: r.corp_name },
  user: r.user_name ? { userName: r.user_name, personName: r.person_name ?? '' } : { userName: 'system', personName: '系统' },
  roleLabel: ROLE_LABEL[r.role_code as RoleCode] ?? '系统',
  comment: r.comment,
  amount: r.amount_fen === null ? null : yuanOf(r.amount_fen),
  signedBy: r.signed_by,
});
