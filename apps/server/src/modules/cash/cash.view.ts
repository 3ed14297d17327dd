import type { CashAccount, CashLeaf, CashLine, CashPlan } from '@scf/api/contract';
import { fenToDecimal, parseFen } from '@scf/api/money';
import type { AccountRow } from '../applications';
import type { LineRow, PlanRow } from './cash.repo';
import type { LeafRow } from './cash-leaves.repo';
import { planStatus } from './cash.rules';
import { yuanOf as money } from '../../platform/db/fen-column';

export { money };

export const accountView = (a: AccountRow | undefined): CashAccount | null =>
  a ? { accountNo: a.account_no, accountName: a.account_name, bankName: a.bank_name } : null;

/** The account a payee is paid to: the credit's bound one, else the payee's electronic, settlement or special account. */
export function payeeAccount(accounts: readonly AccountRow[], corpId: string, boundId: string | null): AccountRow | undefined {
  const own = accounts.filter((a) => a.corp_id === corpId);
  return own.find((a) => a.account_id === boundId) ?? ['ELECTRONIC', 'SETTLEMENT', 'SPECIAL'].map((t) => own.find((a) => a.account_type === t)).find(Boolean);
}

export function leafView(l: LeafRow, accounts: readonly AccountRow[], line: LineRow | undefined): CashLeaf {
  const corp = { corpId: l.holder_corp_id, corpName: l.holder_name };
  return {
    creditNo: l.credit_no,
    rootNo: l.root_no,
    holder: corp,
    payee: corp,
    payeeKind: l.holder_type === 'FI' ? 'FI' : 'HOLDER',
    payeeAccount: accountView(payeeAccount(accounts, l.holder_corp_id, l.holder_account_id)),
    amount: money(l.amount_fen),
    dueDate: l.due_date,
    creditStatus: l.status,
    planNo: line?.app_no ?? null,
    lineStatus: line?.status ?? null,
  };
}

export const lineView = (l: LineRow, accounts: ReadonlyMap<string, AccountRow>): CashLine => ({
  planNo: l.app_no,
  lineNo: l.line_no,
  creditNo: l.credit_no,
  payee: { corpId: l.payee_corp_id, corpName: l.payee_name },
  payeeKind: l.payee_kind,
  payeeAccount: accountView(l.payee_account_id ? accounts.get(l.payee_account_id) : undefined),
  amount: money(l.amount_fen),
  status: l.status,
  paidAt: l.paid_at === null || l.paid_at === undefined ? null : new Date(Number(String(l.paid_at))).toISOString(),
  paidDate: l.paid_date,
  bankSerial: l.bank_serial,
  offline: l.offline,
  failReason: l.fail_reason,
  creditStatus: l.credit_status,
});

export function planView(p: PlanRow, lines: readonly CashLine[], actions: CashPlan['actions']): CashPlan {
  const paid = lines.filter((l) => l.status === 'PAID');
  return {
    planNo: p.app_no,
    variant: p.variant,
    issuer: { corpId: p.issuer_corp_id, corpName: p.issuer_name },
    dueDate: p.due_date,
    payerAccountType: p.payer_account_type,
    payerAccount: { accountNo: p.payer_account_no, accountName: p.payer_account_name, bankName: p.payer_bank_name },
    total: money(p.total_fen),
    paidTotal: fenToDecimal(paid.reduce((s, l) => s + parseFen(l.amount), 0n)),
    lineCount: lines.length,
    paidCount: paid.length,
    failedCount: lines.filter((l) => l.status === 'FAILED').length,
    status: planStatus(
      p.app_status,
      lines.map((l) => l.status),
    ),
    fundsReady: p.funds_ready,
    fundingRef: p.funding_ref,
    creator: { userName: p.creator_user_name, personName: p.creator_name },
    createdAt: new Date(Number(String(p.created_at))).toISOString(),
    comment: p.comment,
    lines: [...lines],
    actions,
  };
}
