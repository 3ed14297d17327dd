import type { OldLine, OldLineDetail } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import { subsOfLines } from './limit.repo';
import { creditLineView, ledgerEntryView } from './limit.view';
import { creditsIssuedUnder, ledgerOf, oldLineById, oldLinesOf } from './old-lines.repo';
import type { OldLineRow } from './old-lines.repo';

const oldLineView = (l: OldLineRow): OldLine => ({
  lineId: l.line_id,
  productType: l.product_type,
  fi: { corpId: l.fi_corp_id, corpName: l.fi_name },
  corp: { corpId: l.corp_id, corpName: l.corp_name },
  total: fenToDecimal(fenOf(l.total_fen)),
  startDate: l.start_date,
  endDate: l.end_date,
  status: l.status as OldLine['status'],
  replacedBy: l.replaced_by,
  usedAtEnd: fenToDecimal(fenOf(l.used_at_end_fen)),
  outstanding: fenToDecimal(fenOf(l.outstanding_fen)),
});

/** The corporations whose old lines the caller sees: its own (group or bank) and, for a member, its group's. */
const viewers = (actor: Actor): string[] => (actor.parentCorpId ? [actor.corpId, actor.parentCorpId] : [actor.corpId]);

/** 历史额度查询 (domain-lines.md §16.10): the group's expired, replaced and terminated lines, or those the caller's bank granted. */
export async function oldLinesFor(q: Queryable, actor: Actor): Promise<OldLine[]> {
  return (await oldLinesOf(q, viewers(actor))).map(oldLineView);
}

/** 历史额度详情: the line's figures and sub-limits (a member sees its own), the credits issued under it with their Σ, its ledger. */
export async function oldLineDetail(q: Queryable, actor: Actor, lineId: string): Promise<OldLineDetail> {
  const line = await oldLineById(q, lineId);
  if (!line || ![line.corp_id, line.fi_corp_id].some((c) => viewers(actor).includes(c))) throw refuse.lineNotFound();
  const ownsAll = line.corp_id === actor.corpId || line.fi_corp_id === actor.corpId;
  const subs = (await subsOfLines(q, [lineId])).filter((s) => ownsAll || s.corp_id === actor.corpId);
  const credits = await creditsIssuedUnder(q, lineId);
  return {
    summary: oldLineView(line),
    line: creditLineView(line, subs),
    credits: credits.map((c) => ({
      creditNo: c.credit_no,
      receiver: { corpId: c.receiver_id, corpName: c.receiver_name },
      amount: fenToDecimal(fenOf(c.amount_fen)),
      issueDate: c.issue_date,
      dueDate: c.due_date,
      status: c.status,
    })),
    creditsTotal: fenToDecimal(credits.reduce((s, c) => s + fenOf(c.amount_fen), 0n)),
    ledger: (await ledgerOf(q, lineId)).map(ledgerEntryView),
  };
}
