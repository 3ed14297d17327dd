import { pageWindow } from '@scf/api/contract';
import type { ApplicationDetail, ApplicationListQuery, ApplicationRow, Page } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { applicationPage } from './application-list.repo';
import { appOf } from './application.repo';
import { detailOf } from './application-detail';
import { applicationRowView } from './application.view';
import { acting } from './ledger-context';
import { refuse } from './ledger-errors';

/** Applications the caller's corporation is party to, in a scope (mine, my review queue, addressed to us, all), with the caller's actions. */
export async function listApplications(q: Queryable, actor: Actor, query: ApplicationListQuery): Promise<Page<ApplicationRow>> {
  const { limit, offset } = pageWindow(query);
  const page = await applicationPage(q, { corpId: actor.corpId, userId: actor.userId, role: actor.role }, { filters: query.filters ?? {}, sort: query.sort, limit, offset });
  return { rows: page.rows.map((r) => applicationRowView(r, acting(actor))), total: page.total };
}

export async function applicationDetail(q: Queryable, actor: Actor, appNo: string): Promise<ApplicationDetail> {
  const app = await appOf(q, actor.corpId, appNo, false);
  if (!app) throw refuse.appNotFound();
  return detailOf(q, acting(actor), app);
}
