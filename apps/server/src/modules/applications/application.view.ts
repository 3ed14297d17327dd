import type { AccountRef, ApplicationDetail, ApplicationRow, Credit, FlowRecord, IssueLine } from '@scf/api/contract';
import { yuanOf as decimal } from '../../platform/db/fen-column';
import type { AppRow } from './application.repo';
import { servedFlow, transitionsFrom } from './flow-registry';
import type { Acting } from './ledger-context';
import { isActor, passesMakerChecker, rowActionsOf } from './maker-checker';
import type { AccountRow } from './party.repo';
import { partiesOf } from './transitions';

type RowAction = ApplicationRow['actions'][number];

/** The buttons the actor may press now: the table's transitions out of the status that are this actor's move. */
export function actionsFor(app: AppRow, actor: Acting): RowAction[] {
  if (!servedFlow(app.biz_type) || actor.userId === null) return [];
  const out = new Set<RowAction>();
  for (const t of transitionsFrom(app.biz_type, app.status)) {
    if (!isActor(t, partiesOf(app), { corpId: actor.corpId, role: actor.role, userId: actor.userId })) continue;
    if (!passesMakerChecker(t, partiesOf(app), actor.userId)) continue;
    for (const a of rowActionsOf(t, true)) out.add(a);
  }
  return [...out];
}

const iso = (ms: unknown) => new Date(Number(String(ms))).toISOString();

export const applicationRowView = (a: AppRow, actor: Acting): ApplicationRow => ({
  appNo: a.app_no,
  bizType: a.biz_type,
  productType: a.product_type,
  status: a.status,
  applicant: { corpId: a.applicant_corp_id, corpName: a.applicant_name },
  counterparty: a.counterparty_corp_id ? { corpId: a.counterparty_corp_id, corpName: a.counterparty_name ?? '' } : null,
  amount: decimal(a.amount_fen),
  creditCount: Number(String(a.credit_count)),
  creator: { userName: a.creator_user_id, personName: a.creator_name },
  createdAt: iso(a.created_at),
  businessDate: a.business_date,
  updatedAt: iso(a.updated_at),
  actions: actionsFor(a, actor),
});

export const accountView = (a: AccountRow | undefined): AccountRef | null =>
  a ? { accountNo: a.account_no, accountName: a.account_name, bankName: a.bank_name, bankCode: a.bank_code } : null;

export interface DetailParts {
  issuerAccount: AccountRow | undefined;
  lines: IssueLine[];
  credits: Array<{ credit: Credit; amount: string }>;
  limitChange: ApplicationDetail['limitChange'];
  flow: FlowRecord[];
}

export const applicationDetailView = (a: AppRow, actor: Acting, parts: DetailParts): ApplicationDetail => ({
  ...applicationRowView(a, actor),
  issuer: a.issuer_corp_id ? { corpId: a.issuer_corp_id, corpName: a.issuer_name ?? '' } : null,
  issuerAccount: accountView(parts.issuerAccount),
  lines: parts.lines,
  credits: parts.credits,
  reason: a.reason,
  comment: a.comment,
  limitChange: parts.limitChange,
  contract: a.contract_id ? { contractId: a.contract_id, contractNo: a.contract_no ?? '', name: a.contract_name ?? '' } : null,
  decision: a.decision,
  flow: parts.flow,
});
