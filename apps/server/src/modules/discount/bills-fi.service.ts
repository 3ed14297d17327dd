import { fiBillQuerySchema, pageWindow } from '@scf/api/contract';
import type { BillPackageStatus, FiBillQuery, FiBillRow, Page } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import type { Actor } from '../../platform/security/actor';
import type { ReadEnv } from './bill-maturity.service';
import { pageFiBills } from './bills-fi.repo';

/** 票据业务查询 (domain-lines.md §20.2): what the calling bank accepted (承兑) or holds by discount (贴现); another bank sees none of it. */
export async function listFiBills(env: ReadEnv, actor: Actor, raw: FiBillQuery): Promise<Page<FiBillRow>> {
  const query = fiBillQuerySchema.parse(raw);
  const { limit, offset } = pageWindow(query);
  const page = await pageFiBills(env.db, actor.corpId, query.filters ?? {}, query.sort, limit, offset);
  return {
    rows: page.rows.map((r) => ({
      packageNo: r.package_no,
      drawer: { corpId: r.drawer_corp_id, corpName: r.drawer_name },
      acceptor: { corpId: r.acceptor_corp_id, corpName: r.acceptor_name },
      payee: { corpId: r.payee_corp_id, corpName: r.payee_name },
      amount: fenToDecimal(BigInt(String(r.amount_fen))),
      issueDate: r.issue_date,
      dueDate: r.due_date,
      status: r.status as BillPackageStatus,
      accepted: Boolean(r.accepted),
      held: fenToDecimal(BigInt(String(r.held_fen))),
    })),
    total: page.total,
  };
}
