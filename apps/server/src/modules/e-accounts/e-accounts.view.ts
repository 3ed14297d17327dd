import type { DepositVerify, EAccount, SpecialAccount } from '@scf/api/contract';
import { fenOf, yuanOf } from '../../platform/db/fen-column';
import { fenToDecimal } from '@scf/api/money';
import type { OwnAccountRow } from './e-accounts.repo';

/** 6217****1001: the bound settlement account as 电子账户 shows it. */
export const maskAccountNo = (no: string): string => (no.length > 8 ? `${no.slice(0, 4)}****${no.slice(-4)}` : no);

const amounts = (r: OwnAccountRow) => ({
  balance: yuanOf(r.balance_fen),
  frozen: yuanOf(r.frozen_fen),
  available: fenToDecimal(fenOf(r.balance_fen) - fenOf(r.frozen_fen)),
});

export const eAccountView = (r: OwnAccountRow, verification: DepositVerify | null): EAccount => ({
  accountId: r.account_id,
  accountNo: r.account_no,
  accountName: r.account_name,
  bankName: r.bank_name,
  status: r.status,
  boundAccountNo: r.bound_account_no ? maskAccountNo(r.bound_account_no) : null,
  boundBankName: r.bound_bank_name,
  ...amounts(r),
  verification,
  pendingWithdrawal: r.pending_app_no ? { appNo: r.pending_app_no, amount: yuanOf(r.pending_amount_fen) } : null,
});

export const specialAccountView = (r: OwnAccountRow): SpecialAccount => ({
  accountId: r.account_id,
  accountNo: r.account_no,
  accountName: r.account_name,
  bankName: r.bank_name,
  purpose: r.purpose,
  controller: r.controller_corp_id ? { corpId: r.controller_corp_id, corpName: r.controller_name ?? '' } : null,
  status: r.status,
  ...amounts(r),
  mandate: r.mandate ? 'ACTIVE' : 'NONE',
});
