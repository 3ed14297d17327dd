import { productPath } from '@scf/api/contract';
import { addCalendarDays, calendarDaysBetween, parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { appNoOf, insertApp, insertFlows, openTodo, pendingOf, seededAppSteps, staffByCorpRole } from '../applications';
import { addBillEvent, moveRange } from './bills.repo';
import { DISCOUNT_SEED, seededPackageNo } from './discount.seed';
import * as repo from './discount-apply.repo';
import { figuresAt, holidayCalendar } from './discount-apply.rules';

/**
 * §13.12's discount in flight: DSB…01 — S1 discounts BAB-4 whole (300 000.00) at F1, 1.50 %, 节假日顺延, 卖方付息, signed by
 * s1_dir and waiting for f1_cm (待银行签收); the trial of the business date (2025-06-16: 74 days, interest 925.00, proceeds
 * 299 075.00); BAB-4's range 贴现中, locked by it. A batch number though one bill, as the seed names it.
 */
const DEMO_DAY = '2025-06-16';

export async function seedDiscountApply(tx: Queryable, businessDate: string): Promise<void> {
  const shift = (day: string): string => addCalendarDays(day, calendarDaysBetween(DEMO_DAY, businessDate));
  const bab4 = DISCOUNT_SEED.find((p) => p.key === 'BAB-4');
  if (!bab4) throw new Error('BAB-4 is not seeded');
  const packageNo = seededPackageNo(shift(bab4.issue), bab4.seq);
  const amountFen = parseFen(bab4.amount);
  const range = (await tx.query<{ range_id: string }>("SELECT range_id FROM bill_range WHERE package_no = $1 AND status = 'HELD'", [packageNo]))[0];
  if (!range) throw new Error('BAB-4 has no held range');
  const appNo = appNoOf('DISCOUNT_BATCH', businessDate, 1);
  const at = Date.parse(`${businessDate}T01:30:00Z`);
  await insertApp(
    tx,
    {
      appNo,
      bizType: 'DISCOUNT_BATCH',
      productType: 'DISCOUNT',
      applicantCorpId: 'S1',
      counterpartyCorpId: 'F1',
      issuerCorpId: null,
      lineId: null,
      subLimitId: null,
      amountFen,
      decision: null,
      reason: '',
      comment: '',
      creatorUserId: 's1_op',
      deciderUserId: null,
      businessDate,
      at,
    },
    'PENDING_FI',
  );
  await tx.query('UPDATE application SET approver_user_id = $2 WHERE app_no = $1', [appNo, 's1_dir']);
  const quote = { annual_rate: '1.50%', deferral_rule: 1, deferral_days: 0 };
  const account = (await repo.settlementAccounts(tx, 'S1'))[0];
  if (!account) throw new Error('S1 has no settlement account');
  await repo.insertDiscountApp(tx, {
    app_no: appNo,
    fi_corp_id: 'F1',
    seller_corp_id: 'S1',
    payer: 'SELLER',
    buyer_pct: 0,
    annual_rate: quote.annual_rate,
    deferral_rule: quote.deferral_rule,
    deferral_days: quote.deferral_days,
    account_id: account.account_id,
    trial_date: businessDate,
    payer_corp_id: null,
  });
  const f = figuresAt(businessDate, shift(bab4.due), amountFen, quote, 0, await holidayCalendar(tx, businessDate));
  await repo.insertLine(tx, {
    appNo,
    seq: 1,
    packageNo,
    rangeId: range.range_id,
    amountFen,
    fiCorpId: 'F1',
    annualRate: quote.annual_rate,
    deferralRule: quote.deferral_rule,
    deferralDays: quote.deferral_days,
    payer: 'SELLER',
    buyerPct: 0,
    accountId: account.account_id,
    trialDate: businessDate,
    galeDate: f.galeDate,
    days: f.days,
    interestFen: f.interestFen,
    buyerFen: f.buyerFen,
    sellerFen: f.sellerFen,
    proceedsFen: f.proceedsFen,
  });
  if (!(await moveRange(tx, range.range_id, ['HELD'], 'DISCOUNTING', appNo))) throw new Error('BAB-4 could not be locked');
  await addBillEvent(tx, {
    packageNo,
    rangeId: range.range_id,
    at: new Date(at).toISOString(),
    kind: 'DISCOUNT_APPLIED',
    label: '贴现申请',
    corpId: 'S1',
    appNo,
    amountFen,
  });
  const staff = await staffByCorpRole(tx);
  await insertFlows(
    tx,
    seededAppSteps(
      {
        bizType: 'DISCOUNT_BATCH',
        status: 'PENDING_FI',
        businessDate,
        applicantCorpId: 'S1',
        counterpartyCorpId: 'F1',
        amountFen,
        creator: 's1_op',
        approver: 's1_dir',
      },
      appNo,
      at,
      staff,
    ),
  );
  const work = pendingOf('DISCOUNT_BATCH', 'PENDING_FI');
  if (work)
    await openTodo(tx, {
      corpId: 'F1',
      roleCode: work.role,
      bizType: 'DISCOUNT_BATCH',
      title: work.title,
      appNo,
      creditNo: null,
      amountFen,
      path: productPath('DISCOUNT', work.path),
      at,
      businessDate,
    });
}
