/**
 * 授信管理 (domain-lines.md §19.3): the bank's product manager grants an order-financing line for an approved access
 * (待审批), approves it with the key (LIMIT, → 正常), freezes, unfreezes and adjusts it (a decrease not below used +
 * frozen). The supplier and the core read it.
 */
import { edtLineAdjustSchema, edtLineCreateSchema } from '@scf/api/contract';
import type { EdtLine, EdtLineAdjustInput, EdtLineCreateInput, EdtLineStatus, SignaturePayload } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { ApiError } from '../../platform/api-error';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge, stateDigest } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { moneyText } from '../applications';
import { runKeySignedOperation } from '../ukey';
import { accessByApp } from './edt-access.repo';
import { fiLine, insertLine, linesOf, liveLineOfAccess, nextLineId, updateLine } from './edt-line.repo';
import type { LineRow } from './edt-line.repo';
import { lineView } from './edt.view';

const lineNotFound = () => new ApiError(404, 'NOT_FOUND', '授信不存在');

/** 授信查询 (§19.3): the lines the corporation holds, is the core of, or granted. */
export async function lines(db: Queryable, actor: Actor): Promise<EdtLine[]> {
  return (await linesOf(db, actor.corpId)).map(lineView);
}

async function load(q: Queryable, actor: Actor, lineId: string, lock = false): Promise<LineRow> {
  const line = await fiLine(q, actor.corpId, lineId, lock);
  if (!line) throw lineNotFound();
  return line;
}

/** 新增授信 for an access of the bank's that is 准入成功 and in force, one line per access. */
export async function createLine(env: ServiceEnv, actor: Actor, raw: EdtLineCreateInput): Promise<EdtLine> {
  const input = edtLineCreateSchema.parse(raw);
  return env.db.transaction(async (tx) => {
    const access = await accessByApp(tx, input.accessAppNo, true);
    if (!access || access.fi_corp_id !== actor.corpId) throw refuse.rule('请选择本机构审核通过的准入');
    if (access.status !== 'APPROVED' || (access.valid_to ?? '') < env.businessDate) throw refuse.rule('准入已过期，请重新签约');
    if (await liveLineOfAccess(tx, access.app_no)) throw refuse.rule('该准入已有授信');
    const lineId = await nextLineId(tx, env.businessDate);
    await insertLine(tx, {
      lineId,
      fiCorpId: actor.corpId,
      corpId: access.supplier_corp_id,
      coreCorpId: access.core_corp_id,
      accessAppNo: access.app_no,
      totalFen: parseFen(input.total),
      usedFen: 0n,
      frozenFen: 0n,
      revolving: input.revolving,
      startDate: input.startDate,
      endDate: input.endDate,
      maxRatio: input.maxRatio,
      annualRate: input.annualRate,
      feeRate: input.feeRate,
      graceDays: input.graceDays,
      penaltyRate: input.penaltyRate,
      maxDays: input.maxDays,
      status: 'PENDING',
    });
    return lineView(await load(tx, actor, lineId));
  });
}

const scopeOf = (actor: Actor, l: LineRow): ChallengeScope => ({
  userId: actor.userId,
  roleCode: actor.role,
  businessType: 'LIMIT',
  businessIds: [l.line_id],
  stateDigest: stateDigest({ lineId: l.line_id, status: l.status, total: String(fenOf(l.total_fen)), rate: l.annual_rate }),
});

function checkApprovable(l: LineRow): void {
  if (l.status !== 'PENDING') throw refuse.state();
}

/** The LIMIT original (spec §7 `limits original`, `{id}` = the line): every term of the line the manager approves. */
export async function lineOriginal(env: ServiceEnv, actor: Actor, lineId: string): Promise<string> {
  const l = await load(env.db, actor, lineId);
  checkApprovable(l);
  return issueChallenge(env.db, env.now, scopeOf(actor, l), [
    'e订通授信审批',
    `授信编号：${l.line_id}`,
    `授信企业：${l.corp_name}`,
    `核心企业：${l.core_name}`,
    `授信额度：${moneyText(fenOf(l.total_fen))}`,
    `授信期限：${l.start_date} 至 ${l.end_date}`,
    `是否循环：${l.revolving ? '是' : '否'}`,
    `融资比例上限：${l.max_ratio}`,
    `年利率：${l.annual_rate}（计息基础${l.day_basis}天）`,
    `一次性手续费率：${l.fee_rate}`,
    `宽限期：${l.grace_days}天`,
    `罚息利率：${l.penalty_rate}`,
    `单笔最长期限：${l.max_days}天`,
  ]);
}

/** 审批 with the key: challenge, signature and the line 正常 in one transaction. */
export function approveLine(env: ServiceEnv, actor: Actor, lineId: string, payload: SignaturePayload): Promise<EdtLine> {
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => scopeOf(actor, await load(tx, actor, lineId, true)),
    async effect(tx) {
      checkApprovable(await load(tx, actor, lineId));
      if (!(await updateLine(tx, lineId, 'PENDING', { status: 'ACTIVE' }))) throw refuse.state();
      return lineView(await load(tx, actor, lineId));
    },
  });
}

/** 冻结 (正常 → 冻结) and 解冻 (冻结 → 正常). */
export async function setLineFrozen(env: ServiceEnv, actor: Actor, lineId: string, frozen: boolean): Promise<EdtLine> {
  const [from, to]: [EdtLineStatus, EdtLineStatus] = frozen ? ['ACTIVE', 'FROZEN'] : ['FROZEN', 'ACTIVE'];
  return env.db.transaction(async (tx) => {
    await load(tx, actor, lineId, true);
    if (!(await updateLine(tx, lineId, from, { status: to }))) throw refuse.state();
    return lineView(await load(tx, actor, lineId));
  });
}

/** 调整额度: a line in force (正常 or 冻结) gets a new total, never below what is used and frozen. */
export async function adjustLine(env: ServiceEnv, actor: Actor, lineId: string, raw: EdtLineAdjustInput): Promise<EdtLine> {
  const input = edtLineAdjustSchema.parse(raw);
  return env.db.transaction(async (tx) => {
    const l = await load(tx, actor, lineId, true);
    if (l.status !== 'ACTIVE' && l.status !== 'FROZEN') throw refuse.state();
    const totalFen = parseFen(input.total);
    const taken = fenOf(l.used_fen) + fenOf(l.frozen_fen);
    if (totalFen <= 0n || totalFen < taken) throw refuse.rule(`调整后的授信额度不能低于已用与冻结金额之和${formatFen(taken)}元`);
    if (!(await updateLine(tx, lineId, l.status, { totalFen }))) throw refuse.state();
    return lineView(await load(tx, actor, lineId));
  });
}
