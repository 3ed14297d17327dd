import { BIZ_TYPE_LABEL } from '@scf/api/contract';
import type { AppStatus, BizType, ProductType } from '@scf/api/contract';
import { formatFen } from '@scf/api/money';
import { sendMessages } from '../messages';
import { PENDING_WORK, SIGN_FOR_TODO, productPath } from './application.state';
import type { CreditTransitionName } from './credit.state';
import type { LedgerContext } from './ledger-context';
import { usersWithRole } from './party.repo';
import { closeTodos, openTodo } from './todo.repo';

/**
 * Todos and messages of domain.md §4.6: each pending step has a todo for the corporation and role that must act
 * (closed when someone acts), and the counterparty's users get a message on an issue received, a sign-for result and
 * a distribution approved.
 */

interface AppLike {
  app_no: string;
  biz_type: BizType;
  product_type: ProductType;
  applicant_corp_id: string;
  counterparty_corp_id: string | null;
  amount_fen: unknown;
}

/** After an application reached `to`: its open todos are done, and the next step's todo opens (none when it ended). */
export async function appTodo(ctx: LedgerContext, app: AppLike, to: AppStatus): Promise<void> {
  await closeTodos(ctx.tx, { appNo: app.app_no }, ctx.now);
  const next = PENDING_WORK[app.biz_type]?.[to];
  if (!next) return;
  const corpId = next.side === 'counterparty' ? app.counterparty_corp_id : app.applicant_corp_id;
  if (!corpId) return;
  await openTodo(ctx.tx, {
    corpId,
    roleCode: next.role,
    bizType: app.biz_type,
    title: next.title,
    appNo: app.app_no,
    creditNo: null,
    amountFen: BigInt(String(app.amount_fen)),
    path: productPath(app.product_type, next.path),
    at: ctx.now,
    businessDate: ctx.businessDate,
  });
}

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

async function message(ctx: LedgerContext, corpId: string, role: string, title: string, content: string, link: string | null): Promise<void> {
  await sendMessages(ctx.tx, await usersWithRole(ctx.tx, corpId, role), { messageType: 'BUSINESS', title, content, createdOn: ctx.businessDate, link });
}

/** Where the applicant finds an application of each type with it open (`?appNo=`), below the product unless `/my/`. */
const APPLY_PAGE: Partial<Record<BizType, string>> = {
  ISSUE: '/core/issue/issue',
  WITHDRAW: '/core/issue/issue-black',
  RECYCLE: '/core/recycle/apply',
  SIGN: '/todo',
  LIMIT_DIST: '/my/limit/distribute-query',
  TRANSFER: '/chain/transfer/apply',
  RETURN: '/chain/return/apply',
  FINANCE: '/chain/finance/apply',
  CORE_FINANCE: '/core/finance/query',
};

interface HolderFlowApp extends AppLike {
  applicant_name: string;
  counterparty_name: string | null;
  decision: 'ACCEPT' | 'REFUSE' | null;
}
const HOLDER_FLOW_WORDS = {
  TRANSFER: { verb: '转让', accepted: '签收', refused: '拒签' },
  RETURN: { verb: '退回', accepted: '确认接收', refused: '拒绝接收' },
} as const;
const wordsOf = (b: BizType) => (b === 'RETURN' ? HOLDER_FLOW_WORDS.RETURN : HOLDER_FLOW_WORDS.TRANSFER);
const RESULT_WORD = { APPROVE: '已审批通过', RETURN: '已被退回', REJECT: '已被拒绝' } as const;
const withParam = (path: string, key: string, value: string) => `${path}?${key}=${encodeURIComponent(value)}`;

const yuan = (fen: unknown) => `${formatFen(BigInt(String(fen)))}元`;

export const notify = {
  /** A transfer or a return the applicant's director signed: the counterparty's operators are told (their todo is open). */
  holderFlowReceived: (ctx: LedgerContext, app: HolderFlowApp) => {
    const w = wordsOf(app.biz_type);
    const page = PENDING_WORK[app.biz_type]?.PENDING_CP_SIGN?.path ?? '/todo';
    return app.counterparty_corp_id
      ? message(
          ctx,
          app.counterparty_corp_id,
          'ROLE_OPERATOR',
          `收到${w.verb}的凭证`,
          `${app.applicant_name}向贵司${w.verb}凭证，申请编号${app.app_no}，金额${yuan(app.amount_fen)}，请及时处理。`,
          withParam(productPath(app.product_type, page), 'appNo', app.app_no),
        )
      : Promise.resolve();
  },
  /** The counterparty's director decided: the applicant's operators hear whether the credits moved. */
  holderFlowResult: (ctx: LedgerContext, app: HolderFlowApp) => {
    const w = wordsOf(app.biz_type);
    const word = app.decision === 'ACCEPT' ? w.accepted : w.refused;
    const page = APPLY_PAGE[app.biz_type] ?? '/todo';
    return message(
      ctx,
      app.applicant_corp_id,
      'ROLE_OPERATOR',
      `${w.verb}申请已被${word}`,
      `${app.counterparty_name ?? ''}已${word}贵司的${w.verb}申请${app.app_no}（金额${yuan(app.amount_fen)}）。`,
      withParam(productPath(app.product_type, page), 'appNo', app.app_no),
    );
  },
  issueReceived: (ctx: LedgerContext, c: CreditLike & { issuer_name: string; due_date: string }) =>
    message(
      ctx,
      c.holder_corp_id,
      'ROLE_OPERATOR',
      '收到新开立的凭证',
      `${c.issuer_name}向贵司开立凭证${c.credit_no}，金额${yuan(c.amount_fen)}，承诺付款日${c.due_date}，请及时签收。`,
      withParam(productPath(c.product_type, SIGN_FOR_TODO.path), 'creditNo', c.credit_no),
    ),
  signResult: (ctx: LedgerContext, issuerCorpId: string, holderName: string, creditNos: readonly string[], accepted: boolean) =>
    message(
      ctx,
      issuerCorpId,
      'ROLE_OPERATOR',
      accepted ? '凭证已签收' : '凭证已拒签',
      `${holderName}已${accepted ? '签收' : '拒签'}凭证${creditNos.join('、')}。`,
      creditNos.length === 1 ? withParam('/transfer-record', 'creditNo', creditNos[0]!) : null,
    ),
  limitApproved: (ctx: LedgerContext, targetCorpId: string, change: bigint) =>
    message(
      ctx,
      targetCorpId,
      'ROLE_OPERATOR',
      '额度分配已生效',
      `集团额度分配已审批通过，贵司分配额度${change > 0n ? '增加' : '减少'}${yuan(change < 0n ? -change : change)}。`,
      '/my/limit/query',
    ),
  /**
   * The applicant's user hears the outcome of a review (approved, returned with its 意见, rejected), with a link to
   * the application; an intermediate approval (to 终审) is not an outcome.
   */
  appResult: async (ctx: LedgerContext, app: AppLike & { creator_user_id: string }, action: keyof typeof RESULT_WORD, comment: string) => {
    if (!app.creator_user_id || app.creator_user_id === ctx.actor.userId) return;
    const label = BIZ_TYPE_LABEL[app.biz_type];
    const page = APPLY_PAGE[app.biz_type];
    const opinion = comment.trim() ? `，意见：${comment.trim()}` : '';
    const next = action === 'RETURN' ? '请修改后重新提交或撤销申请。' : action === 'REJECT' ? '该申请已终止。' : '';
    await sendMessages(ctx.tx, [app.creator_user_id], {
      messageType: 'BUSINESS',
      title: `${label}申请${RESULT_WORD[action]}`,
      content: `您提交的${label}申请${app.app_no}（金额${yuan(app.amount_fen)}）${RESULT_WORD[action]}${opinion}。${next}`,
      createdOn: ctx.businessDate,
      link: page ? withParam(productPath(app.product_type, page), 'appNo', app.app_no) : null,
    });
  },
};

export const bizLabel = (b: BizType) => BIZ_TYPE_LABEL[b];
