import { POND_REFUSALS, pondMarginTakeInputSchema } from '@scf/api/contract';
import type { ApplicationDetail, PondMarginTakeInput } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { ROLE_DIR, ROLE_OP, accountOf, acting, flow, inLedger, moneyText, pending, transitions } from '../applications';
import type { AppRow, EffectSpec, FlowDefinition, LedgerContext } from '../applications';
import { SimBank } from '../bank';
import { lockedState, recompute } from './pond.effects';
import { pondOriginalHead } from './pond.originals';
import * as repo from './pond.repo';
import { requireActive } from './pond.rules';
import { marginWithdrawableFen } from './pond-margin.rules';
import type { MarginTakeRow } from './pond-margin.rules';
import { apply, ownLocked } from './pond.service';

/**
 * 保证金提取 of a pond (domain-lines.md §18.7): the pledgor's operator asks for an amount up to 可提取 (PMW 待复核, one open
 * at a time); its director signs ACCOUNT_COLLECT (the original is served by e-accounts' /v1/accounts/collects/{id}/original,
 * the generic approval original) and, under the pond's lock, the coverage is tested again and the amount moves from the
 * margin account to the pledgor's settlement account through the simulated bank with its receipts. A refusal at either
 * step changes nothing.
 */

const PAGE = '/my/asset-pool/index';

const takeOf = async (q: Queryable, appNo: string): Promise<MarginTakeRow | undefined> =>
  (await q.query<MarginTakeRow>('SELECT * FROM pond_margin_take WHERE app_no = $1', [appNo]))[0];

async function openTake(q: Queryable, pondNo: string): Promise<boolean> {
  const rows = await q.query(
    "SELECT 1 FROM pond_margin_take t JOIN application a ON a.app_no = t.app_no WHERE t.pond_no = $1 AND a.status = 'PENDING_REVIEW' LIMIT 1",
    [pondNo],
  );
  return rows.length > 0;
}

/** 保证金提取 (operator): amount ≤ 可提取, pond 生效, no other withdrawal under review. */
export function applyMarginTake(env: ServiceEnv, actor: Actor, pondNo: string, raw: PondMarginTakeInput): Promise<ApplicationDetail> {
  const input = pondMarginTakeInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const s = await ownLocked(ctx, actor, pondNo);
    requireActive(s.pond);
    if (await openTake(ctx.tx, pondNo)) throw refuse.rule(POND_REFUSALS.marginOpen);
    const amountFen = parseFen(input.amount);
    const max = await marginWithdrawableFen(ctx.tx, s, ctx.businessDate);
    if (amountFen > max) throw refuse.limit(POND_REFUSALS.marginLimit(formatFen(max)));
    return apply(ctx, s, 'POND_MARGIN', amountFen, async (appNo) => {
      await ctx.tx.query('INSERT INTO pond_margin_take (app_no, pond_no, amount_fen) VALUES ($1, $2, $3)', [appNo, pondNo, amountFen.toString()]);
    });
  });
}

/** The director's signature: the coverage again under the lock, then margin → settlement account, receipts, 可用额度 recomputed. */
async function takeMargin(ctx: LedgerContext, app: AppRow): Promise<void> {
  const t = await takeOf(ctx.tx, app.app_no);
  if (!t) throw new Error(`${app.app_no} has no margin withdrawal`);
  const s = await lockedState(ctx.tx, t.pond_no);
  requireActive(s.pond);
  const amountFen = fenOf(t.amount_fen);
  const max = await marginWithdrawableFen(ctx.tx, s, ctx.businessDate, app.app_no);
  if (amountFen > max) throw refuse.limit(POND_REFUSALS.marginLimit(formatFen(max)));
  const to = await accountOf(ctx.tx, s.pond.pledgor_corp_id, ['SETTLEMENT']);
  if (!to) throw refuse.rule('出质人未开立结算账户');
  const paid = await SimBank.transfer(ctx.tx, {
    fromAccountId: s.pond.margin_account_id,
    toAccountId: to.account_id,
    amountFen,
    purpose: 'MARGIN',
    bizRef: app.app_no,
    remark: `资产池保证金提取（${t.pond_no}）`,
    businessDate: ctx.businessDate,
    now: ctx.now,
  });
  await ctx.tx.query('UPDATE pond_margin_take SET taken_date = $2, bank_serial = $3 WHERE app_no = $1', [app.app_no, ctx.businessDate, paid.bankSerial]);
  await recompute(ctx.tx, t.pond_no, ctx.businessDate);
}

/** What the director signs: the pond, the amount and where it goes. */
async function marginLines(q: Queryable, app: AppRow): Promise<string[]> {
  const t = await takeOf(q, app.app_no);
  const pond = (await repo.pondOfApp(q, app.app_no)) ?? '';
  const to = await q.query<{ account_no: string; pledgor: string }>(
    `SELECT b.account_no, c.corp_name AS pledgor FROM pond p JOIN corp c ON c.corp_id = p.pledgor_corp_id
     JOIN bank_account b ON b.corp_id = p.pledgor_corp_id AND b.account_type = 'SETTLEMENT' WHERE p.pond_no = $1 LIMIT 1`,
    [pond],
  );
  return [
    ...(await pondOriginalHead(q, pond)),
    `保证金提取金额：${moneyText(fenOf(t?.amount_fen ?? 0))}`,
    `收款账户：${to[0]?.pledgor ?? ''} ${to[0]?.account_no ?? ''}（结算账户）`,
  ];
}

type E = { kind: 'takeMargin' };

export const POND_MARGIN_FLOW = flow<E>({
  bizType: 'POND_MARGIN',
  products: ['CREDIT'],
  transitions: transitions<E>('POND_MARGIN', [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP }],
    [
      'APPROVE',
      {
        action: 'APPROVE',
        from: ['PENDING_REVIEW'],
        to: 'COMPLETED',
        role: ROLE_DIR,
        signed: true,
        makerChecker: 'creator',
        effects: [{ kind: 'takeMargin' }],
      },
    ],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP }],
  ]),
  pending: { PENDING_REVIEW: pending('applicant', ROLE_DIR, '保证金提取待复核', PAGE) },
  applyPage: PAGE,
  originalType: () => 'ACCOUNT_COLLECT',
  originalLines: marginLines,
  effects: { takeMargin } as FlowDefinition<EffectSpec>['effects'],
});
