/**
 * e订通 on the applications engine (domain-lines.md §19.2, §19.4):
 * - 准入 (EAC): the supplier's operator submits (待复核), its director signs CONTRACT_SIGN over 《e订通业务合作协议》
 *   (→ 待金融机构审核), the bank's client manager passes (→ 已完成, the access 准入成功 for a year) or rejects (准入拒绝);
 *   the director may return it, the operator cancel it.
 * - 订单确认 (OCF): the core's purchase role confirms an order (确认中, the figures on the order), the core's director signs
 *   CONTRACT_SIGN over 《订单确认及回款账户确认书》 (→ 已确认, the 回款账户 locked) or returns it (→ 待确认).
 */
import type { EdtAccessStatus } from '@scf/api/contract';
import { addDays } from '../../platform/business-date';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import { ROLE_CM, ROLE_DIR, ROLE_OP, flow, pending, transitions } from '../applications';
import type { AppRow, FlowDefinition, LedgerContext } from '../applications';
import { setAccessStatus } from './edt-access.repo';
import { confirmRequestOf, updateOrder } from './edt-order.repo';
import { accessLines, confirmLines } from './edt-originals';
import { checkCollectAccount } from './edt-order.rules';

const ROLE_PURCHASE = 'ROLE_PURCHASE';

type AccessEffect = { kind: 'accessTo'; to: EdtAccessStatus } | { kind: 'approveAccess' };
type ConfirmEffect = { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'unconfirmed' };

/** An access is valid for one year: approved 2025-03-03, valid to 2026-03-02. */
export function accessValidTo(approvedOn: string): string {
  const [y, md] = [Number(approvedOn.slice(0, 4)), approvedOn.slice(5)];
  return addDays(`${y + 1}-${md === '02-29' ? '03-01' : md}`, -1);
}

const accessTo = async (ctx: LedgerContext, app: AppRow, e: { to: EdtAccessStatus }): Promise<void> => setAccessStatus(ctx.tx, app.app_no, e.to);
const approveAccess = async (ctx: LedgerContext, app: AppRow): Promise<void> =>
  setAccessStatus(ctx.tx, app.app_no, 'APPROVED', { on: ctx.businessDate, validTo: accessValidTo(ctx.businessDate) });

async function requestOf(ctx: LedgerContext, app: AppRow) {
  const r = await confirmRequestOf(ctx.tx, app.app_no);
  if (!r) throw new Error(`${app.app_no} has no order confirmation`);
  return r;
}

/** Submitted: the order takes the figures and goes 确认中 (it was 待确认 when the service locked it). */
async function confirming(ctx: LedgerContext, app: AppRow): Promise<void> {
  const r = await requestOf(ctx, app);
  const done = await updateOrder(ctx.tx, r.order_id, 'UNCONFIRMED', {
    status: 'CONFIRMING',
    confirmedFen: fenOf(r.confirmed_fen),
    paymentDate: r.payment_date,
    collectAccountId: r.collect_account_id,
    confirmAppNo: app.app_no,
  });
  if (!done) throw refuse.state();
}

/** Signed: the account is checked again (it may have been frozen or closed since), then the order is 已确认 and its account locked. */
async function confirmed(ctx: LedgerContext, app: AppRow): Promise<void> {
  const r = await requestOf(ctx, app);
  const [order] = await ctx.tx.query<{ supplier_corp_id: string }>('SELECT supplier_corp_id FROM edt_order WHERE order_id = $1 FOR UPDATE', [r.order_id]);
  if (!order) throw new Error(`order ${r.order_id} is gone`);
  await checkCollectAccount(ctx.tx, {
    supplierCorpId: order.supplier_corp_id,
    coreCorpId: app.applicant_corp_id,
    accountId: r.collect_account_id,
    on: ctx.businessDate,
  });
  if (!(await updateOrder(ctx.tx, r.order_id, 'CONFIRMING', { status: 'CONFIRMED' }))) throw refuse.state();
}

/** Returned: the order is 待确认 again, without the figures. */
async function unconfirmed(ctx: LedgerContext, app: AppRow): Promise<void> {
  const r = await requestOf(ctx, app);
  const back = { status: 'UNCONFIRMED', confirmedFen: null, collectAccountId: null, confirmAppNo: null } as const;
  if (!(await updateOrder(ctx.tx, r.order_id, 'CONFIRMING', back))) throw refuse.state();
}

const ACCESS_PAGE = '/chain/corp-access/query';

export const EDT_FLOWS: readonly FlowDefinition[] = [
  flow<AccessEffect>({
    bizType: 'EDT_ACCESS',
    products: ['EDT'],
    transitions: transitions<AccessEffect>('EDT_ACCESS', [
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
          effects: [{ kind: 'accessTo', to: 'PENDING_FI' }],
        },
      ],
      ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR, effects: [{ kind: 'accessTo', to: 'RETURNED' }] }],
      ['CANCEL', { action: 'CANCEL', from: ['PENDING_REVIEW', 'RETURNED'], to: 'CANCELLED', role: ROLE_OP, effects: [{ kind: 'accessTo', to: 'CANCELLED' }] }],
      ['FI_PASS', { action: 'DECIDE', from: ['PENDING_FI'], to: 'COMPLETED', side: 'counterparty', role: ROLE_CM, effects: [{ kind: 'approveAccess' }] }],
      [
        'FI_REJECT',
        { action: 'REJECT', from: ['PENDING_FI'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_CM, effects: [{ kind: 'accessTo', to: 'FI_REJECTED' }] },
      ],
    ]),
    pending: {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '准入待复核', ACCESS_PAGE),
      PENDING_FI: pending('counterparty', ROLE_CM, '准入待审核', ACCESS_PAGE),
      RETURNED: pending('applicant', ROLE_OP, '准入已退回', '/chain/corp-access/signup'),
    },
    applyPage: '/chain/corp-access/signup',
    originalType: () => 'CONTRACT_SIGN',
    originalLines: accessLines,
    actionLabel: (action) => (action === 'DECIDE' ? '审核通过' : undefined),
    effects: { accessTo, approveAccess },
  }),
  flow<ConfirmEffect>({
    bizType: 'ORDER_CONFIRM',
    products: ['EDT'],
    transitions: transitions<ConfirmEffect>('ORDER_CONFIRM', [
      ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_PURCHASE, effects: [{ kind: 'confirming' }] }],
      [
        'APPROVE',
        {
          action: 'APPROVE',
          from: ['PENDING_REVIEW'],
          to: 'COMPLETED',
          role: ROLE_DIR,
          signed: true,
          makerChecker: 'creator',
          effects: [{ kind: 'confirmed' }],
        },
      ],
      ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR, effects: [{ kind: 'unconfirmed' }] }],
    ]),
    pending: { PENDING_REVIEW: pending('applicant', ROLE_DIR, '订单确认待复核', '/core/order-sure-approve') },
    applyPage: '/core/order-info-sure',
    originalType: () => 'CONTRACT_SIGN',
    originalLines: confirmLines,
    effects: { confirming, confirmed, unconfirmed },
  }),
];
