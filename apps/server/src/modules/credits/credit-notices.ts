import { productPath } from '@scf/api/contract';
import type { BizType, ProductCode, ProductType } from '@scf/api/contract';
import { applyPageOf, closeTodos, messageRole, openTodo, pendingOf, withParam, yuan } from '../applications';
import type { LedgerContext } from '../applications';
import type { CreditTransitionName } from './credit.state';
import { SIGN_FOR_TODO } from './sign-for-todo';

/**
 * The credit ledger's todos and messages (domain.md §4.6): a credit's 待签收 follows the credit, and the
 * counterparty's users get a message on an issue received, a transfer or return received or decided, a sign-for result.
 */

interface CreditLike {
  credit_no: string;
  product_type: ProductType;
  holder_corp_id: string;
  amount_fen: unknown;
}

/** A credit waiting to be signed for: the holder's operator's 待签收. */
export async function openSignFor(ctx: LedgerContext, c: CreditLike): Promise<void> {
  await openTodo(ctx.tx, {
    corpId: c.holder_corp_id,
    roleCode: SIGN_FOR_TODO.role,
    bizType: 'SIGN',
    title: SIGN_FOR_TODO.title,
    appNo: null,
    creditNo: c.credit_no,
    amountFen: BigInt(String(c.amount_fen)),
    path: productPath(c.product_type, SIGN_FOR_TODO.path),
    at: ctx.now,
    businessDate: ctx.businessDate,
  });
}

/** The 待签收 todo follows the credit: done once someone acts on it, open again when it is signable again. */
export async function creditTodo(ctx: LedgerContext, c: CreditLike, move: CreditTransitionName): Promise<void> {
  if (move === 'SIGN_UNLOCK' || move === 'WITHDRAW_END') await openSignFor(ctx, c);
  else await closeTodos(ctx.tx, { creditNos: [c.credit_no] }, ctx.now);
}

interface HolderFlowApp {
  app_no: string;
  biz_type: BizType;
  product_type: ProductCode;
  applicant_corp_id: string;
  applicant_name: string;
  counterparty_corp_id: string | null;
  counterparty_name: string | null;
  amount_fen: unknown;
  decision: 'ACCEPT' | 'REFUSE' | null;
}
const HOLDER_FLOW_WORDS = {
  TRANSFER: { verb: '转让', accepted: '签收', refused: '拒签' },
  RETURN: { verb: '退回', accepted: '确认接收', refused: '拒绝接收' },
} as const;
const wordsOf = (b: BizType) => (b === 'RETURN' ? HOLDER_FLOW_WORDS.RETURN : HOLDER_FLOW_WORDS.TRANSFER);

export const notify = {
  /** A transfer or a return the applicant's director signed: the counterparty's operators are told (their todo is open). */
  holderFlowReceived: async (ctx: LedgerContext, app: HolderFlowApp): Promise<void> => {
    if (!app.counterparty_corp_id) return;
    const w = wordsOf(app.biz_type);
    const page = pendingOf(app.biz_type, 'PENDING_CP_SIGN')?.path ?? '/todo';
    await messageRole(
      ctx,
      app.counterparty_corp_id,
      'ROLE_OPERATOR',
      `收到${w.verb}的凭证`,
      `${app.applicant_name}向贵司${w.verb}凭证，申请编号${app.app_no}，金额${yuan(app.amount_fen)}，请及时处理。`,
      withParam(productPath(app.product_type, page), 'appNo', app.app_no),
    );
  },
  /** The counterparty's director decided: the applicant's operators hear whether the credits moved. */
  holderFlowResult: (ctx: LedgerContext, app: HolderFlowApp): Promise<void> => {
    const w = wordsOf(app.biz_type);
    const word = app.decision === 'ACCEPT' ? w.accepted : w.refused;
    return messageRole(
      ctx,
      app.applicant_corp_id,
      'ROLE_OPERATOR',
      `${w.verb}申请已被${word}`,
      `${app.counterparty_name ?? ''}已${word}贵司的${w.verb}申请${app.app_no}（金额${yuan(app.amount_fen)}）。`,
      applyPageOf(app) ?? withParam(productPath(app.product_type, '/todo'), 'appNo', app.app_no),
    );
  },
  issueReceived: (ctx: LedgerContext, c: CreditLike & { issuer_name: string; due_date: string }): Promise<void> =>
    messageRole(
      ctx,
      c.holder_corp_id,
      'ROLE_OPERATOR',
      '收到新开立的凭证',
      `${c.issuer_name}向贵司开立凭证${c.credit_no}，金额${yuan(c.amount_fen)}，承诺付款日${c.due_date}，请及时签收。`,
      withParam(productPath(c.product_type, SIGN_FOR_TODO.path), 'creditNo', c.credit_no),
    ),
  signResult: (ctx: LedgerContext, issuerCorpId: string, holderName: string, creditNos: readonly string[], accepted: boolean): Promise<void> =>
    messageRole(
      ctx,
      issuerCorpId,
      'ROLE_OPERATOR',
      accepted ? '凭证已签收' : '凭证已拒签',
      `${holderName}已${accepted ? '签收' : '拒签'}凭证${creditNos.join('、')}。`,
      creditNos.length === 1 ? withParam('/transfer-record', 'creditNo', creditNos[0]!) : null,
    ),
};
