/**
 * 供应链ABS on the applications engine (domain-lines.md §18.2–§18.3). ABS_PAYABLE (APR): the debtor's operator submits a
 * batch of payables (→ 待复核, the receivables 待确权); its director confirms the whole batch with one CONTRACT_SIGN over
 * the 应付账款确认函 (→ 已完成, the receivables 已确权), returns it (待提交) or rejects it (已作废). ABS_TRANSFER (ABT):
 * the creditor's operator applies (receivables 转让中); its director signs the 转让申请书 and 转让通知书 (→ 待金融机构审批);
 * the factor's client manager checks (→ 待终审) and its product manager countersigns (→ 已完成: priced at the value
 * date, paid, registered) — every other ending gives the receivables back as 已确权. ABS_CANCEL (APC) below.
 */
import { approvalOriginalOf } from '@scf/api/contract';
import { ROLE_CM, ROLE_DIR, ROLE_OP, ROLE_PM, flow, pending, transitions } from '../applications';
import type { FlowDefinition } from '../applications';
import { confirmPayment, issueAcceptanceDocs, issueConfirmation, issueTransferDocs } from './abs-files.effects';
import { cancelLines, confirmationLines, payConfirmLines, transferApplyLines, transferContractLines } from './abs.documents';
import { cancelAgreed, cancelBack, confirmBatch, factorCheck, payTransfer, returnBatch, transferEnd, voidBatch } from './abs.effects';

type ConfirmEffect = { kind: 'confirmBatch' } | { kind: 'returnBatch' } | { kind: 'voidBatch' } | { kind: 'issueConfirmation' };
type TransferEffect =
  { kind: 'transferEnd' } | { kind: 'factorCheck' } | { kind: 'payTransfer' } | { kind: 'issueTransferDocs' } | { kind: 'issueAcceptanceDocs' };
type CancelEffect = { kind: 'cancelAgreed' } | { kind: 'cancelBack' };
type PayConfirmEffect = { kind: 'confirmPayment' };

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
        // The documents (abs-files.effects.ts, §18.5) are issued after the step's own effect, signed by its key.
        effects: [{ kind: 'confirmBatch' }, { kind: 'issueConfirmation' }],
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
  originalType: () => approvalOriginalOf('ABS_PAYABLE'),
  originalLines: confirmationLines,
  effects: { confirmBatch, returnBatch, voidBatch, issueConfirmation },
});

const back: TransferEffect[] = [{ kind: 'transferEnd' }];

const ABS_TRANSFER = flow<TransferEffect>({
  bizType: 'ABS_TRANSFER',
  products: ['ABS'],
  transitions: transitions<TransferEffect>('ABS_TRANSFER', [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP }],
    [
      'APPROVE',
      {
        action: 'APPROVE',
        from: ['PENDING_REVIEW'],
        to: 'PENDING_FI',
        role: ROLE_DIR,
        signed: true,
        makerChecker: 'creator',
        effects: [{ kind: 'issueTransferDocs' }],
      },
    ],
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
        effects: [{ kind: 'payTransfer' }, { kind: 'issueAcceptanceDocs' }],
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
  originalType: () => approvalOriginalOf('ABS_TRANSFER'),
  stepWord: (app) => (app.status === 'PENDING_FINAL' ? '受让' : '复核'),
  originalLines: (q, app) => (app.status === 'PENDING_FINAL' ? transferContractLines(q, app) : transferApplyLines(q, app)),
  actionLabel: (action) => (action === 'DECIDE' ? '审核通过' : undefined),
  effects: { transferEnd, factorCheck, payTransfer, issueTransferDocs, issueAcceptanceDocs },
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

/**
 * 付款确认书 (ABS_PAY_CONFIRM, §18.5): after a transfer is paid the debtor's operator submits it on 核心企业档案 (→ 待复核);
 * its director signs CONTRACT_SIGN over the 付款确认书 (→ 已完成, payConfirmed, the PDF issued again with the signature)
 * or rejects it; the operator may withdraw a pending one. Either ending leaves it 待签署, to submit again.
 */
const FILE_PAGE = '/core/index/file';
const ABS_PAY_CONFIRM = flow<PayConfirmEffect>({
  bizType: 'ABS_PAY_CONFIRM',
  products: ['ABS'],
  transitions: transitions<PayConfirmEffect>('ABS_PAY_CONFIRM', [
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
        effects: [{ kind: 'confirmPayment' }],
      },
    ],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP }],
  ]),
  pending: { PENDING_REVIEW: pending('applicant', ROLE_DIR, '付款确认书待签署', FILE_PAGE) },
  applyPage: FILE_PAGE,
  originalType: () => approvalOriginalOf('ABS_PAY_CONFIRM'),
  stepWord: () => '签署',
  originalLines: payConfirmLines,
  effects: { confirmPayment },
});

export const ABS_FLOWS: readonly FlowDefinition[] = [ABS_PAYABLE, ABS_TRANSFER, ABS_CANCEL, ABS_PAY_CONFIRM];
