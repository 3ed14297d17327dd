import { pageWindow } from '@scf/api/contract';
import type { BizType, Page, Todo } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { yuanOf as decimal } from '../../platform/db/fen-column';
import { openTodosOf } from './todo.repo';
import type { TodoRow } from './todo.repo';

const todoView = (r: TodoRow): Todo => ({
  todoId: r.todo_id,
  bizType: r.biz_type as BizType,
  title: r.title,
  appNo: r.app_no,
  creditNo: r.credit_no,
  amount: r.amount_fen === null ? null : decimal(r.amount_fen),
  createdAt: new Date(Number(String(r.created_at))).toISOString(),
  businessDate: r.business_date,
  path: r.path,
});

/** The open todos of the caller's corporation for the caller's current role (`/credit/todo`), newest first. */
export async function listTodos(
  q: Queryable,
  actor: Actor,
  query: { page: number; size: number; sort?: { order: 'asc' | 'desc' } | undefined; filters?: { bizType?: BizType | undefined } | undefined },
): Promise<Page<Todo>> {
  const { limit, offset } = pageWindow(query);
  const rows = await openTodosOf(q, actor.corpId, actor.role, query.filters?.bizType ?? null, query.sort?.order ?? 'desc', limit, offset);
  const total =
    rows.length > 0
      ? Number(String(rows[0]?.total))
      : offset === 0
        ? 0
        : (await openTodosOf(q, actor.corpId, actor.role, query.filters?.bizType ?? null, 'desc', 1_000_000, 0)).length;
  return { rows: rows.map(todoView), total };
}
