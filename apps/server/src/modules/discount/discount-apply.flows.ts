/**
 * 贴现 on the applications engine (domain-lines.md §20.4): DISCOUNT_BILL (DSL…, one bill) and DISCOUNT_BATCH (DSB…, 2–50).
 * The seller's operator submits (待复核, the sub-ranges 贴现中); its director 同意 signs DISCOUNT_*_SIGN (→ 待银行签收, or
 * 待买方确认付息 when the drawer pays part of the interest) or 退回 (ranges 持有中; the operator 撤销). The drawer — a third
 * party of the application — confirms through this module's calls, which take the platform-side steps below (side
 * `system`, guarded by the decision). The bank (the counterparty): 客户经理 审核通过 (→ 待终审) or 驳回; 产品经理 签收 signs
 * DISCOUNT_*_RECEIVE (→ 已贴现, the DVP) or 驳回. The seller's director 撤回 (signed DISCOUNT_*_REVOKE, the engine's EXPIRE
 * action so no generic button offers it) before the bank signs. 撤回 and the drawer's signature are verified by this
 * module's own signed operations (the engine marks only approvals signed); the flow record keeps the key's serial.
 */
import type { BizType } from '@scf/api/contract';
import { ROLE_CM, ROLE_DIR, ROLE_OP, ROLE_PM, flow, pending, transitions } from '../applications';
import type { AppRow, FlowDefinition, OriginalType } from '../applications';
import { askPayer, discountLines, releaseRanges, settle } from './discount-apply.effects';

type DiscountEffect = { kind: 'releaseRanges' } | { kind: 'askPayer' } | { kind: 'settle' };

const release: DiscountEffect[] = [{ kind: 'releaseRanges' }];

/** The timeline's words for this flow's own steps (the drawer's are renamed from the engine's DECIDE when taken). */
const ACTION_LABEL: Readonly<Record<string, string>> = {
  EXPIRE: '撤回',
  DECIDE: '审核通过',
  PAYER_CONFIRM: '确认付息',
  PAYER_SIGN: '签署买方付息确认书',
  PAYER_REFUSE: '拒绝付息',
};
const APPROVE_PAGE = '/chain/approve';
const FI_PAGE = '/fi/discount-approve';

/** Which original a signed step of a discount takes in its status (the seller's 同意, the bank's 签收). */
export function discountOriginalType(app: Pick<AppRow, 'biz_type' | 'status'>, step: 'approve' | 'revoke' = 'approve'): OriginalType {
  const batch = app.biz_type === 'DISCOUNT_BATCH';
  if (step === 'revoke') return batch ? 'DISCOUNT_BATCH_REVOKE' : 'DISCOUNT_BILL_REVOKE';
  if (app.status === 'PENDING_FINAL') return batch ? 'DISCOUNT_BATCH_RECEIVE' : 'DISCOUNT_BILL_RECEIVE';
  return batch ? 'DISCOUNT_BATCH_SIGN' : 'DISCOUNT_BILL_SIGN';
}

const discountFlow = (bizType: Extract<BizType, 'DISCOUNT_BILL' | 'DISCOUNT_BATCH'>): FlowDefinition =>
  flow<DiscountEffect>({
    bizType,
    products: ['DISCOUNT'],
    transitions: transitions<DiscountEffect>(bizType, [
      ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP }],
      // needsFinalReview stands for "the drawer pays part of the interest" (facts below): its confirmation comes first.
      [
        'APPROVE',
        {
          action: 'APPROVE',
          from: ['PENDING_REVIEW'],
          to: 'PENDING_FI',
          role: ROLE_DIR,
          signed: true,
          makerChecker: 'creator',
          guard: (f) => !f.needsFinalReview,
        },
      ],
      [
        'APPROVE_PAYER',
        {
          action: 'APPROVE',
          from: ['PENDING_REVIEW'],
          to: 'PENDING_PAYER',
          role: ROLE_DIR,
          signed: true,
          makerChecker: 'creator',
          guard: (f) => f.needsFinalReview,
          effects: [{ kind: 'askPayer' }],
        },
      ],
      ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR, effects: release }],
      ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: release }],
      ['CANCEL_RETURNED', { action: 'CANCEL', from: ['RETURNED'], to: 'CANCELLED', role: ROLE_OP }],
      ['REVOKE', { action: 'EXPIRE', from: ['PENDING_PAYER', 'PENDING_FI', 'PENDING_FINAL'], to: 'REVOKED', role: ROLE_DIR, effects: release }],
      ['PAYER_CONFIRM', { action: 'DECIDE', from: ['PENDING_PAYER'], to: 'PENDING_FI', side: 'system', role: 'SYSTEM', guard: (f) => f.decision === 'ACCEPT' }],
      [
        'PAYER_REFUSE',
        { action: 'DECIDE', from: ['PENDING_PAYER'], to: 'CANCELLED', side: 'system', role: 'SYSTEM', guard: (f) => f.decision === 'REFUSE', effects: release },
      ],
      ['FI_PASS', { action: 'DECIDE', from: ['PENDING_FI'], to: 'PENDING_FINAL', side: 'counterparty', role: ROLE_CM }],
      ['FI_REJECT', { action: 'REJECT', from: ['PENDING_FI'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_CM, effects: release }],
      [
        'FI_RECEIVE',
        {
          action: 'APPROVE',
          from: ['PENDING_FINAL'],
          to: 'COMPLETED',
          side: 'counterparty',
          role: ROLE_PM,
          signed: true,
          makerChecker: 'decider',
          effects: [{ kind: 'settle' }],
        },
      ],
      ['FI_FINAL_REJECT', { action: 'REJECT', from: ['PENDING_FINAL'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_PM, effects: release }],
    ]),
    pending: {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '贴现待复核', APPROVE_PAGE),
      RETURNED: pending('applicant', ROLE_OP, '贴现已退回', '/chain/apply'),
      PENDING_FI: pending('counterparty', ROLE_CM, '贴现待审批', FI_PAGE),
      PENDING_FINAL: pending('counterparty', ROLE_PM, '贴现待签收', FI_PAGE),
    },
    applyPage: '/chain/apply',
    facts: (_config, app) => ({ needsFinalReview: app.issuer_corp_id !== null }),
    originalType: (app) => discountOriginalType(app),
    stepWord: (app) => (app.status === 'PENDING_FINAL' ? '签收' : '复核'),
    originalLines: (q, app) => discountLines(q, app, app.status === 'PENDING_FINAL' ? 'receive' : 'apply'),
    actionLabel: (action) => ACTION_LABEL[action],
    effects: { releaseRanges, askPayer, settle },
  });

export const DISCOUNT_APPLY_FLOWS: readonly FlowDefinition[] = [discountFlow('DISCOUNT_BILL'), discountFlow('DISCOUNT_BATCH')];
