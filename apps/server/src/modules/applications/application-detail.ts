import { approvalOriginalOf } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { AppRow } from './application.repo';
import { applicationDetailView } from './application.view';
import { flowView } from './flow.view';
import { servedFlow } from './flow-registry';
import { flowsOfApp } from './flow.repo';
import { originalTypeOf } from './originals';
import type { Acting } from './ledger-context';

/** Everything the review screen of an application shows: the parts its flow fills (lines, credits, the change), and the timeline. */
export async function detailOf(q: Queryable, actor: Acting, app: AppRow): Promise<ApplicationDetail> {
  const parts = (await servedFlow(app.biz_type)?.detail?.(q, app)) ?? {};
  const detail = applicationDetailView(app, actor, {
    issuerAccount: parts.issuerAccount,
    lines: parts.lines ?? [],
    credits: parts.credits ?? [],
    limitChange: parts.limitChange ?? null,
    flow: (parts.flowRows ?? (await flowsOfApp(q, app.app_no))).map((r) => flowView(r)),
  });
  const original = originalTypeOf(app);
  return original === approvalOriginalOf(app.biz_type) ? detail : { ...detail, approveOriginal: original };
}
