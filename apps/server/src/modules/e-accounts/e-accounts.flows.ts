/**
 * 提现 (domain-lines.md §16.8, §14A.4 WITHDRAWAL/WTH): the operator asks (the amount is frozen on the e-account,
 * → 待复核); the director approves with the key, signing ACCOUNT_COLLECT, and the simulated bank transfers the
 * amount to the bound settlement account (解冻 then 转账, one transaction); a return, rejection or cancel unfreezes it.
 */
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { ROLE_DIR, ROLE_OP, flow, moneyText, pending, reviewed } from '../applications';
import type { AppRow, FlowDefinition, LedgerContext } from '../applications';
import { SimBank } from '../bank';
import { withdrawalOf } from './e-accounts.repo';

type WthEffect = { kind: 'freeze' } | { kind: 'pay' } | { kind: 'release' };

const INDEX = '/my/electronic-account/index';

async function requestOf(q: Queryable, app: AppRow) {
  const w = await withdrawalOf(q, app.app_no);
  if (!w) throw new Error(`${app.app_no} has no withdrawal request`);
  return w;
}

async function freeze(ctx: LedgerContext, app: AppRow): Promise<void> {
  const w = await requestOf(ctx.tx, app);
  await SimBank.freeze(ctx.tx, w.account_id, fenOf(w.amount_fen));
}

async function pay(ctx: LedgerContext, app: AppRow): Promise<void> {
  const w = await requestOf(ctx.tx, app);
  const amountFen = fenOf(w.amount_fen);
  await SimBank.unfreeze(ctx.tx, w.account_id, amountFen);
  await SimBank.transfer(ctx.tx, {
    businessDate: ctx.businessDate,
    now: ctx.now,
    fromAccountId: w.account_id,
    toAccountId: w.to_account_id,
    amountFen,
    purpose: 'WITHDRAW',
    bizRef: app.app_no,
    remark: '电子账户提现',
  });
}

async function release(ctx: LedgerContext, app: AppRow): Promise<void> {
  const w = await requestOf(ctx.tx, app);
  await SimBank.unfreeze(ctx.tx, w.account_id, fenOf(w.amount_fen));
}

/** What the director signs: the e-account, the amount and where it goes. */
async function wthLines(q: Queryable, app: AppRow): Promise<string[]> {
  const w = await requestOf(q, app);
  return [`电子账户：${w.account_no}`, `提现金额：${moneyText(fenOf(w.amount_fen))}`, `收款账户：${w.to_account_name} ${w.to_account_no}（${w.to_bank_name}）`];
}

export const WITHDRAWAL_FLOWS: readonly FlowDefinition[] = [
  flow<WthEffect>({
    bizType: 'WITHDRAWAL',
    products: ['CREDIT'],
    transitions: reviewed<WthEffect>('WITHDRAWAL', { submitted: [{ kind: 'freeze' }], approved: [{ kind: 'pay' }], ended: [{ kind: 'release' }] }),
    pending: {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '电子账户提现待复核', INDEX),
      RETURNED: pending('applicant', ROLE_OP, '电子账户提现已退回', INDEX),
    },
    applyPage: INDEX,
    originalType: () => 'ACCOUNT_COLLECT',
    originalLines: wthLines,
    effects: { freeze, pay, release },
  }),
];
