import { advanceRepaySchema } from '@scf/api/contract';
import type { AdvanceRepayInput, MaturityRow } from '@scf/api/contract';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { SimBank } from '../bank';
import { accountOf } from '../applications';
import { billNotFound } from './bills-apps.service';
import { addBillEvent } from './bills.repo';
import { lockedAdvance, markRepaid, pageMaturities } from './bill-maturity.repo';
import { advancePenaltyFen, mayRepay, penaltyDaysOf, rowView } from './bill-maturity.service';

/**
 * 垫款还款 (domain-lines.md §20.6): the drawer's operator or director repays the acceptor's 垫款 with its penalty to the
 * business date — round2(垫款 × 0.05 % × days since the pay date) — in one transfer from its settlement account to the
 * bank's (receipt 垫款), under the maturity row's lock: 垫款已还 once; a second 还款 finds it no longer outstanding. The
 * bank refuses a transfer beyond the available balance (可用余额不足) and nothing changes.
 */
export async function repayAdvance(env: ServiceEnv, actor: Actor, packageNo: string, raw: AdvanceRepayInput): Promise<MaturityRow> {
  const input = advanceRepaySchema.parse(raw);
  if (!mayRepay(actor)) throw refuse.forbidden();
  return env.db.transaction(async (tx) => {
    const m = await lockedAdvance(tx, packageNo, actor.corpId);
    if (!m) throw billNotFound();
    if (m.advance_status !== 'OUTSTANDING') throw refuse.state('该票据没有未还的垫款');
    const advance = fenOf(m.advance_fen);
    const days = penaltyDaysOf(m.pay_date, env.businessDate);
    const penalty = advancePenaltyFen(advance, days);
    const from = await accountOf(tx, actor.corpId, ['SETTLEMENT']);
    const to = await accountOf(tx, m.acceptor_corp_id, ['SETTLEMENT']);
    if (!from || !to) throw refuse.rule('结算账户不存在');
    await SimBank.transfer(tx, {
      businessDate: env.businessDate,
      now: env.now,
      fromAccountId: from.account_id,
      toAccountId: to.account_id,
      amountFen: advance + penalty,
      purpose: 'ADVANCE',
      bizRef: packageNo,
      ...(input.comment ? { remark: input.comment } : {}),
    });
    await markRepaid(tx, packageNo, env.businessDate, penalty, days, actor.userId);
    const at = new Date(env.now).toISOString();
    await addBillEvent(tx, { packageNo, at, kind: 'ADVANCE_REPAID', label: '垫款还款', corpId: actor.corpId, amountFen: advance + penalty });
    const page = await pageMaturities(tx, actor.corpId, { keyword: packageNo }, 'asc', 1, 0);
    const row = page.rows.find((r) => r.package_no === packageNo);
    if (!row) throw new Error(`maturity of ${packageNo} not found after repayment`);
    return rowView(tx, actor, row, env.businessDate);
  });
}
