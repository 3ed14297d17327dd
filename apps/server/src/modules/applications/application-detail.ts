import type { ApplicationDetail } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { issueLinesOf, limitDistOf } from './application.repo';
import type { AppRow } from './application.repo';
import { applicationDetailView, issueLineView } from './application.view';
import { appCreditParts } from './credit.repo';
import { creditView, decimal, flowView } from './credit.view';
import { flowsOfApp } from './flow.repo';
import type { Acting } from './ledger-context';
import { accountById, accountOf } from './party.repo';

/** Everything the review screen of an application shows: parties and accounts, lines, credits, the change, the timeline. */
export async function detailOf(q: Queryable, actor: Acting, app: AppRow): Promise<ApplicationDetail> {
  // Only an issue has lines (as its signing original, originals.ts, says); the credits come with their parts in one read.
  const lines = app.biz_type === 'ISSUE' ? await issueLinesOf(q, app.app_no) : [];
  const lineViews = await Promise.all(lines.map(async (l) => issueLineView(l, await accountById(q, l.receiver_account_id))));
  const credits = await appCreditParts(q, app.app_no);
  const dist = app.biz_type === 'LIMIT_DIST' ? await limitDistOf(q, app.app_no) : undefined;
  return applicationDetailView(app, actor, {
    issuerAccount: app.issuer_corp_id ? await accountOf(q, app.issuer_corp_id, ['SPECIAL', 'SETTLEMENT']) : undefined,
    lines: lineViews,
    credits: credits.map((c) => ({ credit: creditView(c), amount: decimal(c.part_fen) })),
    limitChange:
      dist && app.line_id
        ? {
            lineId: app.line_id,
            target: { corpId: dist.target_corp_id, corpName: dist.target_name },
            changeAmount: fenToDecimal(BigInt(String(dist.change_fen))),
          }
        : null,
    flow: (await flowsOfApp(q, app.app_no)).map(flowView),
  });
}
