import { pageWindow } from '@scf/api/contract';
import type { ApplicationDetail, ApplicationListQuery, ApplicationRow, Page } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { applicationPage } from './application-list.repo';
import { appByNo, appOf } from './application.repo';
import { detailOf } from './application-detail';
import { applicationRowView } from './application.view';
import { acting } from './ledger-context';
import { refuse } from '../../platform/refusal';

/** Applications the caller's corporation is party to, in a scope (mine, my review queue, addressed to us, all), with the caller's actions. */
export async function listApplications(q: Queryable, actor: Actor, query: ApplicationListQuery): Promise<Page<ApplicationRow>> {
  const { limit, offset } = pageWindow(query);
  const page = await applicationPage(
    q,
    { corpId: actor.corpId, userId: actor.userId, role: actor.role },
    { filters: query.filters ?? {}, sort: query.sort, limit, offset },
  );
  return { rows: page.rows.map((r) => applicationRowView(r, acting(actor))), total: page.total };
}

export async function applicationDetail(q: Queryable, actor: Actor, appNo: string): Promise<ApplicationDetail> {
  const app = await appOf(q, actor.corpId, appNo, false);
  if (!app) throw refuse.appNotFound();
  return detailOf(q, acting(actor), app);
}

/**
 * An application on a credit the caller's corporation (or a member of its group) issued — the core reading its
 * suppliers' financings (供应商融资详情, domain.md §7.7): read only, no actions; 404 for any other.
 */
export async function issuerApplicationDetail(q: Queryable, actor: Actor, appNo: string): Promise<ApplicationDetail> {
  const app = await appByNo(q, appNo, false);
  const issuer = app?.issuer_corp_id
    ? (
        await q.query<{ corp_id: string }>('SELECT corp_id FROM corp WHERE corp_id = $1 AND (corp_id = $2 OR parent_corp_id = $2)', [
          app.issuer_corp_id,
          actor.corpId,
        ])
      )[0]
    : undefined;
  if (!app || !issuer) throw refuse.appNotFound();
  return { ...(await detailOf(q, acting(actor), app)), actions: [] };
}
