import { BIZ_TYPE_LABEL, productPath } from '@scf/api/contract';
import type { AppStatus, BizType, ProductCode } from '@scf/api/contract';
import { formatFen } from '@scf/api/money';
import { sendMessages, sendRoleMessages } from '../messages';
import { pendingOf, servedFlow } from './flow-registry';
import type { LedgerContext } from './ledger-context';
import { closeTodos, passAppTodo } from './todo.repo';

/**
 * Todos and messages of domain.md §4.6 that every business type shares: each pending step has a todo for the
 * corporation and role that must act (closed when someone acts), and the applicant's user hears the outcome of a
 * review. A module's own messages (an issue received, a sign-for result…) use `messageRole`.
 */

interface AppLike {
  app_no: string;
  biz_type: BizType;
  product_type: ProductCode;
  applicant_corp_id: string;
  counterparty_corp_id: string | null;
  amount_fen: unknown;
}

/** After an application reached `to`: its open todos are done, and the next step's todo opens (none when it ended). */
export async function appTodo(ctx: LedgerContext, app: AppLike, to: AppStatus): Promise<void> {
  const next = pendingOf(app.biz_type, to);
  const corpId = next?.side === 'counterparty' ? app.counterparty_corp_id : app.applicant_corp_id;
  if (!next || !corpId) return closeTodos(ctx.tx, { appNo: app.app_no }, ctx.now);
  // The open todos closed and the next one opened by one statement.
  await passAppTodo(ctx.tx, {
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

/** A business message to every active user of a corporation in a role. */
export async function messageRole(ctx: LedgerContext, corpId: string, role: string, title: string, content: string, link: string | null): Promise<void> {
  await sendRoleMessages(ctx.tx, corpId, role, { messageType: 'BUSINESS', title, content, createdOn: ctx.businessDate, link });
}

export const withParam = (path: string, key: string, value: string): string => `${path}?${key}=${encodeURIComponent(value)}`;
export const yuan = (fen: unknown): string => `${formatFen(BigInt(String(fen)))}元`;

/** Where the applicant finds an application of a type with it open (`?appNo=`), if its flow names a page. */
export function applyPageOf(app: Pick<AppLike, 'biz_type' | 'product_type' | 'app_no'>): string | null {
  const page = servedFlow(app.biz_type)?.applyPage;
  return page ? withParam(productPath(app.product_type, page), 'appNo', app.app_no) : null;
}

const RESULT_WORD = { APPROVE: '已审批通过', RETURN: '已被退回', REJECT: '已被拒绝' } as const;

/**
 * The applicant's user hears the outcome of a review (approved, returned with its 意见, rejected), with a link to
 * the application; an intermediate approval (to 终审) is not an outcome.
 */
export async function notifyAppResult(
  ctx: LedgerContext,
  app: AppLike & { creator_user_id: string },
  action: keyof typeof RESULT_WORD,
  comment: string,
): Promise<void> {
  if (!app.creator_user_id || app.creator_user_id === ctx.actor.userId) return;
  const label = BIZ_TYPE_LABEL[app.biz_type];
  const opinion = comment.trim() ? `，意见：${comment.trim()}` : '';
  const next = action === 'RETURN' ? '请修改后重新提交或撤销申请。' : action === 'REJECT' ? '该申请已终止。' : '';
  await sendMessages(ctx.tx, [app.creator_user_id], {
    messageType: 'BUSINESS',
    title: `${label}申请${RESULT_WORD[action]}`,
    content: `您提交的${label}申请${app.app_no}（金额${yuan(app.amount_fen)}）${RESULT_WORD[action]}${opinion}。${next}`,
    createdOn: ctx.businessDate,
    link: applyPageOf(app),
  });
}
