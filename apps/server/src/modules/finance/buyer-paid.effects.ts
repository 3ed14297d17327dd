import { productPath } from '@scf/api/contract';
import { messageRole } from '../applications';
import type { AppRow, LedgerContext } from '../applications';
import * as repo from './buyer-paid.repo';

/** The director's approval: each credit still held becomes 买方付息 at the FI, and its holder's operators are told. */
export async function buyerPaidStart(ctx: LedgerContext, app: AppRow): Promise<void> {
  if (!app.counterparty_corp_id) throw new Error(`${app.app_no} names no FI`);
  const covered = new Set(
    await repo.coverCredits(ctx.tx, { appNo: app.app_no, fiCorpId: app.counterparty_corp_id, coreCorpId: app.applicant_corp_id, at: ctx.now }),
  );
  const byHolder = new Map<string, string[]>();
  for (const c of await repo.creditsOfApp(ctx.tx, app.app_no))
    if (covered.has(c.credit_no)) byHolder.set(c.holder_corp_id, [...(byHolder.get(c.holder_corp_id) ?? []), c.credit_no]);
  for (const [holder, nos] of byHolder) {
    await messageRole(
      ctx,
      holder,
      'ROLE_OPERATOR',
      '核心企业买方付息',
      `${app.applicant_name}已为凭证${nos.join('、')}在${app.counterparty_name ?? ''}承担融资利息及服务费（买方付息），融资时实际到账金额等于融资金额。`,
      productPath(app.product_type, '/chain/finance/apply'),
    );
  }
}
