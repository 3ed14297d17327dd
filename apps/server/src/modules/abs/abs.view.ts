import { ABS_RECEIVABLE_STATUS_LABEL } from '@scf/api/contract';
import type { AbsReceivable } from '@scf/api/contract';
import { yuanOf } from '../../platform/db/fen-column';
import type { ReceivableRow } from './abs.repo';

/** A receivable as 应付账款查询 and 应收账款查询 show it. */
export const receivableView = (r: ReceivableRow): AbsReceivable => ({
  receivableNo: r.receivable_no,
  debtor: { corpId: r.debtor_corp_id, corpName: r.debtor_name },
  creditor: { corpId: r.creditor_corp_id, corpName: r.creditor_name },
  currentCreditor: { corpId: r.current_creditor_corp_id, corpName: r.current_creditor_name },
  amount: yuanOf(r.amount_fen),
  dueDate: r.due_date,
  contractNo: r.contract_no,
  status: r.status,
  statusLabel: ABS_RECEIVABLE_STATUS_LABEL[r.status],
  confirmAppNo: r.confirm_app_no,
  confirmedDate: r.confirmed_date,
  transferAppNo: r.transfer_app_no,
  transferDate: r.transfer_date,
  price: r.price_fen === null || r.price_fen === undefined ? null : yuanOf(r.price_fen),
  zdRegNo: r.zd_reg_no,
  payConfirmed: r.pay_confirmed,
  reason: r.reason,
});
