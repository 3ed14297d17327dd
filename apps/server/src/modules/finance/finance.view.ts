import { APP_STATUS_LABEL } from '@scf/api/contract';
import type { FinanceFiguresView, FinanceRow } from '@scf/api/contract';
import { fenToDecimal, splitShare } from '@scf/api/money';
import { fenOf as fen } from '../../platform/db/fen-column';
import type { FinanceAppRow, FinanceListRow } from './finance.repo';

export const figuresView = (
  f: Pick<
    FinanceAppRow,
    | 'annual_rate'
    | 'service_fee_rate'
    | 'interest_payer'
    | 'buyer_share_pct'
    | 'buyer_charge_fen'
    | 'value_date'
    | 'due_date'
    | 'days'
    | 'finance_fen'
    | 'interest_fen'
    | 'service_fee_fen'
    | 'net_fen'
  >,
): FinanceFiguresView => {
  const pct = Number(f.buyer_share_pct);
  const interest = splitShare(fen(f.interest_fen), pct);
  const fee = splitShare(fen(f.service_fee_fen), pct);
  return {
    annualRate: f.annual_rate,
    serviceFeeRate: f.service_fee_rate,
    interestPayer: f.interest_payer,
    valueDate: f.value_date,
    dueDate: f.due_date,
    days: Number(f.days),
    financeAmount: fenToDecimal(fen(f.finance_fen)),
    interest: fenToDecimal(fen(f.interest_fen)),
    serviceFee: fenToDecimal(fen(f.service_fee_fen)),
    netAmount: fenToDecimal(fen(f.net_fen)),
    buyerSharePct: pct,
    buyerInterest: fenToDecimal(interest.buyerFen),
    buyerServiceFee: fenToDecimal(fee.buyerFen),
    sellerInterest: fenToDecimal(interest.sellerFen),
    sellerServiceFee: fenToDecimal(fee.sellerFen),
    buyerCharge: fenToDecimal(fen(f.buyer_charge_fen)),
  };
};

const STAGE: Record<string, string> = {
  PENDING_REVIEW: '待主管复核',
  PENDING_FI: '待客户经理审核',
  PENDING_FINAL: '待产品经理审批',
  PENDING_FUNDING: '待放款',
};

/** A financing as a list row (融资查询, 供应商融资查询). */
export const financeRowView = (r: FinanceListRow): FinanceRow => ({
  appNo: r.app_no,
  status: r.status,
  statusLabel: APP_STATUS_LABEL[r.status],
  applicant: { corpId: r.applicant_corp_id, corpName: r.applicant_name },
  fi: { corpId: r.fi_corp_id, corpName: r.fi_name },
  creditNo: r.credit_no,
  financeAmount: fenToDecimal(fen(r.finance_fen)),
  netAmount: fenToDecimal(fen(r.net_fen)),
  annualRate: r.annual_rate,
  dueDate: r.due_date,
  loanNo: r.loan_no,
  createdAt: new Date(Number(r.created_at)).toISOString(),
  businessDate: r.business_date,
  stage: STAGE[r.status] ?? '',
});
