import { distributionInputSchema, pageWindow } from '@scf/api/contract';
import type { ApplicationDetail, CreditLine, DistributionInput, Page, limitEndpoints, EndpointReply } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { refuse } from '../../platform/refusal';
import { acting, corpById, createApp, detailOf, inLedger, newApp, nextAppNo } from '../applications';
import { insertLimitDist } from './distribution.repo';
import { ensureSubLimit, ledgerPage, lineById, linesOfCorp, subsOfLines } from './limit.repo';
import type { LineRow } from './limit.repo';
import { creditLineView, ledgerEntryView } from './limit.view';

/**
 * The lines the caller's corporation sees (domain.md §6.4): a group its own lines with every member's sub-limit, a
 * member its group's lines narrowed to its own sub-limit, a bank the lines it granted.
 */
export async function linesFor(q: Queryable, actor: Actor): Promise<CreditLine[]> {
  const own = await linesOfCorp(q, actor.corpId);
  // A member sees the group's lines of the products it has opened itself (C2 no 支付通 line, domain-lines.md §13.8).
  const opened = new Set(
    (await q.query<{ product_code: string }>('SELECT product_code FROM corp_product WHERE corp_id = $1', [actor.corpId])).map((r) => r.product_code),
  );
  const asMember = actor.parentCorpId
    ? (await linesOfCorp(q, actor.parentCorpId)).filter((l) => l.corp_id === actor.parentCorpId && opened.has(l.product_type))
    : [];
  const lines = [...own, ...asMember];
  const subs = await subsOfLines(
    q,
    lines.map((l) => l.line_id),
  );
  return lines.map((l) =>
    creditLineView(
      l,
      subs.filter((s) => s.line_id === l.line_id && (l.corp_id === actor.corpId || l.fi_corp_id === actor.corpId || s.corp_id === actor.corpId)),
    ),
  );
}

/** A line the caller may read: its group's, its bank's, or (for a member) its group line. */
export async function visibleLine(q: Queryable, actor: Actor, lineId: string): Promise<LineRow> {
  const line = await lineById(q, lineId);
  if (!line || ![line.corp_id, line.fi_corp_id].some((c) => c === actor.corpId || c === actor.parentCorpId)) throw refuse.lineNotFound();
  return line;
}

/**
 * The member whose part alone the caller may read of a line (issue 26 Low): a member unit reads its group's line only
 * as far as its own sub-limit draws on it (its credits, its ledger entries), never the group's or other members'.
 * Null when the caller reads the whole line (the group itself or the bank that granted it).
 */
export function memberPart(actor: Actor, line: LineRow): string | null {
  if (line.corp_id === actor.corpId || line.fi_corp_id === actor.corpId) return null;
  return line.corp_id === actor.parentCorpId ? actor.corpId : null;
}

export async function lineLedger(
  q: Queryable,
  actor: Actor,
  lineId: string,
  query: { page: number; size: number; sort?: { order: 'asc' | 'desc' } | undefined },
): Promise<Page<EndpointReply<typeof limitEndpoints.lineLedger>['rows'][number]>> {
  const member = memberPart(actor, await visibleLine(q, actor, lineId));
  const { limit, offset } = pageWindow(query);
  const rows = await ledgerPage(q, lineId, member, query.sort?.order ?? 'desc', limit, offset);
  const total = rows.length > 0 ? Number(String(rows[0]?.total)) : offset === 0 ? 0 : (await ledgerPage(q, lineId, member, 'desc', 1_000_000, 0)).length;
  return {
    rows: rows.map(ledgerEntryView),
    total,
  };
}

/**
 * 额度分配 (domain.md §6.3): the group's operator moves part of its line to a member (+) or back (−). An increase is
 * held on the line at once (可用额度不足 when the line cannot spare it); a decrease must leave the member at least
 * what it uses and has frozen. The group director approves with the key.
 */
export async function distribute(env: ServiceEnv, actor: Actor, raw: DistributionInput): Promise<ApplicationDetail> {
  const input = distributionInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const line = await lineById(ctx.tx, input.lineId);
    if (!line || line.corp_id !== actor.corpId) throw refuse.lineNotFound();
    if (line.status !== 'ACTIVE') throw refuse.rule('额度状态异常，不能分配');
    const target = await corpById(ctx.tx, input.targetCorpId);
    if (!target || target.parent_corp_id !== line.corp_id) throw refuse.rule('请选择本集团的成员单位');
    const change = parseFen(input.changeAmount);
    const subLimitId = await ensureSubLimit(ctx.tx, line.line_id, target.corp_id);
    const appNo = await nextAppNo(ctx.tx, 'LIMIT_DIST', ctx.businessDate);
    const app = await createApp(
      ctx,
      {
        ...newApp(ctx, { appNo, bizType: 'LIMIT_DIST', productType: line.product_type, amountFen: change < 0n ? -change : change }),
        counterpartyCorpId: target.corp_id,
        lineId: line.line_id,
        subLimitId,
        reason: input.reason,
      },
      'SUBMIT',
      () => insertLimitDist(ctx.tx, appNo, target.corp_id, change),
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}
