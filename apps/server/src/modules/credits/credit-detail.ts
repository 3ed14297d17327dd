import type { IssueLine } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { accountById, accountView } from '../applications';
import type { AccountRow, AppRow, FlowDefinition } from '../applications';
import { issueLinesOf } from './app-parts.repo';
import type { IssueLineRow } from './app-parts.repo';
import { answerParts, preferredAccount } from './answer-parts.repo';
import { creditView, decimal } from './credit.view';

type Detail = NonNullable<FlowDefinition['detail']>;

export const issueLineView = (l: IssueLineRow, account: AccountRow | undefined): IssueLine => ({
  lineNo: l.line_no,
  receiver: { corpId: l.receiver_corp_id, corpName: l.receiver_name },
  receiverAccount: accountView(account),
  amount: decimal(l.amount_fen),
  dueDate: l.due_date,
  contract: { contractId: l.contract_id, contractNo: l.contract_no, name: l.contract_name },
  remark: l.remark,
  creditNo: l.credit_no,
});

const ISSUER_ACCOUNT = ['SPECIAL', 'SETTLEMENT'] as const;

/** The issuer's account, the credits an application acts on (each with the part it moves) and its flow: one read (issue 34). */
export const creditDetail: Detail = async (q: Queryable, app: AppRow) => {
  const parts = await answerParts(q, app.app_no, app.issuer_corp_id, ISSUER_ACCOUNT);
  return {
    issuerAccount: app.issuer_corp_id ? preferredAccount(parts.accounts, ISSUER_ACCOUNT) : undefined,
    credits: parts.credits.map((c) => ({ credit: creditView(c), amount: decimal(c.part_fen) })),
    flowRows: parts.flows,
  };
};

/** An issue: its lines with each receiver's account, and (once approved) the credits it created. */
export const issueDetail: Detail = async (q: Queryable, app: AppRow) => {
  const lines = await issueLinesOf(q, app.app_no);
  return {
    ...(await creditDetail(q, app)),
    lines: await Promise.all(lines.map(async (l) => issueLineView(l, await accountById(q, l.receiver_account_id)))),
  };
};
