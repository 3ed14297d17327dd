/**
 * 供应链ABS on the applications engine (domain-lines.md §18.2–§18.3). ABS_PAYABLE (APR): the debtor's operator submits a
 * batch of payables (→ 待复核, the receivables 待确权); its director confirms the whole batch with one CONTRACT_SIGN over
 * the 应付账款确认函 (→ 已完成, the receivables 已确权), returns it (待提交) or rejects it (已作废). ABS_TRANSFER (ABT):
 * the creditor's operator applies (receivables 转让中); its director signs the 转让申请书 and 转让通知书 (→ 待金融机构审批);
 * the factor's client manager checks (→ 待终审) and its product manager countersigns (→ 已完成: priced at the value
 * date, paid, registered) — every other ending gives the receivables back as 已确权. ABS_CANCEL (APC) below.
 */
import { ROLE_CM, ROLE_DIR, ROLE_OP, ROLE_PM, flow, pending, transitions } from '../applications';
import type { FlowDefinition } from '../applications';
import { cancelLines, confirmationLines, transferApplyLines, transferContractLines } from './abs.documents';
import { cancelAgreed, cancelBack, confirmBatch, factorCheck, payTransfer, returnBatch, transferEnd, voidBatch } from './abs.effects';

type ConfirmEffect = { kind: 'confirmBatch' } | { kind: 'returnBatch' } | { kind: 'voidBatch' };
type TransferEffect = { kind: 'transferEnd' } | { kind: 'factorCheck' } | { kind: 'payTransfer' };
type CancelEffect = { kind: 'cancelAgreed' } | { kind: 'cancelBack' };

const PAYABLE_PAGE = '/core/issue/payable';
const APPROVE_PAGE = '/transfer/approve';

const voided: ConfirmEffect[] = [{ kind: 'voidBatch' }];

const ABS_PAYABLE = flow<ConfirmEffect>({
  bizType: 'ABS_PAYABLE',
  products: ['ABS'],
  transitions: transitions<ConfirmEffect>('ABS_PAYABLE', [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP }],
    [
      'APPROVE',
      {
        action: 'APPROVE',
        from: ['PENDING_REVIEW'],
        to: 'COMPLETED',
        role: ROLE_DIR,
        signed: true,
        makerChecker: 'creator',
        effects: [{ kind: 'confirmBatch' }],
      },
    ],
    ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR, effects: [{ kind: 'returnBatch' }] }],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR, effects: voided }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: voided }],
    ['CANCEL_RETURNED', { action: 'CANCEL', from: ['RETURNED'], to: 'CANCELLED', role: ROLE_OP, effects: voided }],
  ]),
  pending: {
    PENDING_REVIEW: pending('applicant', ROLE_DIR, '应付账款待确权', PAYABLE_PAGE),
    RETURNED: pending('applicant', ROLE_OP, '应付账款确权已退回', PAYABLE_PAGE),
  },
  applyPage: PAYABLE_PAGE,
  originalType: () => 'CONTRACT_SIGN',
  originalLines: confirmationLines,
  effects: { confirmBatch, returnBatch, voidBatch },
});

const back: TransferEffect[] = [{ kind: 'transferEnd' }];

const ABS_TRANSFER = flow<TransferEffect>({
  bizType: 'ABS_TRANSFER',
  products: ['ABS'],
  transitions: transitions<TransferEffect>('ABS_TRANSFER', [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP }],
    ['APPROVE', { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'PENDING_FI', role: ROLE_DIR, signed: true, makerChecker: 'creator' }],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR, effects: back }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: back }],
    ['FI_PASS', { action: 'DECIDE', from: ['PENDING_FI'], to: 'PENDING_FINAL', side: 'counterparty', role: ROLE_CM, effects: [{ kind: 'factorCheck' }] }],
    ['FI_REJECT', { action: 'REJECT', from: ['PENDING_FI'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_CM, effects: back }],
    [
      'FI_APPROVE',
      {
        action: 'APPROVE',
        from: ['PENDING_FINAL'],
        to: 'COMPLETED',
        side: 'counterparty',
        role: ROLE_PM,
        signed: true,
        makerChecker: 'decider',
        effects: [{ kind: 'payTransfer' }],
      },
    ],
    ['FI_FINAL_REJECT', { action: 'REJECT', from: ['PENDING_FINAL'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_PM, effects: back }],
  ]),
  pending: {
    PENDING_REVIEW: pending('applicant', ROLE_DIR, 'ABS转让待复核', APPROVE_PAGE),
    PENDING_FI: pending('counterparty', ROLE_CM, 'ABS转让待审核', APPROVE_PAGE),
    PENDING_FINAL: pending('counterparty', ROLE_PM, 'ABS转让待受让', APPROVE_PAGE),
  },
  applyPage: '/transfer/apply',
  originalType: () => 'CONTRACT_SIGN',
  stepWord: (app) => (app.status === 'PENDING_FINAL' ? '受让' : '复核'),
  originalLines: (q, app) => (app.status === 'PENDING_FINAL' ? transferContractLines(q, app) : transferApplyLines(q, app)),
  actionLabel: (action) => (action === 'DECIDE' ? '审核通过' : undefined),
  effects: { transferEnd, factorCheck, payTransfer },
});

/**
 * 应付账款作废 (APC, §18.2): the debtor's operator asks with a reason (the receivable 作废中); the creditor's director
 * agrees (已作废, invoices released) or refuses (已确权 again); the operator may withdraw a pending request.
 */
const ABS_CANCEL = flow<CancelEffect>({
  bizType: 'ABS_CANCEL',
  products: ['ABS'],
  transitions: transitions<CancelEffect>('ABS_CANCEL', [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_CP_APPROVAL', role: ROLE_OP }],
    [
      'CP_AGREE',
      {
        action: 'DECIDE',
        from: ['PENDING_CP_APPROVAL'],
        to: 'COMPLETED',
        side: 'counterparty',
        role: ROLE_DIR,
        guard: (f) => f.decision === 'ACCEPT',
        effects: [{ kind: 'cancelAgreed' }],
      },
    ],
    [
      'CP_REFUSE',
      {
        action: 'DECIDE',
        from: ['PENDING_CP_APPROVAL'],
        to: 'CP_REFUSED',
        side: 'counterparty',
        role: ROLE_DIR,
        guard: (f) => f.decision === 'REFUSE',
        effects: [{ kind: 'cancelBack' }],
      },
    ],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_CP_APPROVAL'], to: 'CANCELLED', role: ROLE_OP, effects: [{ kind: 'cancelBack' }] }],
  ]),
  pending: { PENDING_CP_APPROVAL: pending('counterparty', ROLE_DIR, '应付账款作废待确认', '/chain/index/receivable-query') },
  applyPage: '/core/index/payable-query',
  originalLines: cancelLines,
  actionLabel: (action) => (action === 'DECIDE' ? '同意/拒绝作废' : undefined),
  effects: { cancelAgreed, cancelBack },
});

export const ABS_FLOWS: readonly FlowDefinition[] = [ABS_PAYABLE, ABS_TRANSFER, ABS_CANCEL];
